-- Area `session`: reference data (provinces, languages), restaurants, users, sessions,
-- password-reminder tokens, sign-in tickets and the mail outbox. Every row belongs to a market.

CREATE TABLE provinces (
  id         integer PRIMARY KEY,
  market     text    NOT NULL CHECK (market IN ('ES', 'PT')),
  code       text    NOT NULL,
  name       text    NOT NULL,
  habitants  integer NOT NULL DEFAULT 0,
  UNIQUE (market, code)
);

-- id is the language code (CAST, CAT, PT), the one resources and sections are filtered by.
CREATE TABLE languages (
  market    text    NOT NULL CHECK (market IN ('ES', 'PT')),
  id        text    NOT NULL,
  name      text    NOT NULL,
  fullname  text    NOT NULL,
  pos       integer NOT NULL DEFAULT 1,
  PRIMARY KEY (market, id)
);

CREATE TABLE restaurants (
  id              serial  PRIMARY KEY,
  market          text    NOT NULL CHECK (market IN ('ES', 'PT')),
  site            text    NOT NULL,
  name            text    NOT NULL,
  province_id     integer REFERENCES provinces (id),
  cif             text    NOT NULL DEFAULT '',
  razon           text    NOT NULL DEFAULT '',
  fiscal_address  text    NOT NULL DEFAULT '',
  region          integer NOT NULL DEFAULT -1,
  type            integer NOT NULL DEFAULT 2,
  email           text    NOT NULL DEFAULT '',
  address         text    NOT NULL DEFAULT '',
  city            text    NOT NULL DEFAULT '',
  cp              text    NOT NULL DEFAULT '',
  latitud         text    NOT NULL DEFAULT '',
  longitud        text    NOT NULL DEFAULT '',
  active          text    NOT NULL DEFAULT '1' CHECK (active IN ('0', '1')),
  mop_service     integer,
  mop_status      integer,
  etof            integer NOT NULL DEFAULT 0,
  mcauto          integer NOT NULL DEFAULT 0,
  delivery        text    NOT NULL DEFAULT 'none' CHECK (delivery IN ('none', 'Uber', 'Glovo')),
  habitants       jsonb   NOT NULL DEFAULT '{}'::jsonb,
  log_user        text    NOT NULL DEFAULT '',
  log_date        timestamp NOT NULL DEFAULT now(),
  UNIQUE (market, site)
);

CREATE TABLE users (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  name           text    NOT NULL,
  email          text    NOT NULL,
  phone          text    NOT NULL DEFAULT '',
  password_hash  text    NOT NULL,
  type           integer NOT NULL CHECK (type BETWEEN 1 AND 6),
  admin          integer NOT NULL DEFAULT 0 CHECK (admin IN (0, 1)),
  active         integer NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  legal          integer NOT NULL DEFAULT 0 CHECK (legal IN (0, 1)),
  notifications  jsonb   NOT NULL DEFAULT '{"newFiles": true}'::jsonb,
  letter         integer NOT NULL DEFAULT 0,
  favorite       integer REFERENCES restaurants (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_market_email ON users (market, lower(email));

CREATE TABLE user_restaurants (
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  PRIMARY KEY (user_id, restaurant_id)
);
CREATE INDEX user_restaurants_restaurant ON user_restaurants (restaurant_id);

CREATE TABLE sessions (
  id          text    PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  pending     boolean NOT NULL DEFAULT false,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE password_tokens (
  id          text    PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  time        bigint  NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sso_tickets (
  id          text    PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE outbox (
  id          serial  PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  "to"        text    NOT NULL,
  subject     text    NOT NULL,
  body        text    NOT NULL,
  link        text    NOT NULL DEFAULT '',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_market ON outbox (market, id);
