-- The notices' lifecycle (domain DECISIONS.md "Notices"): creating, editing, publishing and
-- withdrawing a notice append to the one append-only history (0960) as the record kind 'notice'.
-- The CHECKs on the kinds are extended rather than restated (as 1030 does), so that another
-- migration that adds a kind of its own keeps it whichever runs first.

DO $$
DECLARE
  constraint_name text;
  definition text;
BEGIN
  FOREACH constraint_name IN ARRAY ARRAY['record_history_record_kind_check', 'record_history_entity_check']
  LOOP
    SELECT pg_get_constraintdef(oid) INTO definition
      FROM pg_constraint
      WHERE conname = constraint_name AND conrelid = 'record_history'::regclass;
    IF definition IS NOT NULL AND position('''notice''' IN definition) = 0 THEN
      EXECUTE format('ALTER TABLE record_history DROP CONSTRAINT %I', constraint_name);
      EXECUTE format(
        'ALTER TABLE record_history ADD CONSTRAINT %I %s',
        constraint_name,
        replace(definition, 'ARRAY[', 'ARRAY[''notice''::text, ')
      );
    END IF;
  END LOOP;
END;
$$;
