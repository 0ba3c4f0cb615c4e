/**
 * One history for every record kind (CONVENTIONS "Writes record history (who, profile, when,
 * from → to) in an append-only table"; domain DECISIONS.md "Record history"): orders (with their
 * activities and tasks), tickets, and the claims, quotes, tokens and folders whose lifecycles
 * come next all append to `record_history` (migration 0960), keyed by `(record_kind,
 * record_id)`, and every kind serves its timeline the same way.
 *
 * - Writing: {@link appendHistory} inside the write's transaction, one row per record (or
 *   sub-record: `entity`, `entityId`) a write changed. `record_history` is append-only in the
 *   database itself (a trigger refuses UPDATE and DELETE); no route writes it other than by
 *   inserting.
 * - Reading: {@link readRecordHistory}, newest first, with what the reader's role may see — a
 *   field the role does not see on the record (the allow-list's `visibleTo`: the other side's
 *   internal note of an order) is left out of the changes, an entry left with no visible change
 *   is left out, and the entries of a sub-record the role never reads (tasks, for a resident)
 *   are left out.
 * - Serving: {@link registerHistoryRoute} mounts `GET /{kind}/:id/history` → `{ data: entries }`
 *   for whoever may read the record (404 from the resource's `find` otherwise).
 *
 * A new kind (claims…) needs nothing here but its entry in {@link HISTORY_KINDS} (its schema,
 * already listed, and its field labels): call `appendHistory` from its writes (or use
 * ./transitions.ts, which does) and `registerHistoryRoute` in its resource's `extend`.
 */
import {
  billingProposalHistoryFieldLabel,
  claimHistoryFieldLabel,
  fieldLabel,
  folderHistoryFieldLabel,
  noticeHistoryFieldLabel,
  historyFieldLabel,
  pollHistoryFieldLabel,
  profileHistoryFieldLabel,
  quoteHistoryFieldLabel,
  ticketHistoryFieldLabel,
  tokenHistoryFieldLabel,
} from '@portineria/domain';
import type { FieldChange, HistoryChange } from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { Database } from '../db/schema.ts';
import type { RecordHistoryKind } from '../db/tables/operations.ts';
import type { ExtraRoutes, ResourceRequest } from '../layer/resource.ts';
import type { ResourceSchema } from '../query/index.ts';
import { isFieldVisibleTo, readableNames } from './readableNames.ts';
import type { NameReader } from './readableNames.ts';
import { ownUserSchema } from './schemas/profiles.ts';
import {
  buildingSchema,
  contactSchema,
  employeeSchema,
  entitlementSchema,
  folderSchema,
  plannedMaintenanceSchema,
  supplierCompanySchema,
  supplierSchema,
  unitSchema,
} from './schemas/registries.ts';
import {
  activitySchema,
  billingProposalSchema,
  claimSchema,
  noticeSchema,
  orderSchema,
  pollSchema,
  quoteOfferSchema,
  taskSchema,
  ticketSchema,
  tokenSchema,
} from './schemas/operations.ts';

/**
 * The kinds of record that have a history (the CHECK on `record_kind`, migrations 0960, 1020,
 * 1030, 1040, 1120, 1121, 1140, 1142, 1170).
 */
export type HistoryRecordKind = RecordHistoryKind;

/** What a history row is about: the record itself, or a sub-record of an order. */
export type HistoryEntityKind = HistoryRecordKind | 'activity' | 'task';

/** One record's change, as a write describes it. */
export interface HistoryEntryInput {
  /** The organisation owning the record; null for one no organisation owns (a user's profile). */
  organizationId: number | null;
  recordKind: HistoryRecordKind;
  /** The record whose timeline shows the entry (the order of an activity's entry). */
  recordId: number;
  /** The record the entry is about, when it is a sub-record (an activity, a task); default the record. */
  entity?: HistoryEntityKind;
  /** Its id; default `recordId`. */
  entityId?: number;
  /** The lifecycle's event type (SEND, TAKE_CHARGE…) or create / update / delete. */
  action: string;
  changes: readonly FieldChange[];
}

/** Who writes a history row: a request, or its scope. */
export type HistoryWriter = RequestScope | Pick<ResourceRequest, 'scope'>;

/** How each kind's rows are read: its entities' allow-lists and tables, its field labels. */
interface HistoryKind {
  /** Per entity the rows may be about: the allow-list (field visibility) and its table (rule). */
  entities: Partial<Record<HistoryEntityKind, { schema: ResourceSchema; table: string }>>;
  /** The Italian label of a recorded field. */
  fieldLabel(field: string): string;
}

/** Every kind with a history (add the labels of a kind when its lifecycle names its fields). */
export const HISTORY_KINDS: Readonly<Record<HistoryRecordKind, HistoryKind>> = {
  order: {
    entities: {
      order: { schema: orderSchema, table: 'orders' },
      activity: { schema: activitySchema, table: 'activities' },
      task: { schema: taskSchema, table: 'tasks' },
    },
    fieldLabel: historyFieldLabel,
  },
  ticket: {
    entities: { ticket: { schema: ticketSchema, table: 'tickets' } },
    fieldLabel: ticketHistoryFieldLabel,
  },
  claim: {
    entities: { claim: { schema: claimSchema, table: 'claims' } },
    fieldLabel: claimHistoryFieldLabel,
  },
  quote: {
    // A request's rows are about its offers (domain DECISIONS.md "Quote lifecycle" 6).
    entities: { quote: { schema: quoteOfferSchema, table: 'quote_offers' } },
    fieldLabel: quoteHistoryFieldLabel,
  },
  token: {
    entities: { token: { schema: tokenSchema, table: 'tokens' } },
    fieldLabel: tokenHistoryFieldLabel,
  },
  // The billing proposals (./billingProposals.ts; domain DECISIONS.md "Billing proposals").
  billingProposal: {
    entities: { billingProposal: { schema: billingProposalSchema, table: 'billing_proposals' } },
    fieldLabel: billingProposalHistoryFieldLabel,
  },
  folder: {
    entities: { folder: { schema: folderSchema, table: 'certification_folders' } },
    fieldLabel: folderHistoryFieldLabel,
  },
  // The registries (./registryKeeping.ts): their fields are named as the forms name them.
  contact: {
    entities: { contact: { schema: contactSchema, table: 'contacts' } },
    fieldLabel,
  },
  building: {
    entities: { building: { schema: buildingSchema, table: 'buildings' } },
    fieldLabel,
  },
  unit: {
    entities: { unit: { schema: unitSchema, table: 'units' } },
    fieldLabel,
  },
  employee: {
    entities: { employee: { schema: employeeSchema, table: 'employees' } },
    fieldLabel,
  },
  entitlement: {
    entities: { entitlement: { schema: entitlementSchema, table: 'entitlements' } },
    fieldLabel,
  },
  // An organisation's supplier, keyed by its registry row (./suppliers.ts).
  supplier: {
    entities: { supplier: { schema: supplierSchema, table: supplierSchema.table } },
    fieldLabel,
  },
  // A supplier's own company (./supplierCompany.ts), keyed by the company.
  supplierCompany: {
    entities: { supplierCompany: { schema: supplierCompanySchema, table: 'suppliers' } },
    fieldLabel,
  },
  plannedMaintenance: {
    entities: {
      plannedMaintenance: { schema: plannedMaintenanceSchema, table: 'planned_maintenances' },
    },
    fieldLabel,
  },
  // The notice boards (./notices.ts; domain DECISIONS.md "Notices").
  notice: {
    entities: { notice: { schema: noticeSchema, table: 'notices' } },
    fieldLabel: noticeHistoryFieldLabel,
  },
  // The buildings' polls (./polls.ts; domain DECISIONS.md "Polls").
  poll: {
    entities: { poll: { schema: pollSchema, table: 'polls' } },
    fieldLabel: pollHistoryFieldLabel,
  },
  // The user's own profile (002 §2.9 'Il mio profilo'), keyed by the user's id: the form's fields
  // by the labels of the form, a notification's choice by the notification's name in Preferenze.
  profile: {
    entities: { profile: { schema: ownUserSchema, table: 'users' } },
    fieldLabel: profileHistoryFieldLabel,
  },
};

/** A value as the history stores it: instants as ISO text, everything else as it is. */
function storedValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value ?? null;
}

function scopeOf(writer: HistoryWriter): RequestScope {
  return 'scope' in writer ? writer.scope : writer;
}

/**
 * Who wrote a history row and when: the scope's user (and the name it had), its profile (role
 * and company at the time).
 */
export function historyAuthor(scope: RequestScope, at: Date) {
  const profileId = Number(scope.profile.profile_id);
  return {
    user_id: scope.user.id,
    user_fullname: scope.user.displayName,
    profile_id: Number.isSafeInteger(profileId) ? profileId : null,
    profile_role: scope.profile.role,
    company_name: scope.profile.company_name,
    at,
  };
}

/** The changes as a history row stores them: `{ field, from, to }`, instants as ISO text. */
export function storedChanges(changes: readonly FieldChange[]) {
  return changes.map((change) => ({
    field: change.field,
    from: storedValue(change.from),
    to: storedValue(change.to),
  }));
}

/** The changes of a new record: every field it was created with, from nothing. */
export function creationChanges(fields: Readonly<Record<string, unknown>>): FieldChange[] {
  return Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([field, value]) => ({ field, from: null, to: value }));
}

/**
 * Appends one history row per entry in the transaction `db`, written by the writer's user and
 * profile at `at`. Every entry given is written, changes or not (an order's DELETE tells an
 * event); a caller leaves out what did not happen. An empty list writes nothing.
 */
export async function appendHistory(
  db: Kysely<Database>,
  entries: HistoryEntryInput | readonly HistoryEntryInput[],
  writer: HistoryWriter,
  at: Date,
): Promise<void> {
  const list: readonly HistoryEntryInput[] = Array.isArray(entries)
    ? entries
    : [entries as HistoryEntryInput];
  if (list.length === 0) return;
  const author = historyAuthor(scopeOf(writer), at);
  await db
    .insertInto('record_history')
    .values(
      list.map((entry) => ({
        organization_id: entry.organizationId,
        record_kind: entry.recordKind,
        record_id: entry.recordId,
        entity: entry.entity ?? entry.recordKind,
        entity_id: entry.entityId ?? entry.recordId,
        action: entry.action,
        ...author,
        changes: storedChanges(entry.changes),
      })),
    )
    .execute();
}

/** One entry of `GET /{kind}/{id}/history` (api-client `RecordHistoryEntry`). */
export interface HistoryEntry {
  id: number;
  at: string;
  user: { id: number; fullname: string | null };
  profile: { role: string; companyName: string | null };
  entity: HistoryEntityKind;
  entityId: number;
  action: string;
  changes: HistoryChange[];
}

/** The wire fields whose related record is told by its name: the first one the target has. */
const NAME_FIELDS = ['name', 'fullname', 'name1'] as const;

/** The related schema and its name field of a relation field of `schema`, if it is one. */
function relationOf(
  schema: ResourceSchema,
  field: string,
): { target: ResourceSchema; nameField: string } | undefined {
  const column = Object.hasOwn(schema.fields, field) ? schema.fields[field]?.column : undefined;
  if (column === undefined || !field.startsWith('_')) return undefined;
  for (const association of Object.values(schema.associations ?? {})) {
    if (association.kind !== 'belongsTo' || association.localColumn !== column) continue;
    if (association.targetColumn !== 'id') continue;
    const target = association.target();
    const nameField = NAME_FIELDS.find((name) => Object.hasOwn(target.fields, name));
    if (nameField !== undefined) return { target, nameField };
  }
  return undefined;
}

/**
 * The names of the related records the changes name, per target table and id, read within the
 * reader's rule of each table: a record the reader may not read is not named.
 */
async function relatedNames(
  db: Kysely<Database>,
  wanted: ReadonlyMap<ResourceSchema, { nameField: string; ids: Set<number> }>,
  reader: NameReader,
): Promise<Map<ResourceSchema, Map<number, string>>> {
  const names = new Map<ResourceSchema, Map<number, string>>();
  for (const [target, { nameField, ids }] of wanted) {
    names.set(target, await readableNames(db, target, nameField, ids, reader));
  }
  return names;
}

/**
 * The history of a record, newest first, as the reader may see it. The caller has checked the
 * reader may read the record itself (the resource's `find`); `reader` gives its role and its
 * tenant rules (which sub-records it reads at all).
 */
export async function readRecordHistory(
  db: Kysely<Database>,
  recordKind: HistoryRecordKind,
  recordId: number,
  reader: NameReader,
): Promise<HistoryEntry[]> {
  const kind = HISTORY_KINDS[recordKind];
  const rows = await db
    .selectFrom('record_history')
    .selectAll()
    .where('record_kind', '=', recordKind)
    .where('record_id', '=', recordId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const readable = new Map<HistoryEntityKind, boolean>();
  const reads = (entity: HistoryEntityKind): boolean => {
    let known = readable.get(entity);
    if (known === undefined) {
      const described = kind.entities[entity];
      // A role whose rule over the table is "nothing" (a resident and tasks) reads none of it;
      // an entity the kind does not describe is not shown to anyone.
      const rule = described === undefined ? undefined : reader.rule(described.table);
      known = rule !== undefined && rule('t0') !== false;
      readable.set(entity, known);
    }
    return known;
  };
  const entries: HistoryEntry[] = [];
  // The related records the visible changes name, read once per table.
  const wanted = new Map<ResourceSchema, { nameField: string; ids: Set<number> }>();
  const relationIds = (schema: ResourceSchema, field: string, values: readonly unknown[]) => {
    const relation = relationOf(schema, field);
    if (relation === undefined) return;
    const entry = wanted.get(relation.target) ?? { nameField: relation.nameField, ids: new Set() };
    wanted.set(relation.target, entry);
    for (const value of values) {
      if (typeof value === 'number' && Number.isSafeInteger(value)) entry.ids.add(value);
    }
  };
  for (const row of rows) {
    const described = kind.entities[row.entity];
    if (described === undefined || !reads(row.entity)) continue;
    const changes = row.changes
      .filter((change) => isFieldVisibleTo(described.schema, change.field, reader.scope))
      .map((change) => {
        relationIds(described.schema, change.field, [change.from, change.to]);
        return {
          field: change.field,
          label: kind.fieldLabel(change.field),
          from: change.from,
          to: change.to,
        };
      });
    // A change the reader may not see at all is not told, not even as "something changed".
    if (changes.length === 0 && row.changes.length > 0) continue;
    entries.push({
      id: row.id,
      at: row.at.toISOString(),
      user: { id: row.user_id, fullname: row.user_fullname },
      profile: { role: row.profile_role, companyName: row.company_name },
      entity: row.entity,
      entityId: row.entity_id,
      action: row.action,
      changes,
    });
  }
  if (wanted.size > 0) {
    const names = await relatedNames(db, wanted, reader);
    for (const entry of entries) {
      const schema = kind.entities[entry.entity]?.schema;
      if (schema === undefined) continue;
      for (const change of entry.changes) {
        const relation = relationOf(schema, change.field);
        if (relation === undefined) continue;
        const named = names.get(relation.target);
        const fromName = typeof change.from === 'number' ? named?.get(change.from) : undefined;
        const toName = typeof change.to === 'number' ? named?.get(change.to) : undefined;
        if (fromName !== undefined) change.fromName = fromName;
        if (toName !== undefined) change.toName = toName;
      }
    }
  }
  return entries;
}

/**
 * Mounts `GET {path}` (`/{kind}/:id/history`) → `{ data: entries }`, newest first: 404 for a
 * record the caller cannot read (the resource's `find`, the same answer as `GET /{kind}/:id`),
 * otherwise the timeline as {@link readRecordHistory} lets the caller's role see it.
 */
export function registerHistoryRoute(
  routes: ExtraRoutes,
  path: string,
  recordKind: HistoryRecordKind,
): void {
  routes.read('GET', path, async (request) => {
    const id = request.id();
    await request.find(id);
    return request.c.json({
      data: await readRecordHistory(request.deps.db, recordKind, id, request),
    });
  });
}
