-- Area `import` (admin): a diagnostic section's description in the market's other languages (Catalan in ES), by
-- language code; `description` stays the market's first language's (and what a language without its own text reads).
ALTER TABLE diagnostic_descriptions ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
