-- 002 §2.11 "Go-to-manager-profile action": a profile in an organisation that a manager
-- organisation manages (000 §3 moduleManagerOrg) may name the same user's profile in that manager
-- organisation. The spec names the action, not the field: manager_profile_id is ours, read back
-- as the profile's `manager_profile_uid`.
ALTER TABLE profiles
  ADD COLUMN manager_profile_id integer REFERENCES profiles (id) ON DELETE SET NULL;
