-- Area `channels`: what customers see about a restaurant (open flag, public data, services, schedules now and in
-- planned changes, birthday bookings), the modification log of those data and the paid-campaign briefings.
-- Favourites are `users.favorite` (001); MOP disable requests are `mop_requests` (007).

-- The services catalogue of a market. `mop_` services (the "my order" ways) hang under the parent `mop_service`.
-- status: 1 active (offered on the screen), 0 inactive. ord: position on the screen.
CREATE TABLE channel_services (
  id         serial  PRIMARY KEY,
  market     text    NOT NULL CHECK (market IN ('ES', 'PT')),
  slug       text    NOT NULL CHECK (slug ~ '^[a-z][a-z0-9_]*$'),
  name       text    NOT NULL,
  img        text    NOT NULL DEFAULT '',
  status     integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  ord        integer NOT NULL DEFAULT 1,
  parent_id  integer REFERENCES channel_services (id) ON DELETE CASCADE,
  UNIQUE (market, slug),
  -- only the children of mop_service start with mop_ (and every one of them has a parent)
  CHECK ((parent_id IS NOT NULL) = (slug LIKE 'mop\_%' AND slug <> 'mop_service'))
);

-- The channel data of a restaurant (one row; a restaurant without one reads as open with empty data).
-- open: 1 open, 0 temporarily closed (then reopening_date and opening_motive are set).
-- opening_motive: 1 closed for refurbishment, 2 upcoming opening, 3 other.
-- schedules: { restaurant|mcauto|takeaway|mcexpress: { monday..sunday|festive: { start: 'HH:mm' | '', end: 'HH:mm' | '' } } };
-- '' both = closed that day; 00:00 to 00:00 = 24 hours.
-- allday: 'all', 'weekend', 'vespers' or a free text ('' none). birthday_data: book_online (0/1), bank_account, bizum,
-- contact_phone, contact_mail, name, cif, fiscal_address.
CREATE TABLE restaurant_channels (
  restaurant_id   integer   PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  open            integer   NOT NULL DEFAULT 1 CHECK (open IN (0, 1)),
  reopening_date  date,
  opening_motive  integer   CHECK (opening_motive IN (1, 2, 3)),
  name            text      NOT NULL DEFAULT '',
  phone           text      NOT NULL DEFAULT '',
  opening_date    date,
  cv_public       text      NOT NULL DEFAULT '',
  cv_team         text      NOT NULL DEFAULT '',
  schedules       jsonb     NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(schedules) = 'object'),
  delivery        text      NOT NULL DEFAULT '',
  allday          text      NOT NULL DEFAULT '',
  birthday_data   jsonb     NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(birthday_data) = 'object'),
  log_user        text      NOT NULL DEFAULT '',
  log_date        timestamp,
  CHECK (open = 1 OR (reopening_date IS NOT NULL AND opening_motive IS NOT NULL)),
  CHECK (open = 0 OR (reopening_date IS NULL AND opening_motive IS NULL))
);

-- The services a restaurant offers now.
CREATE TABLE restaurant_services (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  service_id     integer NOT NULL REFERENCES channel_services (id) ON DELETE CASCADE,
  PRIMARY KEY (restaurant_id, service_id)
);

-- Planned changes (at most 2 per restaurant, checked by the catalogue under a lock of the restaurant's row): on
-- plan_date the catalogue applies services, schedules, delivery, allday and birthday data and removes the plan.
CREATE TABLE channel_plans (
  id             serial    PRIMARY KEY,
  restaurant_id  integer   NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  plan_date      date      NOT NULL,
  services       jsonb     NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(services) = 'array' AND jsonb_array_length(services) > 0),
  schedules      jsonb     NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(schedules) = 'object'),
  delivery       text      NOT NULL DEFAULT '',
  allday         text      NOT NULL DEFAULT '',
  birthday_data  jsonb     NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(birthday_data) = 'object'),
  log_user       text      NOT NULL DEFAULT '',
  created_at     timestamp NOT NULL DEFAULT now(),
  UNIQUE (restaurant_id, plan_date)
);

-- Who changed what and when: one row per changed field of a save; user_id null (user_name '') for the catalogue's own
-- changes (a planned change applied, a past reopening date that reopened the restaurant).
CREATE TABLE channel_log (
  id             serial    PRIMARY KEY,
  market         text      NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer   NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  user_id        integer   REFERENCES users (id) ON DELETE SET NULL,
  user_name      text      NOT NULL DEFAULT '',
  field          text      NOT NULL,
  old_value      text      NOT NULL DEFAULT '',
  new_value      text      NOT NULL DEFAULT '',
  date           timestamp NOT NULL DEFAULT date_trunc('second', now())
);
CREATE INDEX channel_log_restaurant ON channel_log (restaurant_id, date DESC, id DESC);

-- Paid-campaign briefings. type: consulting, directional, tactical; budget (euros) only for tactical.
CREATE TABLE channel_briefings (
  id               serial        PRIMARY KEY,
  market           text          NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id          integer       REFERENCES users (id) ON DELETE SET NULL,
  type             text          NOT NULL CHECK (type IN ('consulting', 'directional', 'tactical')),
  business         text          NOT NULL DEFAULT '',
  marketing        text          NOT NULL DEFAULT '',
  target           text          NOT NULL DEFAULT '',
  date             date,
  budget           numeric(12, 2) CHECK (budget IS NULL OR budget >= 0),
  restaurant_name  text          NOT NULL DEFAULT '',
  restaurant_site  text          NOT NULL DEFAULT '',
  phone            text          NOT NULL DEFAULT '',
  created_at       timestamp     NOT NULL DEFAULT now(),
  CHECK (type = 'tactical' OR budget IS NULL)
);
