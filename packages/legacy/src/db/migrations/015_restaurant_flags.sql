-- Area `admin restaurants`: the restaurant's `selected` and `available` flags (spec 1 §3 Restaurant), 0/1 like
-- `etof` and `mcauto`.
ALTER TABLE restaurants ADD COLUMN selected integer NOT NULL DEFAULT 0 CHECK (selected IN (0, 1));
ALTER TABLE restaurants ADD COLUMN available integer NOT NULL DEFAULT 1 CHECK (available IN (0, 1));
