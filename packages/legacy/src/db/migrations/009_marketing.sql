-- Area `marketing` (ES): each restaurant's yearly plan. Its priorities ("objectives") are categories of the
-- library's section trees (`section/type/1` national, `section/type/2` local); the strategies of a national
-- priority are children of its category, those of a local one free text. Actions: `marketing_actions` (003_home.sql),
-- national ones (type 1) per market and year, local ones (type 2) per restaurant, each under a strategy.

-- A chosen priority: `status` is its position 1..3 in the restaurant's plan of `year`; the objective's fields.
CREATE TABLE marketing_objectives (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  year           integer NOT NULL CHECK (year BETWEEN 2000 AND 2100),
  section_id     integer NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  type           integer NOT NULL CHECK (type IN (1, 2)),
  status         integer NOT NULL CHECK (status BETWEEN 1 AND 3),
  daypart        text    CHECK (daypart IN ('week', 'weekend')),
  time           text    CHECK (time IN ('manana', 'comida', 'tarde', 'cena', 'noche', 'mananatarde', 'comidacena', 'allday')),
  comportament   text    CHECK (comportament IN ('frecuencia', 'ticket', 'penetracion')),
  competitor     integer REFERENCES competitor_brands (id) ON DELETE SET NULL,
  sales          numeric(9, 2) CHECK (sales >= 0),
  new            numeric(9, 2) CHECK (new >= 0),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (restaurant_id, year, status),
  UNIQUE (restaurant_id, year, section_id)
);

-- A strategy slot 1..6 of a restaurant's plan: slots 2p-1 and 2p belong to the priority at position p.
-- `section_id`: a child of a national priority's category; `strategy_name`: a local priority's text.
CREATE TABLE marketing_strategies (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  year           integer NOT NULL,
  objective_id   integer NOT NULL REFERENCES marketing_objectives (id) ON DELETE CASCADE,
  status         integer NOT NULL CHECK (status BETWEEN 1 AND 6),
  strategy_name  text,
  section_id     integer REFERENCES sections (id) ON DELETE CASCADE,
  CHECK ((strategy_name IS NULL) <> (section_id IS NULL)),
  UNIQUE (restaurant_id, year, status)
);

-- Actions: national ones (type 1) have no restaurant and name the category child (`section_id`) they serve; local
-- ones (type 2) a strategy of their restaurant (cleared when the strategy goes: the action stays in the list).
-- `year` follows the start day. An identical local action (same strategy and days) is the same action: a retried add.
ALTER TABLE marketing_actions ALTER COLUMN restaurant_id DROP NOT NULL;
ALTER TABLE marketing_actions ADD COLUMN complete_name text;
ALTER TABLE marketing_actions ADD COLUMN section_id integer REFERENCES sections (id) ON DELETE SET NULL;
ALTER TABLE marketing_actions ADD COLUMN year integer GENERATED ALWAYS AS (extract(year FROM start_date)::integer) STORED;
ALTER TABLE marketing_actions ADD CONSTRAINT marketing_actions_strategy
  FOREIGN KEY (strategy_id) REFERENCES marketing_strategies (id) ON DELETE SET NULL;
ALTER TABLE marketing_actions ADD CONSTRAINT marketing_actions_owner CHECK (type = 1 OR restaurant_id IS NOT NULL);
CREATE INDEX marketing_actions_national ON marketing_actions (market, year) WHERE type = 1;
CREATE UNIQUE INDEX marketing_actions_same ON marketing_actions (restaurant_id, strategy_id, start_date, end_date) WHERE type = 2;

-- What a local action uses: resources of the library (toolkits, best practices) and the restaurant's orders.
CREATE TABLE marketing_action_links (
  action_id    integer NOT NULL REFERENCES marketing_actions (id) ON DELETE CASCADE,
  resource_id  integer REFERENCES resources (id) ON DELETE CASCADE,
  order_id     integer REFERENCES orders (id) ON DELETE CASCADE,
  CHECK ((resource_id IS NULL) <> (order_id IS NULL)),
  UNIQUE (action_id, resource_id),
  UNIQUE (action_id, order_id)
);
