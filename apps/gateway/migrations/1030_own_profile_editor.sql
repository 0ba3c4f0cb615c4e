-- The own-profile editor (002 §2.9 'Il mio profilo': Anagrafica, Password, Preferenze; §3.9,
-- §5.5, §7.5).
--
-- 1. Its saves write the one append-only history (0960) as the record kind 'profile', keyed by
--    the user's id. A user is not an organisation's record (a supplier's or a resident's profile
--    has none), so such a row has no organisation. The CHECKs on the kinds are extended rather
--    than restated, so that another migration that adds a kind of its own keeps it whichever
--    runs first.
-- 2. The stand-in login service (apps/gateway/src/auth) keeps a password per account once its
--    owner sets one on the Password tab: an scrypt hash `scrypt$<salt>$<key>` (hex), never the
--    password. An account without one signs in with its demo button as before.
-- 3. The notification preferences of the Preferenze tab, per user: `{ "<notification type>":
--    { "bell": boolean, "email": boolean } }`, a type not named keeping domain's default.

ALTER TABLE record_history ALTER COLUMN organization_id DROP NOT NULL;

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
    IF definition IS NOT NULL AND position('''profile''' IN definition) = 0 THEN
      EXECUTE format('ALTER TABLE record_history DROP CONSTRAINT %I', constraint_name);
      EXECUTE format(
        'ALTER TABLE record_history ADD CONSTRAINT %I %s',
        constraint_name,
        replace(definition, 'ARRAY[', 'ARRAY[''profile''::text, ')
      );
    END IF;
  END LOOP;
END;
$$;

ALTER TABLE users
  ADD COLUMN password_hash text
    CONSTRAINT users_password_hash_length CHECK (char_length(password_hash) <= 255),
  ADD COLUMN notification_preferences jsonb NOT NULL DEFAULT '{}'::jsonb;
