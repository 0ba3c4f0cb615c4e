-- An import batch that updates existing records, and the registry's list of past imports (domain
-- DECISIONS.md "The import model, updates and the registry's imports"). Each record a batch
-- updated keeps the values the batch overwrote, and the version the batch left, so that its undo
-- restores them — and is refused when someone edited the record since.

ALTER TABLE import_batches
  ADD COLUMN updated_count integer NOT NULL DEFAULT 0,
  -- Who imported, as the history names a writer: kept with the batch so a list of past imports
  -- reads one table.
  ADD COLUMN user_fullname text CONSTRAINT import_batches_user_fullname_length CHECK (char_length(user_fullname) <= 161);

CREATE TABLE import_batch_updates (
  batch_id integer NOT NULL REFERENCES import_batches (id) ON DELETE CASCADE,
  record_id integer NOT NULL,
  -- The wire fields the batch changed, with their values before it.
  previous jsonb NOT NULL,
  -- The record's updated_at once the batch wrote it: another value at undo time means an edit since.
  version timestamptz NOT NULL,
  -- The record's updated_at before the batch: the undo puts it back with the values, so the
  -- record is as it was (an earlier batch that created it can then be undone too).
  previous_version timestamptz NOT NULL,
  PRIMARY KEY (batch_id, record_id)
);
