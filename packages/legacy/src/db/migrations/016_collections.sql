-- Area `collections` (designed: issue 34): a user's named sets of library resources ("Campaña verano"), each private
-- or shared with the people of one of the owner's restaurants (every user linked to it reads and downloads it; only
-- the owner changes it). A resource removed from the catalogue leaves its collections with it.
CREATE TABLE collections (
  id             serial    PRIMARY KEY,
  market         text      NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id        integer   NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name           text      NOT NULL CHECK (char_length(name) BETWEEN 1 AND 60),
  restaurant_id  integer   REFERENCES restaurants (id) ON DELETE SET NULL,
  created_date   timestamp NOT NULL DEFAULT localtimestamp(0),
  update_date    timestamp NOT NULL DEFAULT localtimestamp(0)
);
-- One name per user, case ignored.
CREATE UNIQUE INDEX collections_user_name ON collections (user_id, lower(name));
CREATE INDEX collections_restaurant ON collections (restaurant_id) WHERE restaurant_id IS NOT NULL;

CREATE TABLE collection_resources (
  collection_id  integer   NOT NULL REFERENCES collections (id) ON DELETE CASCADE,
  resource_id    integer   NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  added_date     timestamp NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (collection_id, resource_id)
);
CREATE INDEX collection_resources_resource ON collection_resources (resource_id);
