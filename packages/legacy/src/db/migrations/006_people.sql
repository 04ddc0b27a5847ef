-- Area `people`: an administrator signed in as another user ("log in as"), and what is done that way.

-- The administrator who opened this session as its user (null: the user signed in themself).
ALTER TABLE sessions ADD COLUMN acting_admin_id integer REFERENCES users (id) ON DELETE CASCADE;

-- Every call made on a session an administrator opened as another user, with both identities.
CREATE TABLE borrowed_actions (
  id          serial  PRIMARY KEY,
  market      text    NOT NULL CHECK (market IN ('ES', 'PT')),
  session_id  text    NOT NULL,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  admin_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  method      text    NOT NULL,
  path        text    NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX borrowed_actions_user ON borrowed_actions (market, user_id, id);
