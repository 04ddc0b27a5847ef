-- Area `partner`: the monthly reports partners upload (spec 1 §2 "Partner routes", §3 "Partner report"), one PDF per
-- restaurant and month, shown to the restaurant on its channels screen (`report/restaurant/{id}`).
-- The PDF is stored at `reports/MM-YYYY/<report_filename>` in the market's folder; its name starts with the site code
-- of the restaurant it belongs to (`ES0101_informe.pdf`, `PT0203-abril.pdf`: README, "Partner reports").

-- report_date: the first day of the report's month.
CREATE TABLE partner_reports (
  id               serial    PRIMARY KEY,
  market           text      NOT NULL CHECK (market IN ('ES', 'PT')),
  restaurant_id    integer   NOT NULL REFERENCES restaurants (id) ON DELETE CASCADE,
  report_date      date      NOT NULL CHECK (extract(day FROM report_date) = 1),
  report_filename  text      NOT NULL CHECK (report_filename ~* '^[a-z]{2}[0-9]{4}([_.-][a-z0-9_.-]{0,150})?\.pdf$'),
  user_id          integer   REFERENCES users (id) ON DELETE SET NULL,
  created_date     timestamp NOT NULL DEFAULT now(),
  UNIQUE (market, report_date, report_filename)
);
CREATE INDEX partner_reports_month ON partner_reports (market, report_date DESC);
CREATE INDEX partner_reports_restaurant ON partner_reports (restaurant_id, report_date DESC);
