-- Area `ordering`: the piece-format catalogue (formats, their sizes and wizard questions), the order status
-- table, orders with their items, status history, chat comments, who read what, and the files users upload
-- for them. Names of reference rows are JSON objects by language code (CAST, CAT, PT).

CREATE TABLE piece_formats (
  id         integer PRIMARY KEY,
  names      jsonb   NOT NULL,
  type_code  text,
  questions  text    NOT NULL DEFAULT ''
);

CREATE TABLE piece_format_sizes (
  format_id  integer NOT NULL REFERENCES piece_formats (id) ON DELETE CASCADE,
  key        text    NOT NULL,
  names      jsonb   NOT NULL,
  custom     boolean NOT NULL DEFAULT false,
  pos        integer NOT NULL,
  PRIMARY KEY (format_id, key)
);

CREATE TABLE order_statuses (
  id     integer PRIMARY KEY,
  names  jsonb   NOT NULL
);

-- number: '#P-' (ES) or '#O-' (PT) and the id padded. idem_key: the client's key of the confirm, so that a
-- retried confirm answers the order it already created.
CREATE TABLE orders (
  id             serial  PRIMARY KEY,
  market         text    NOT NULL CHECK (market IN ('ES', 'PT')),
  number         text    NOT NULL DEFAULT '',
  user_id        integer NOT NULL REFERENCES users (id),
  restaurant_id  integer NOT NULL REFERENCES restaurants (id),
  date           timestamp NOT NULL DEFAULT now(),
  status         integer NOT NULL DEFAULT 1 REFERENCES order_statuses (id),
  contact_name   text    NOT NULL,
  contact_email  text    NOT NULL,
  contact_phone  text    NOT NULL DEFAULT '',
  idem_key       text    NOT NULL,
  UNIQUE (market, user_id, idem_key)
);
CREATE INDEX orders_restaurant ON orders (market, restaurant_id, date DESC);

-- format_id null: a production budget of the piece as it is (method 4). billed / shipped: a restaurant id,
-- -1 none; shipped 0: another address (custom_ship). params: the wizard's answers; custom: its customisation.
CREATE TABLE order_items (
  id                  serial  PRIMARY KEY,
  order_id            integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  pos                 integer NOT NULL,
  resource_id         integer NOT NULL REFERENCES resources (id),
  format_id           integer REFERENCES piece_formats (id),
  size_key            text    NOT NULL DEFAULT '',
  size_text           text    NOT NULL DEFAULT '',
  method              integer NOT NULL CHECK (method IN (1, 2, 4)),
  units               integer,
  units_scale         integer NOT NULL DEFAULT 0,
  units_scale_custom  text    NOT NULL DEFAULT '',
  billed              integer NOT NULL DEFAULT -1,
  shipped             integer NOT NULL DEFAULT -1,
  custom_ship         text    NOT NULL DEFAULT '',
  custom_file         text    NOT NULL DEFAULT '',
  params              jsonb   NOT NULL DEFAULT '{}'::jsonb,
  custom              jsonb   NOT NULL DEFAULT '{}'::jsonb
);
CREATE INDEX order_items_order ON order_items (order_id, pos);

CREATE TABLE order_status_log (
  id        serial  PRIMARY KEY,
  order_id  integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  status    integer NOT NULL REFERENCES order_statuses (id),
  user_id   integer REFERENCES users (id) ON DELETE SET NULL,
  date      timestamp NOT NULL DEFAULT now()
);
CREATE INDEX order_status_log_order ON order_status_log (order_id, date);

-- images: comma list of stored paths (uploads of the author).
CREATE TABLE order_comments (
  id           serial  PRIMARY KEY,
  order_id     integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id      integer NOT NULL REFERENCES users (id),
  message      text    NOT NULL,
  images       text    NOT NULL DEFAULT '',
  create_date  timestamp NOT NULL DEFAULT now()
);
CREATE INDEX order_comments_order ON order_comments (order_id, create_date);

-- When a user last opened an order: a comment of someone else or a status change after it makes it unread.
CREATE TABLE order_reads (
  order_id  integer NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  read_at   timestamp NOT NULL,
  PRIMARY KEY (order_id, user_id)
);

-- Files a user uploaded for an order (kind 'custom': a wizard item's file; 'comment': a chat image).
CREATE TABLE order_uploads (
  path        text    PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text    NOT NULL CHECK (kind IN ('custom', 'comment')),
  name        text    NOT NULL,
  size        integer NOT NULL,
  mime        text    NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
