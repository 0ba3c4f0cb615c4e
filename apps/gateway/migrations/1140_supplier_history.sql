-- The suppliers of an organisation's registry are kept as the other registries are
-- (./src/resources/suppliers.ts; domain DECISIONS.md "Suppliers kept as a registry"): their
-- create, edit and removal from the registry append to the one append-only history (0960) as
-- the record kind 'supplier', keyed by the registry row (organization_suppliers.id), so that each
-- organisation reads only its own.
--
-- Adding a kind is one function from here on (1040, 1100, 1120 and 1121 each wrote it out): each
-- CHECK on the kinds that does not name the kind yet is rebuilt from its own stored text with it
-- added, so a migration adding a kind of its own keeps it whichever runs first.

CREATE FUNCTION portineria_add_record_history_kind(kind text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  kind_check record;
BEGIN
  FOR kind_check IN
    SELECT conname AS name, pg_get_constraintdef(oid) AS body
      FROM pg_constraint
      WHERE conrelid = 'record_history'::regclass
        AND conname IN ('record_history_record_kind_check', 'record_history_entity_check')
        AND position(quote_literal(kind) IN pg_get_constraintdef(oid)) = 0
  LOOP
    EXECUTE format(
      'ALTER TABLE record_history DROP CONSTRAINT %1$I, ADD CONSTRAINT %1$I %2$s',
      kind_check.name,
      replace(kind_check.body, 'ARRAY[', 'ARRAY[' || quote_literal(kind) || '::text, ')
    );
  END LOOP;
END;
$$;

SELECT portineria_add_record_history_kind('supplier');

