-- Area `library`: sections (three levels, names per language), resource types, resources with
-- their sections, downloads, short-link hits, custom resource requests and opening requests.
-- Every row belongs to a market.

CREATE TABLE sections (
  id         serial  PRIMARY KEY,
  market     text    NOT NULL CHECK (market IN ('ES', 'PT')),
  type       integer NOT NULL CHECK (type BETWEEN 1 AND 5),
  url        text    NOT NULL,
  parent_id  integer REFERENCES sections (id) ON DELETE CASCADE,
  status     integer NOT NULL DEFAULT 1 CHECK (status IN (0, 1)),
  level      integer NOT NULL DEFAULT 0 CHECK (level BETWEEN 0 AND 2),
  pos        integer NOT NULL DEFAULT 1,
  UNIQUE (market, url)
);
CREATE INDEX sections_parent ON sections (parent_id);

-- The name of a section in each language of its market (CAST and CAT for ES, PT for PT).
CREATE TABLE section_names (
  section_id  integer NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  lang        text    NOT NULL,
  name        text    NOT NULL,
  PRIMARY KEY (section_id, lang),
  FOREIGN KEY (market, lang) REFERENCES languages (market, id)
);

CREATE TABLE resource_types (
  id            serial  PRIMARY KEY,
  market        text    NOT NULL CHECK (market IN ('ES', 'PT')),
  code          text    NOT NULL,
  customizable  integer NOT NULL DEFAULT 0 CHECK (customizable IN (0, 1)),
  pos           integer NOT NULL DEFAULT 1,
  UNIQUE (market, code)
);

CREATE TABLE resource_type_names (
  type_id  integer NOT NULL REFERENCES resource_types (id) ON DELETE CASCADE,
  market   text    NOT NULL CHECK (market IN ('ES', 'PT')),
  lang     text    NOT NULL,
  name     text    NOT NULL,
  PRIMARY KEY (type_id, lang),
  FOREIGN KEY (market, lang) REFERENCES languages (market, id)
);

-- A resource is written in one language (lang). `file` and `thumb` are paths inside the market's
-- storage folder (served under /{market}/static/); file_name, file_size and file_mime describe the file.
-- category: 3 piece, 4 toolkit, 5 best practice. status: 0 inactive, 1 active, 2 draft.
CREATE TABLE resources (
  id            serial  PRIMARY KEY,
  market        text    NOT NULL CHECK (market IN ('ES', 'PT')),
  lang          text    NOT NULL,
  name          text    NOT NULL,
  description   text,
  url           text    NOT NULL,
  file          text,
  file_name     text,
  file_size     integer,
  file_mime     text,
  thumb         text,
  reference     text,
  budget        integer NOT NULL DEFAULT 0 CHECK (budget IN (0, 1)),
  status        integer NOT NULL DEFAULT 2 CHECK (status IN (0, 1, 2)),
  type_id       integer REFERENCES resource_types (id) ON DELETE SET NULL,
  tags          text    NOT NULL DEFAULT '',
  category      integer CHECK (category IN (3, 4, 5)),
  new_resource  integer NOT NULL DEFAULT 0 CHECK (new_resource IN (0, 1)),
  update_date   timestamp NOT NULL DEFAULT now(),
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (market, url),
  FOREIGN KEY (market, lang) REFERENCES languages (market, id)
);
CREATE INDEX resources_listing ON resources (market, lang, status, update_date DESC);

-- The sections of a resource in order: pos 0 is its main category (decides its area).
CREATE TABLE resource_sections (
  resource_id  integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  section_id   integer NOT NULL REFERENCES sections (id) ON DELETE CASCADE,
  pos          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (resource_id, section_id)
);
CREATE INDEX resource_sections_section ON resource_sections (section_id);

-- One row per download (the admin download report).
CREATE TABLE resource_downloads (
  id           serial  PRIMARY KEY,
  market       text    NOT NULL CHECK (market IN ('ES', 'PT')),
  resource_id  integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  date         timestamp NOT NULL DEFAULT now()
);
CREATE INDEX resource_downloads_report ON resource_downloads (market, date);

-- One row per resolved short link; user_id is who shared it (null for /r/{id}).
CREATE TABLE short_link_hits (
  id           serial  PRIMARY KEY,
  market       text    NOT NULL CHECK (market IN ('ES', 'PT')),
  resource_id  integer NOT NULL REFERENCES resources (id) ON DELETE CASCADE,
  user_id      integer REFERENCES users (id) ON DELETE SET NULL,
  date         timestamp NOT NULL DEFAULT now()
);

CREATE TABLE custom_resource_requests (
  id               serial  PRIMARY KEY,
  market           text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id          integer REFERENCES users (id) ON DELETE SET NULL,
  topic            text    NOT NULL,
  comments         text    NOT NULL DEFAULT '',
  restaurant_name  text    NOT NULL DEFAULT '',
  restaurant_site  text    NOT NULL DEFAULT '',
  created_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE opening_requests (
  id               serial  PRIMARY KEY,
  market           text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id          integer REFERENCES users (id) ON DELETE SET NULL,
  restaurant_name  text    NOT NULL DEFAULT '',
  restaurant_site  text    NOT NULL DEFAULT '',
  opening_date     date    NOT NULL,
  data             jsonb   NOT NULL,
  created_at       timestamptz NOT NULL DEFAULT now()
);
