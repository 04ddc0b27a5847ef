-- Area `import` (admin `/admin/import`, spec 1 §3 "Import sections", §5 "Import"): Excel workbooks an administrator
-- uploaded and the BFF read, waiting to be applied. `import/upload` keeps a workbook's rows as they were read (cells
-- by column, each row with its number in the sheet); `import/{section}` applies the checked rows to the diagnostic's
-- tables (008_diagnostic.sql) in one transaction and removes the pending upload. Pending uploads older than a day are
-- removed by the next upload. The section's last file name and description live in `diagnostic_descriptions`.
CREATE TABLE import_uploads (
  id          serial      PRIMARY KEY,
  market      text        NOT NULL CHECK (market IN ('ES', 'PT')),
  -- competence, sales_week (Monday–Thursday), sales (Friday–Sunday), pmix, consume.
  section     text        NOT NULL CHECK (section IN ('competence', 'sales_week', 'sales', 'pmix', 'consume')),
  -- The workbook's name as the administrator sent it.
  filename    text        NOT NULL,
  -- [{ "row": 2, "cells": ["ES001", 1, "BURGER KING", null] }, ...]
  rows        jsonb       NOT NULL,
  user_id     integer     REFERENCES users (id) ON DELETE SET NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX import_uploads_created ON import_uploads (created_at);
