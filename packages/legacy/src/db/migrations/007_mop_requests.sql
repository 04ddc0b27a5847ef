-- Area `mop`: requests to switch a restaurant's "my order" (MOP) service off for a window of time.
-- The channels screen creates them (its disable-request popup); administrators confirm or cancel them (/admin/mop).

-- status: 1 pending, 2 confirmed, 3 canceled. A new request is 2 when the market's auto-confirm flag is on, else 1.
CREATE TABLE mop_requests (
  id             serial    PRIMARY KEY,
  market         text      NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer   NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  user_id        integer   REFERENCES users (id) ON DELETE SET NULL,
  start_date     timestamp NOT NULL,
  end_date       timestamp NOT NULL CHECK (end_date >= start_date),
  value          text      NOT NULL CHECK (length(btrim(value)) >= 50),
  cancel         text      NOT NULL DEFAULT '',
  status         integer   NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
  log_date       timestamp NOT NULL DEFAULT now(),
  CHECK (status <> 3 OR length(btrim(cancel)) >= 20)
);
CREATE INDEX mop_requests_market ON mop_requests (market, status, log_date DESC);
CREATE INDEX mop_requests_restaurant ON mop_requests (restaurant_id, start_date);

-- The auto-confirm switch of /admin/mop, one per market (no row: off).
CREATE TABLE mop_settings (
  market        text    PRIMARY KEY CHECK (market IN ('ES', 'PT')),
  auto_confirm  integer NOT NULL DEFAULT 0 CHECK (auto_confirm IN (0, 1))
);
