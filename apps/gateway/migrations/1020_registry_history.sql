-- The registries are kept like the other records (domain DECISIONS.md "Deleting a registry
-- record in use"): a contact's, a building's, a unit's and an employee's create, edit and delete
-- are told on the one append-only history (0960). The record kinds and entities it accepts grow
-- by these four; nothing else of the table changes.
ALTER TABLE record_history DROP CONSTRAINT record_history_record_kind_check;
ALTER TABLE record_history ADD CONSTRAINT record_history_record_kind_check
  CHECK (record_kind IN ('order', 'ticket', 'claim', 'quote', 'token', 'folder',
    'contact', 'building', 'unit', 'employee'));
ALTER TABLE record_history DROP CONSTRAINT record_history_entity_check;
ALTER TABLE record_history ADD CONSTRAINT record_history_entity_check
  CHECK (entity IN ('order', 'activity', 'task', 'ticket', 'claim', 'quote', 'token', 'folder',
    'contact', 'building', 'unit', 'employee'));
