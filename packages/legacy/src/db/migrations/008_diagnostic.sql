-- Area `diagnostic` (spec 2 §2.1, §3, §7): a restaurant's local-market analysis. Competitor brands and the
-- restaurant's chosen ones with an intensity per category, the comparison against its own brand, the consumption
-- profile (restaurant and national series), sales by moment of day, product-mix trends, the admin's descriptions per
-- section, and the designed sections: population (read from `restaurants.habitants` and `provinces`), customer
-- clusters and the DAFO (SWOT). ES only in the portal, but every row carries its market like the rest of the
-- catalogue. The admin import (`/admin/import`) writes the competence, sales, pmix and consume tables below.
-- Only ADD to this file's tables (other areas read and write them).

-- The catalogue of competitor brands (spec 2 §3 "Competitor brand").
CREATE TABLE competitor_brands (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  -- The brand as shown (custom brands are stored in uppercase).
  name           text    NOT NULL,
  -- Category: 0 indirect, 1 direct competitors, 2 other quick-service, 3 cafeterias, 4 casual restaurant,
  -- 5 in-house-events restaurant.
  type           integer NOT NULL CHECK (type BETWEEN 0 AND 5),
  -- 1: created by a restaurant (restaurant/competence/add), 0: the chain's catalogue (seed or admin import).
  custom         integer NOT NULL DEFAULT 0 CHECK (custom IN (0, 1)),
  -- For a custom brand: the restaurant that created it (only that restaurant sees it in its catalogue).
  restaurant_id  integer REFERENCES restaurants (id) ON DELETE CASCADE,
  -- For a custom brand: the user who created it.
  created_by     integer REFERENCES users (id) ON DELETE SET NULL,
  created_at     timestamptz NOT NULL DEFAULT now()
);
-- One brand name per category in a market's catalogue, and per category in a restaurant's custom brands.
CREATE UNIQUE INDEX competitor_brands_name ON competitor_brands (market, type, upper(name), coalesce(restaurant_id, 0));

-- The brands a restaurant chose as its competitors (restaurant/competence, .../update, .../remove/{id}).
CREATE TABLE restaurant_competitors (
  -- The id restaurant/competence/remove/{id} takes.
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  brand_id       integer NOT NULL REFERENCES competitor_brands (id) ON DELETE CASCADE,
  -- 1 chosen; 2 chosen and compared in the comparison table (spec 2 §3: "status 2 means chosen for comparison").
  status         integer NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
  created_at     timestamptz NOT NULL DEFAULT now(),
  UNIQUE (restaurant_id, brand_id)
);
CREATE INDEX restaurant_competitors_restaurant ON restaurant_competitors (restaurant_id);

-- A restaurant's competition intensity per category (spec 2 §3 "Competence intensity"): type0..type5 match the
-- brand categories 0..5; each NULL (empty), 1 high, 2 medium or 3 low.
CREATE TABLE restaurant_competence_intensity (
  restaurant_id  integer PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  type0          integer CHECK (type0 BETWEEN 1 AND 3),
  type1          integer CHECK (type1 BETWEEN 1 AND 3),
  type2          integer CHECK (type2 BETWEEN 1 AND 3),
  type3          integer CHECK (type3 BETWEEN 1 AND 3),
  type4          integer CHECK (type4 BETWEEN 1 AND 3),
  type5          integer CHECK (type5 BETWEEN 1 AND 3),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

-- The comparison table (restaurant/comparation, .../update): the own brand (position 0, `mcd`) and up to 3 chosen
-- competitors (positions 1..3, `rest1`..`rest3`), each rated 1 to 5 stars per feature (NULL: not rated yet).
CREATE TABLE competitor_comparisons (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  -- 0 the own brand, 1..3 the compared competitors in order.
  position       integer NOT NULL CHECK (position BETWEEN 0 AND 3),
  -- NULL for the own brand (position 0), else the compared competitor brand.
  brand_id       integer REFERENCES competitor_brands (id) ON DELETE CASCADE,
  service        integer CHECK (service BETWEEN 1 AND 5),
  -- Relation quality / price.
  relation       integer CHECK (relation BETWEEN 1 AND 5),
  innovation     integer CHECK (innovation BETWEEN 1 AND 5),
  ambient        integer CHECK (ambient BETWEEN 1 AND 5),
  promotion      integer CHECK (promotion BETWEEN 1 AND 5),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (restaurant_id, position),
  CHECK ((position = 0) = (brand_id IS NULL))
);

-- Consumption profile (restaurant/consume, admin import "consume"): a restaurant's share of sales per consumption
-- type, in percent (e.g. 31.25). The index is spec 2's "values indexed 1 to 7": 1 core premium, 2 families,
-- 3 affordable, 4 late night, 5 breakfast, 6 snacking, 7 delivery (the radar draws 1 to 4).
CREATE TABLE diagnostic_consumption (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  position       integer NOT NULL CHECK (position BETWEEN 1 AND 7),
  value          numeric(8, 4) NOT NULL,
  PRIMARY KEY (restaurant_id, position)
);

-- The national series of the same profile ("nacional"), one per market, same indexes and unit.
CREATE TABLE diagnostic_consumption_national (
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  position       integer NOT NULL CHECK (position BETWEEN 1 AND 7),
  value          numeric(8, 4) NOT NULL,
  PRIMARY KEY (market, position)
);

-- Sales by moment of day (restaurant/sales = Monday–Thursday, restaurant/moments/{id} = Friday–Sunday; admin import
-- "sales_week" and "sales"): per time slot the change in sales and in guest counts (gcs), in percent against the
-- previous period. NULL = missing (shown as a dash).
CREATE TABLE diagnostic_moments (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  -- 'week' Monday–Thursday, 'weekend' Friday–Sunday.
  period         text    NOT NULL CHECK (period IN ('week', 'weekend')),
  -- Order of the slot in the table.
  position       integer NOT NULL,
  -- The time slot as the import names it (e.g. 'DESAYUNO 06-11').
  name           text    NOT NULL,
  sales          numeric(8, 2),
  gcs            numeric(8, 2),
  PRIMARY KEY (restaurant_id, period, name)
);

-- Product-mix trends (restaurant/pmix/{id}, admin import "pmix"): change in sales per product type, in percent.
-- The portal shows A LA CARTA, BEBIDAS, COMPLEMENTOS, DSY… (dessert and coffee), ENSALADAS, EVM, HAPPY MEAL,
-- POSTRES, VALUE; VARIOS is stored but hidden.
CREATE TABLE diagnostic_pmix (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  -- Product type as the import names it (uppercase).
  type           text    NOT NULL,
  -- Optional text shown under the row.
  description    text,
  -- NULL = missing.
  value          numeric(8, 2),
  PRIMARY KEY (restaurant_id, type)
);

-- Admin-provided description per diagnostic section (diagnostic/descriptions; diagnostic/descriptions/update):
-- keyed by section: competence, consume, sales, pmix (and sales_week for the import's Monday–Thursday file).
CREATE TABLE diagnostic_descriptions (
  market       text    NOT NULL CHECK (market IN ('ES', 'PT')),
  section      text    NOT NULL,
  description  text    NOT NULL DEFAULT '',
  -- The last imported file's name for that section (admin import), if any.
  filename     text,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market, section)
);

-- Customer clusters (designed here): the catalogue of customer types a restaurant may recognise among its
-- customers. `code` names the cluster (the portal translates it), `pos` orders it.
CREATE TABLE diagnostic_clusters (
  id      serial  PRIMARY KEY,
  market  text    NOT NULL CHECK (market IN ('ES', 'PT')),
  code    text    NOT NULL,
  pos     integer NOT NULL DEFAULT 1,
  UNIQUE (market, code)
);

-- The clusters a restaurant chose (restaurant/cluster, restaurant/cluster/update), each with its share of the
-- restaurant's customers in percent (0..100, the shares of a restaurant add up to 100 at most).
CREATE TABLE restaurant_clusters (
  restaurant_id  integer NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  cluster_id     integer NOT NULL REFERENCES diagnostic_clusters (id) ON DELETE CASCADE,
  share          integer NOT NULL CHECK (share BETWEEN 0 AND 100),
  PRIMARY KEY (restaurant_id, cluster_id)
);

-- The restaurant's DAFO (SWOT, designed here: restaurant/dafo, restaurant/dafo/update): four free-text quadrants.
-- Population needs no table: the province's habitants (`provinces.habitants`) and the catchment's
-- (`restaurants.habitants`, {"1km": n, "3km": n}) are read as they are.
CREATE TABLE diagnostic_dafo (
  restaurant_id  integer PRIMARY KEY REFERENCES restaurants (id) ON DELETE CASCADE,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  -- Debilidades (weaknesses), internal.
  weaknesses     text    NOT NULL DEFAULT '',
  -- Amenazas (threats), external.
  threats        text    NOT NULL DEFAULT '',
  -- Fortalezas (strengths), internal.
  strengths      text    NOT NULL DEFAULT '',
  -- Oportunidades (opportunities), external.
  opportunities  text    NOT NULL DEFAULT '',
  updated_at     timestamptz NOT NULL DEFAULT now()
);
