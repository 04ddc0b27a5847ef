-- Area `resources` (admin): a resource created by an administrator carries the key its form sent, so a retried
-- create (the answer was lost on the way) answers the resource it made instead of making a second one.
ALTER TABLE resources ADD COLUMN create_key text;
CREATE UNIQUE INDEX resources_create_key ON resources (market, create_key);
