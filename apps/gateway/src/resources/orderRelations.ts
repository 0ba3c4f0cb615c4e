/**
 * The names of an order's relations (002 §2.2 "Relation chips to: … the ticket, the building, the
 * administrator (shown to SPL only), the supplier (hidden for SPL) and the employee"), asked as
 * `include: ['relations']` on an order read and added to each order as
 * `relations: { building, administrator, supplier, employee, ticket }`, each `{ id, name }` or
 * null when the order has no such link.
 *
 * The related record's own rule may hide it from the caller (a supplier reads no employee of the
 * organisation, a resident no ticket of another resident, …): its include is then empty, and its
 * chip still needs a name. This projection gives, for the orders the caller may read, the one
 * thing a chip shows of each relation the role is shown (domain `orderRelationsShown`): its id
 * and its name (a ticket: its code). No other field of the record, and no key for a relation
 * the spec hides from the role. It is computed after the engine (the layer's computed includes),
 * so no filter, sort, attribute list or count can reach the names.
 */
import { orderRelationsShown } from '@portineria/domain';
import type { OrderRelation } from '@portineria/domain';
import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Visible } from '../layer/predicates.ts';
import { allOf, condition } from '../layer/predicates.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';

/** The relations this projection names (the order itself is the record read). */
type NamedRelation = Exclude<OrderRelation, 'order'>;

/** One relation as a chip shows it. */
export interface RelationName {
  id: number;
  name: string | null;
}

interface RelationColumns {
  order_id: number;
  building_id: number | null;
  building_name: string | null;
  building_code: string | null;
  administrator_id: number | null;
  administrator_name1: string | null;
  administrator_name2: string | null;
  supplier_id: number | null;
  supplier_name1: string | null;
  supplier_name2: string | null;
  employee_id: number | null;
  employee_fullname: string | null;
  ticket_id: number | null;
  ticket_code: string | null;
}

function joined(...parts: (string | null)[]): string | null {
  const words = parts.map((part) => part?.trim() ?? '').filter((part) => part !== '');
  return words.length > 0 ? words.join(' ') : null;
}

function named(id: number | null, name: string | null): RelationName | null {
  return id === null ? null : { id, name };
}

/** Each relation's id and name from the joined columns. */
const NAMES: Record<NamedRelation, (columns: RelationColumns) => RelationName | null> = {
  building: (row) => named(row.building_id, joined(row.building_name) ?? joined(row.building_code)),
  administrator: (row) =>
    named(row.administrator_id, joined(row.administrator_name1, row.administrator_name2)),
  supplier: (row) => named(row.supplier_id, joined(row.supplier_name1, row.supplier_name2)),
  employee: (row) => named(row.employee_id, joined(row.employee_fullname)),
  ticket: (row) => named(row.ticket_id, joined(row.ticket_code)),
};

/**
 * Adds `relations` to each order of `rows` (orders the caller may read, under `visible`, the
 * resource's tenant rule, applied again here so that no id outside it is ever named).
 */
export async function withRelationNames(
  rows: Row[],
  request: ResourceRequest,
  visible: Visible,
  db: Kysely<Database>,
): Promise<Row[]> {
  const ids = rows
    .map((row) => row.id)
    .filter((id): id is number => typeof id === 'number' && Number.isSafeInteger(id));
  if (ids.length === 0) return rows;
  const shown = orderRelationsShown(request.scope.roleType).filter(
    (relation): relation is NamedRelation => relation !== 'order',
  );
  const { rows: found } = await sql<RelationColumns>`select
      o.id as order_id,
      b.id as building_id, b.name as building_name, b.code as building_code,
      a.id as administrator_id, a.name1 as administrator_name1, a.name2 as administrator_name2,
      s.id as supplier_id, s.name1 as supplier_name1, s.name2 as supplier_name2,
      e.id as employee_id, e.fullname as employee_fullname,
      t.id as ticket_id, t.code as ticket_code
    from orders as o
    left join buildings as b on b.id = o.building_id
    left join organizations as a on a.id = o.organization_id
    left join suppliers as s on s.id = o.supplier_id
    left join employees as e on e.id = o.employee_id
    left join tickets as t on t.id = o.ticket_id
    where ${condition(allOf(sql<SqlBool>`o.id in (${sql.join(ids)})`, visible('o')))}`.execute(db);
  const byOrder = new Map(found.map((columns) => [columns.order_id, columns]));
  return rows.map((row) => {
    const columns = typeof row.id === 'number' ? byOrder.get(row.id) : undefined;
    if (columns === undefined) return row;
    const relations = Object.fromEntries(
      shown.map((relation) => [relation, NAMES[relation](columns)]),
    );
    return { ...row, relations };
  });
}
