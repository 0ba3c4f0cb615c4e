-- The lists of a tenant at the size of a network of offices (1,000 organisations, 1,000,000
-- orders: bench/scale/generate.ts), each served by an index whose first column is the tenant
-- filter and whose next ones are the list's filter and its page order, so that a page reads only
-- its rows in order instead of sorting the tenant's (test/postgres/scale-indexes.test.ts EXPLAINs
-- the statements the gateway sends).
--
-- The resource layer pages by the sort field, then `id` ascending as the tiebreaker
-- (`order by created_at desc, id asc`): the (…, created_at DESC, id DESC) indexes of 0001 and
-- 0720 match the first key only, so the planner read every row of the tenant and status and
-- sorted them. The same indexes with `id` ascending serve the page order exactly.
DROP INDEX IF EXISTS orders_org_created_idx;
CREATE INDEX orders_org_created_idx ON orders (organization_id, created_at DESC, id);
DROP INDEX IF EXISTS orders_org_status_created_idx;
CREATE INDEX orders_org_status_created_idx
  ON orders (organization_id, status, created_at DESC, id);
-- The orders list screen asks for one category (services ODS or contracts ODP), newest first.
CREATE INDEX orders_org_category_created_idx
  ON orders (organization_id, category, created_at DESC, id);

-- The tickets list screen (newest first) and its status chips.
DROP INDEX IF EXISTS tickets_org_created_idx;
CREATE INDEX tickets_org_created_idx ON tickets (organization_id, created_at DESC, id);
CREATE INDEX tickets_org_status_created_idx
  ON tickets (organization_id, status, created_at DESC, id);

-- An order's activities (the order detail), by start date: the tenant first, then the order.
-- activities_order_idx stays for the order's own joins and its cascading delete.
CREATE INDEX activities_org_order_idx ON activities (organization_id, order_id, valid_from, id);
