-- Area `home`: sliders and advertising videos, plus what the ES home reminds of: each restaurant's
-- diagnostic progress and its marketing actions (the diagnostic and marketing areas own these
-- tables' writes when they arrive). Every row belongs to a market.

-- file: path inside the market's storage folder; url: where the banner leads (portal path or URL).
CREATE TABLE sliders (
  id          serial  PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  name        text    NOT NULL,
  file        text    NOT NULL,
  url         text,
  status      integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  priority    integer NOT NULL DEFAULT 1,
  start_date  timestamp,
  end_date    timestamp
);

-- url: a YouTube or Vimeo URL, or a path inside the market's storage folder for a direct file.
CREATE TABLE videos (
  id          serial  PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  url         text    NOT NULL,
  status      integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  start_date  timestamp,
  end_date    timestamp
);

-- Which of the four diagnostic checks a restaurant has done (no row: none).
CREATE TABLE diagnostic_progress (
  restaurant_id  integer PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  competence     integer NOT NULL DEFAULT 0 CHECK (competence IN (0, 1)),
  comparation    integer NOT NULL DEFAULT 0 CHECK (comparation IN (0, 1)),
  clusters       integer NOT NULL DEFAULT 0 CHECK (clusters IN (0, 1)),
  dafo           integer NOT NULL DEFAULT 0 CHECK (dafo IN (0, 1)),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- Actions of a restaurant's marketing plan: type 1 national, 2 local (created by the restaurant).
CREATE TABLE marketing_actions (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  name           text    NOT NULL,
  strategy_id    integer,
  start_date     date    NOT NULL,
  end_date       date    NOT NULL,
  type           integer NOT NULL DEFAULT 2 CHECK (type IN (1, 2)),
  status         integer NOT NULL DEFAULT 1,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX marketing_actions_restaurant ON marketing_actions (restaurant_id, start_date);
