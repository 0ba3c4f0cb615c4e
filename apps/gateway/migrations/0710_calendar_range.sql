-- The calendar's range read (002 §2.1: a view asks for the items with startDate ≤ to and
-- endDate ≥ from) served by an index: a GiST index over each item's span, which the range read
-- queries with the overlap operator (resources/calendar/items.ts). The (company, start) indexes
-- bound only one side of the range, so a month in a tenant of 50,000 events read most of them.
-- least/greatest keep a row whose end precedes its start from breaking every read.
CREATE INDEX calendar_events_span_idx ON calendar_events
  USING gist (tstzrange(least(start_time, end_time), greatest(start_time, end_time), '[]'));
CREATE INDEX reminders_span_idx ON reminders
  USING gist (tstzrange(least(start_time, end_time), greatest(start_time, end_time), '[]'));
