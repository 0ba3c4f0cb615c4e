/**
 * The writes of quote requests (domain DECISIONS.md "Quote lifecycle"; 001 §3 quotes, 002 §3.10
 * quote summary), mounted by ./quotes.ts:
 *
 * - `POST proxy/orders/quotes` `{ object, _building, description?, dueDate, suppliers: [ids],
 *   category? }` (ORG, ORG_OPR_QUOTES APP_NEW): the request is a DRAFT order without a supplier
 *   (created through the orders' own code path: its code and its 'create' history), its `quotes`
 *   row (deadline, counts) and one REQUESTED offer per supplier asked, all in one transaction.
 * - `POST proxy/orders/quotes/{id}/transitions` `{ event, version }`: SUBMIT `{ amount, note? }`
 *   and DECLINE `{ reason }` by the asked supplier on its own offer, ACCEPT `{ offer }` by the
 *   organisation; `version` is the `updatedAt` of the offer the step is about. Domain's
 *   `applyQuoteOfferTransition` decides; the answers come in the transition route's order (404,
 *   400 shape, 403, 409 STALE_RECORD, 409 CONFLICT, 400 payload). ACCEPT, in the same
 *   transaction, makes the other offers REFUSED and creates the chosen supplier's order (DRAFT,
 *   with the accepted amount) through the orders' creation code path.
 * - `GET proxy/orders/quotes/{id}/history`: the request's timeline; a supplier reads the
 *   request's creation and its own offer's rows only (DECISIONS.md "Quote lifecycle" 6).
 *
 * Why not ./transitions.ts' `transitionRoute`: a quote step's version is the offer's while its
 * history is the request's, and ACCEPT writes several offers and another record (an order); the
 * step uses the same pieces (`parseTransitionBody`, `lockRow`, `acceptedOrThrow`, `nextVersion`,
 * `writeRecord`, `appendHistory`) in the same order.
 */
import {
  NOTIFICATION_TYPES,
  ORDER_STATUS,
  QUOTE_REQUEST_FIELDS,
  ROLE_TYPE,
  applyQuoteOfferTransition,
  isQuoteRequestClosed,
  quoteCountsOf,
  quoteDecidedNotificationTitle,
  quoteOfferAttachmentRefusal,
  quoteOffersNotChosen,
  validateQuoteRequest,
} from '@portineria/domain';
import type {
  QuoteOfferEvent,
  QuoteOfferRecord,
  TransitionRefusal,
  QuoteRequestValues,
  RecordVersion,
} from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { GatewayDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import { assertValid, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { runWrite } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { queryMessages } from '../query/index.ts';
import { notifySupplier } from './notifications.ts';
import {
  acceptedOrThrow,
  lockRow,
  mergeFieldErrors,
  nextVersion,
  parseTransitionBody,
  writeRecord,
} from './lifecycle.ts';
import { completeNewOrder } from './orders.ts';
import { appendHistory, creationChanges, readRecordHistory } from './recordHistory.ts';
import type { HistoryEntryInput } from './recordHistory.ts';
import { quoteOfferSchema } from './schemas/operations.ts';
import { registryErrors } from './supplierRegistry.ts';

/** The fields each event carries besides its type. */
export const QUOTE_EVENT_PAYLOADS = {
  SUBMIT: ['amount', 'note'],
  DECLINE: ['reason'],
  ACCEPT: ['offer'],
} as const satisfies Record<QuoteOfferEvent['type'], readonly string[]>;

/** The order categories a request may be for (the orders table's CHECK). */
const CATEGORIES = ['ODS', 'ODP'] as const;

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isText(value: unknown): value is string | null | undefined {
  return value === undefined || value === null || typeof value === 'string';
}

/** A request's values once checked. */
interface CheckedRequest extends QuoteRequestValues {
  object: string | null;
  _building: number | null;
  description: string | null;
  dueDate: string | null;
  suppliers: number[];
}

/** The request's body checked for shape, then by domain's rules, its links and the registry. */
async function checkedRequest(
  request: ResourceRequest,
): Promise<{ values: CheckedRequest; category: 'ODS' | 'ODP' }> {
  const body = await request.body();
  const errors: FieldError[] = [];
  const known: readonly string[] = [...QUOTE_REQUEST_FIELDS, 'category'];
  for (const key of Object.keys(body)) {
    if (!known.includes(key)) errors.push({ field: key, message: queryMessages.fieldNotWritable });
  }
  const { object, _building, description, dueDate, suppliers, category } = body;
  if (!isText(object)) errors.push({ field: 'object', message: fieldInvalid('object') });
  if (!isText(description))
    errors.push({ field: 'description', message: fieldInvalid('description') });
  if (_building !== undefined && _building !== null && !isId(_building))
    errors.push({ field: '_building', message: fieldInvalid('_building') });
  if (
    dueDate !== undefined &&
    dueDate !== null &&
    (typeof dueDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dueDate))
  )
    errors.push({ field: 'dueDate', message: fieldInvalid('dueDate') });
  if (
    suppliers !== undefined &&
    suppliers !== null &&
    !(Array.isArray(suppliers) && suppliers.every(isId))
  )
    errors.push({ field: 'suppliers', message: fieldInvalid('suppliers') });
  if (category !== undefined && !(CATEGORIES as readonly unknown[]).includes(category))
    errors.push({ field: 'category', message: fieldInvalid('category') });
  assertValid(errors);
  const values: CheckedRequest = {
    object: (object as string | null | undefined)?.trim() ?? null,
    _building: (_building as number | null | undefined) ?? null,
    description: (description as string | null | undefined)?.trim() || null,
    dueDate: (dueDate as string | null | undefined) ?? null,
    suppliers: (suppliers as number[] | null | undefined) ?? [],
  };
  for (const [field, text] of Object.entries(validateQuoteRequest(values, request.deps.now()))) {
    errors.push({ field, message: text });
  }
  errors.push(...(await request.linkErrors({ _building: values._building })));
  const asked = Object.fromEntries(
    values.suppliers.map((id, index) => [`suppliers.${String(index)}`, id]),
  );
  errors.push(...(await registryErrors(request, asked, Object.keys(asked))));
  assertValid(mergeFieldErrors(errors));
  return { values, category: (category as 'ODS' | 'ODP' | undefined) ?? 'ODS' };
}

/** Inserts an order of the organisation and completes it as the orders' creation does. */
async function insertOrder(
  trx: Kysely<Database>,
  request: ResourceRequest,
  fields: {
    category: 'ODS' | 'ODP';
    object: string;
    description: string | null;
    buildingId: number | null;
    supplierId: number | null;
    amount: number | null;
  },
): Promise<number> {
  const now = request.deps.now();
  const { id } = await trx
    .insertInto('orders')
    .values({
      organization_id: request.scope.companyId,
      created_by_user_id: request.scope.user.id,
      category: fields.category,
      status: ORDER_STATUS.DRAFT,
      object: fields.object,
      description: fields.description,
      building_id: fields.buildingId,
      supplier_id: fields.supplierId,
      amount: fields.amount,
      date_order: now.toISOString().slice(0, 10),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await completeNewOrder(id, trx, request);
  return id;
}

/** `POST proxy/orders/quotes`: see the top of this file. Answers the request as `GET` does, 201. */
export async function createQuoteRequest(
  request: ResourceRequest,
  include: readonly unknown[],
): Promise<Response> {
  const { values, category } = await checkedRequest(request);
  const orderId = await runWrite(quoteOfferSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      const now = request.deps.now();
      const id = await insertOrder(trx, request, {
        category,
        object: values.object ?? '',
        description: values.description,
        buildingId: values._building as number,
        supplierId: null,
        amount: null,
      });
      const quote = await trx
        .insertInto('quotes')
        .values({
          organization_id: request.scope.companyId,
          order_id: id,
          building_id: values._building as number,
          requests: values.suppliers.length,
          got: 0,
          due_date: String(values.dueDate),
          note: values.description,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const offers = await trx
        .insertInto('quote_offers')
        .values(
          values.suppliers.map((supplier) => ({
            organization_id: request.scope.companyId,
            quote_id: quote.id,
            supplier_id: Number(supplier),
            status: 'REQUESTED' as const,
          })),
        )
        .returning(['id', 'supplier_id'])
        .execute();
      await appendHistory(
        trx,
        [
          {
            organizationId: request.scope.companyId,
            recordKind: 'quote',
            recordId: id,
            action: 'create',
            changes: creationChanges({
              object: values.object,
              dueDate: values.dueDate,
              requests: values.suppliers.length,
            }),
          },
          ...offers.map((offer): HistoryEntryInput => ({
            organizationId: request.scope.companyId,
            recordKind: 'quote',
            recordId: id,
            entity: 'quote',
            entityId: offer.id,
            action: 'ASK',
            changes: creationChanges({ _supplier: offer.supplier_id, status: 'REQUESTED' }),
          })),
        ],
        request,
        now,
      );
      return id;
    }),
  );
  return request.one(await request.find(orderId, { include }), 201);
}

/** An offer row as domain reads it. */
function offerRecord(row: {
  id: number;
  status: QuoteOfferRecord['status'];
  supplier_id: number;
  amount: unknown;
  note: string | null;
  submitted_at: Date | null;
}): QuoteOfferRecord & { id: number } {
  return {
    id: row.id,
    status: row.status,
    _supplier: row.supplier_id,
    amount: row.amount === null ? null : Number(row.amount),
    note: row.note,
    submittedAt: row.submitted_at,
  };
}

/** The offer a step is about: the organisation names it, a supplier's is its own. */
function targetOffer<Row extends { id: number; supplier_id: number }>(
  offers: readonly Row[],
  event: Record<string, unknown>,
  request: ResourceRequest,
): Row | undefined {
  if (event.type === 'ACCEPT') return offers.find((offer) => offer.id === event.offer);
  if (request.scope.roleType !== ROLE_TYPE.SPL) return undefined;
  return offers.find((offer) => offer.supplier_id === request.scope.companyId);
}

/** The payload's types (domain checks the values): a text reason or note, an amount, an id. */
function payloadErrors(event: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  const { amount, note, reason, offer } = event;
  if (
    amount !== undefined &&
    amount !== null &&
    typeof amount !== 'number' &&
    typeof amount !== 'string'
  )
    errors.push({ field: 'amount', message: fieldInvalid('amount') });
  if (!isText(note)) errors.push({ field: 'note', message: fieldInvalid('note') });
  if (!isText(reason)) errors.push({ field: 'reason', message: fieldInvalid('reason') });
  if (event.type === 'ACCEPT' && !isId(offer))
    errors.push({ field: 'offer', message: fieldInvalid('offer') });
  return errors;
}

/** `POST proxy/orders/quotes/{id}/transitions`: see the top of this file. */
export async function transitionQuote(
  request: ResourceRequest,
  include: readonly unknown[],
): Promise<Response> {
  const id = request.id();
  await request.find(id);
  const body = parseTransitionBody(await request.body(), QUOTE_EVENT_PAYLOADS);
  const event = body.event as Record<string, unknown>;
  assertValid(payloadErrors(event));
  // Set inside the transaction's callback (a plain `let` would stay narrowed to undefined).
  let decided = undefined as
    { object: string; chosen: number; notChosen: readonly number[] } | undefined;
  await runWrite(quoteOfferSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      const quote = await trx
        .selectFrom('quotes')
        .select(['id', 'organization_id', 'due_date'])
        .where('order_id', '=', id)
        .executeTakeFirstOrThrow();
      // One step of a request at a time: two acceptances never both pass the "still open" check.
      await lockRow(trx, 'quotes', quote.id);
      const offers = await trx
        .selectFrom('quote_offers')
        .selectAll()
        .where('quote_id', '=', quote.id)
        .orderBy('id')
        .execute();
      const target = targetOffer(offers, event, request);
      if (
        target === undefined &&
        event.type === 'ACCEPT' &&
        request.scope.roleType === ROLE_TYPE.ORG
      ) {
        throw validationFailed([{ field: 'offer', message: fieldInvalid('offer') }]);
      }
      const now = request.deps.now();
      const records = offers.map(offerRecord);
      // A supplier not asked has no offer: domain refuses it as it refuses any stranger's step.
      const offer =
        target === undefined
          ? { status: 'REQUESTED' as const, _supplier: null }
          : offerRecord(target);
      const result = applyQuoteOfferTransition(
        {
          offer,
          request: { dueDate: quote.due_date, closed: isQuoteRequestClosed(records) },
          actor: request.scope.profile,
          actorCompanyId: request.scope.companyId,
          now,
        },
        asDomainRecord<QuoteOfferEvent>(event),
      );
      const accepted = acceptedOrThrow(
        result,
        { version: body.version },
        (target?.updated_at ?? null) as RecordVersion,
        [],
      );
      if (target === undefined) throw new Error('a step was accepted without its offer');
      const entries: HistoryEntryInput[] = [];
      const history = {
        organizationId: quote.organization_id,
        recordKind: 'quote' as const,
        recordId: id,
        entity: 'quote' as const,
      };
      await writeRecord(trx, quoteOfferSchema, target.id, accepted.changes, {
        updated_at: nextVersion(target.updated_at, now),
      });
      const targetChanges = [...accepted.history];
      const after = records.map((record) =>
        record.id === target.id ? { ...record, ...accepted.changes } : record,
      );
      if (event.type === 'ACCEPT') {
        const notChosen = quoteOffersNotChosen(records, target.id);
        for (const other of notChosen) {
          const stored = offers.find((row) => row.id === other.id);
          await writeRecord(trx, quoteOfferSchema, other.id, other.changes, {
            updated_at: nextVersion(stored?.updated_at, now),
          });
          entries.push({
            ...history,
            entityId: other.id,
            action: 'ACCEPT',
            changes: other.history,
          });
        }
        const requestOrder = await trx
          .selectFrom('orders')
          .select(['category', 'object', 'description', 'building_id'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        const orderId = await insertOrder(trx, request, {
          category: requestOrder.category,
          object: requestOrder.object,
          description: requestOrder.description,
          buildingId: requestOrder.building_id,
          supplierId: target.supplier_id,
          amount: target.amount === null ? null : Number(target.amount),
        });
        decided = {
          object: requestOrder.object,
          chosen: target.supplier_id,
          notChosen: notChosen.flatMap(
            (other) => offers.find((row) => row.id === other.id)?.supplier_id ?? [],
          ),
        };
        targetChanges.push({ field: '_order', from: null, to: orderId });
        entries.push({
          organizationId: quote.organization_id,
          recordKind: 'order',
          recordId: orderId,
          action: 'QUOTE_ACCEPTED',
          changes: [{ field: '_quote', from: null, to: id }],
        });
      }
      entries.unshift({
        ...history,
        entityId: target.id,
        action: String(event.type),
        changes: targetChanges,
      });
      const counts = quoteCountsOf(after);
      await trx
        .updateTable('quotes')
        .set({ requests: counts.requests, got: counts.got, updated_at: now })
        .where('id', '=', quote.id)
        .execute();
      // The request's order carries the list's order (updatedAt descending, 002 §7.6).
      const requestVersion = await trx
        .selectFrom('orders')
        .select('updated_at')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable('orders')
        .set({ updated_at: nextVersion(requestVersion.updated_at, now) })
        .where('id', '=', id)
        .execute();
      await appendHistory(trx, entries, request, now);
    }),
  );
  if (decided) await tellSuppliersTheChoice(request, id, decided);
  return request.one(await request.find(id, { include }));
}

/**
 * Once an acceptance is committed, each supplier it decided hears whether it was chosen
 * (DECISIONS.md 'Quote lifecycle' 8).
 */
async function tellSuppliersTheChoice(
  request: ResourceRequest,
  requestId: number,
  decided: { object: string; chosen: number; notChosen: readonly number[] },
): Promise<void> {
  const told = [
    { supplierId: decided.chosen, chosen: true },
    ...decided.notChosen.map((supplierId) => ({ supplierId, chosen: false })),
  ];
  for (const { supplierId, chosen } of told) {
    await notifySupplier(request.deps, supplierId, {
      notificationType: NOTIFICATION_TYPES.QUOTE_UPDATE,
      entityIDs: [{ entityName: 'quote', id: requestId }],
      title: quoteDecidedNotificationTitle(decided.object, chosen),
    });
  }
}

/**
 * `GET proxy/orders/quotes/{id}/history`: the request's timeline, newest first; a supplier
 * reads the request's creation and the rows of its own offer only (DECISIONS.md "Quote
 * lifecycle" 6: the other suppliers asked and their answers are the organisation's).
 */
export async function quoteHistory(request: ResourceRequest): Promise<Response> {
  const id = request.id();
  await request.find(id);
  const entries = await readRecordHistory(request.deps.db, 'quote', id, request);
  if (request.scope.roleType !== ROLE_TYPE.SPL) return request.c.json({ data: entries });
  const own = await request.deps.db
    .selectFrom('quote_offers')
    .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
    .select('quote_offers.id')
    .where('quotes.order_id', '=', id)
    .where('quote_offers.supplier_id', '=', request.scope.companyId)
    .execute();
  const ownIds = new Set(own.map((row) => row.id));
  return request.c.json({
    data: entries.filter((entry) => entry.action === 'create' || ownIds.has(entry.entityId)),
  });
}

/** An offer a file is attached to, as the attachments' rules read it. */
export interface QuoteOfferForFiles {
  /** The request's id (its order's): the history the file is told on. */
  orderId: number;
  organizationId: number;
  /** Why the scope may not add a file now (domain's `quoteOfferAttachmentRefusal`), if so. */
  refusal: TransitionRefusal | undefined;
}

/**
 * The offer `offerId` when the scope reads it — the organisation of the request, the supplier
 * asked, the back office — with domain's answer on adding a file to it now (DECISIONS.md "Quote
 * lifecycle" 10); undefined (the caller's 404) otherwise.
 */
export async function quoteOfferForFiles(
  deps: Pick<GatewayDeps, 'db' | 'now'>,
  scope: RequestScope,
  offerId: number,
): Promise<QuoteOfferForFiles | undefined> {
  const { db } = deps;
  const offer = await db
    .selectFrom('quote_offers')
    .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
    .selectAll('quote_offers')
    .select(['quotes.order_id', 'quotes.due_date'])
    .where('quote_offers.id', '=', offerId)
    .executeTakeFirst();
  if (!offer) return undefined;
  const reads =
    scope.roleType === ROLE_TYPE.SYS ||
    (scope.roleType === ROLE_TYPE.ORG && offer.organization_id === scope.companyId) ||
    (scope.roleType === ROLE_TYPE.SPL && offer.supplier_id === scope.companyId);
  if (!reads) return undefined;
  const siblings = await db
    .selectFrom('quote_offers')
    .select('status')
    .where('quote_id', '=', offer.quote_id)
    .execute();
  return {
    orderId: offer.order_id,
    organizationId: offer.organization_id,
    refusal: quoteOfferAttachmentRefusal({
      offer: offerRecord(offer),
      request: { dueDate: offer.due_date, closed: isQuoteRequestClosed(siblings) },
      actor: scope.profile,
      actorCompanyId: scope.companyId,
      now: deps.now(),
    }),
  };
}
