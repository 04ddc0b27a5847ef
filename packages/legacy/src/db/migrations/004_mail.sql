-- The mail relay (SMTP_URL): when each outbox mail went out; NULL while waiting.
ALTER TABLE outbox ADD COLUMN sent_at timestamptz;
CREATE INDEX outbox_waiting ON outbox (id) WHERE sent_at IS NULL;
