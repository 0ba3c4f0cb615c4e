-- Delegated accesses are edited as a registry (./src/resources/entitlementsAccess.ts; domain
-- DECISIONS.md "Delegated accesses kept as a registry"): an access row is its entitlement, and
-- its version is the entitlement's `updated_at` — the one a versioned edit compares and moves.
-- 0500 took the later of the entitlement's and the deputy contact's, so an edit of the deputy's
-- contact card made every access read before it stale (409) without the access being changed.
-- The entitlement's note is listed too (the access form keeps it).
CREATE OR REPLACE VIEW entitlement_access_list AS
SELECT
  e.id,
  e.organization_id,
  e.building_id,
  e.unit_id,
  e.contact_id,
  e.contact_deputy_id,
  d.firstname,
  d.lastname,
  d.fullname,
  d.email,
  d.mobile,
  c.fullname AS delegator_fullname,
  b.name AS building_name,
  CASE WHEN d.user_id IS NOT NULL THEN 'active' ELSE 'pending' END AS status,
  e.created_at,
  e.updated_at,
  e.note
FROM entitlements e
JOIN contacts d ON d.id = e.contact_deputy_id
JOIN contacts c ON c.id = e.contact_id
JOIN buildings b ON b.id = e.building_id;
