-- The notices' lifecycle (domain DECISIONS.md "Notices"): creating, editing, publishing and
-- withdrawing a notice append to the one append-only history (0960) as the record kind 'notice'.
-- Each CHECK on the kinds that does not name 'notice' yet is rebuilt from its own stored text with
-- 'notice' added, so that another migration that adds a kind of its own keeps it whichever runs
-- first.

DO $$
DECLARE
  kind_check record;
BEGIN
  FOR kind_check IN
    SELECT conname AS name, pg_get_constraintdef(oid) AS body
      FROM pg_constraint
      WHERE conrelid = 'record_history'::regclass
        AND conname IN ('record_history_record_kind_check', 'record_history_entity_check')
        AND position('''notice''' IN pg_get_constraintdef(oid)) = 0
  LOOP
    EXECUTE format(
      'ALTER TABLE record_history DROP CONSTRAINT %1$I, ADD CONSTRAINT %1$I %2$s',
      kind_check.name,
      replace(kind_check.body, 'ARRAY[', 'ARRAY[''notice''::text, ')
    );
  END LOOP;
END;
$$;
