/**
 * One transition route for every record kind with a lifecycle (DECISIONS.md "Order lifecycle",
 * "Ticket lifecycle", "Record history"): tickets use it, and so should claims, quotes, tokens and
 * folders. The route shape is
 *
 *     POST /{kind}/:id/transitions   { "event": { "type": "ASSIGN", ...payload }, "version": "<updatedAt read>" }
 *     → 200 the record as `GET /{kind}/:id` answers it (with the resource's detail include)
 *
 * and the steps, in this order, are always the same:
 *
 * 1. `find` the record as the caller reads it: 404 for a record it cannot read;
 * 2. `parseTransitionBody` against `payloads` (each event type and the keys its payload may
 *    carry): 400 VALIDATION_FAILED for anything else, every error at once;
 * 3. in one transaction: lock the row, read the stored record (hidden fields included), ask the
 *    resource's `apply` (domain's machine, plus the gateway's own field errors: links, types);
 * 4. `acceptedOrThrow`: 403 FORBIDDEN (no part in the record), then 409 STALE_RECORD (a version
 *    other than the stored `updatedAt`), then 409 CONFLICT (the state refuses the step, domain's
 *    Italian message), then 400 VALIDATION_FAILED (payload);
 * 5. when something changes: write the changes with the next version and the `extraColumns`
 *    (a closing date), run the `effects`, and append one `record_history` row (./recordHistory.ts)
 *    whose action is the event type. A refused step writes nothing; a step that changes nothing
 *    writes nothing either.
 *
 * Usage, in a resource's `extend(routes)`:
 *
 *     routes.write('POST', '/claims/:id/transitions', 'transition', 'APP_UPDATE', (request) =>
 *       transitionRoute(request, {
 *         schema: claimSchema, recordKind: 'claim', payloads: CLAIM_EVENT_PAYLOADS,
 *         apply: ({ stored, event, scope }) => ({ result: applyClaimTransition(...) }),
 *         include: DETAIL_INCLUDE,
 *       }));
 *
 * Orders keep their own path (./lifecycle.ts `applyOrderEvent`): their events create activities,
 * delete drafts and post chat messages across several records, but write their history through
 * the same ./recordHistory.ts.
 */
import { effectiveChanges, isStaleWrite, staleWriteMessage } from '@portineria/domain';
import type {
  FieldChange,
  RecordVersion,
  TransitionRefusal,
  TransitionResult,
} from '@portineria/domain';
import type { Kysely } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { Database } from '../db/schema.ts';
import { assertValid, staleRecord, validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { writeValues } from '../layer/writes.ts';
import { queryMessages } from '../query/index.ts';
import type { ResourceSchema } from '../query/index.ts';
import {
  acceptedOrThrow,
  lockRow,
  nextVersion,
  parseTransitionBody,
  readStoredRecord,
  refusalError,
  writeRecord,
} from './lifecycle.ts';
import type { TransitionRequestBody } from './lifecycle.ts';
import { appendHistory } from './recordHistory.ts';
import type { HistoryRecordKind } from './recordHistory.ts';

/** What `apply` is given: the locked, stored record and the parsed event, in the transaction. */
export interface TransitionContext<EventType extends string> {
  /** The stored record in wire shape, hidden fields included (for the machine only). */
  stored: Row;
  /** The event as the body sent it: its type and only the payload keys that type carries. */
  event: TransitionRequestBody<EventType>['event'];
  scope: RequestScope;
  /** The write's transaction: read what the machine needs (the actor's employee…) through it. */
  trx: Kysely<Database>;
  request: ResourceRequest;
}

/** What `apply` answers: the machine's result and the gateway's own field errors of the payload. */
export interface TransitionAnswer<Fields extends object = Record<string, unknown>> {
  /** Domain's answer: the fields it writes are the record's wire names. */
  result: TransitionResult<Fields>;
  /** Field errors found by the gateway (an unknown link), merged with domain's in the 400. */
  fieldErrors?: readonly FieldError[];
}

/** A record kind's transition route: see the top of this file. */
export interface RecordTransition<
  EventType extends string,
  Fields extends object = Record<string, unknown>,
> {
  /** The record's allow-list; its table is the one locked and written. */
  schema: ResourceSchema;
  /** The history the step is written to. */
  recordKind: HistoryRecordKind;
  /** Each event type and the payload keys it may carry. */
  payloads: Readonly<Record<EventType, readonly string[]>>;
  /** Asks domain's machine; may read through `trx`. */
  apply(
    context: TransitionContext<EventType>,
  ): TransitionAnswer<Fields> | Promise<TransitionAnswer<Fields>>;
  /** Server columns written with the changes (a closing date that follows the status). */
  extraColumns?(
    changes: Readonly<Record<string, unknown>>,
    stored: Row,
    now: Date,
  ): Readonly<Record<string, unknown>>;
  /** Work done in the transaction after the record is written (other records, notifications). */
  effects?(
    context: TransitionContext<EventType> & {
      changes: Readonly<Record<string, unknown>>;
      history: readonly FieldChange[];
      now: Date;
    },
  ): Promise<void>;
  /**
   * Work done once the step is committed, outside its transaction (notifications: never sent for
   * a refused or rolled-back step, and on PGlite's one connection they cannot wait on the
   * transaction's). `stored` is the record as it was before the step.
   */
  afterCommit?(context: {
    stored: Row;
    changes: Readonly<Record<string, unknown>>;
    request: ResourceRequest;
  }): Promise<void>;
  /** The `include` of the answer (the resource's detail include). */
  include?: readonly unknown[];
}

/**
 * The organisation a stored record belongs to: its `organization_id` column, or the wire field
 * `_organization` where the allow-list shows the column (a qualification folder).
 */
function storedOrganizationId(stored: Row): number {
  return (stored.organization_id ?? stored._organization) as number;
}

/**
 * Runs one step of a record's lifecycle in a transaction on a record the caller has found (steps
 * 3 to 5 of the top of this file). Exported for a route that reads its body itself; a resource
 * normally calls {@link transitionRoute}.
 */
export async function applyRecordTransition<EventType extends string, Fields extends object>(
  request: ResourceRequest,
  id: number,
  body: TransitionRequestBody<EventType>,
  definition: RecordTransition<EventType, Fields>,
): Promise<void> {
  const { schema } = definition;
  // Set inside the transaction's callback (a plain `let` would stay narrowed to undefined).
  let committed = undefined as
    { stored: Row; changes: Readonly<Record<string, unknown>> } | undefined;
  await runWrite(schema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, schema.table, id);
      const stored = await readStoredRecord(trx, schema, id);
      if (stored === undefined) {
        throw new Error(`${schema.table} ${String(id)} vanished in its transaction`);
      }
      const context: TransitionContext<EventType> = {
        stored,
        event: body.event,
        scope: request.scope,
        trx,
        request,
      };
      const answer = await definition.apply(context);
      const result = acceptedOrThrow(
        answer.result,
        { version: body.version },
        stored.updatedAt as RecordVersion,
        answer.fieldErrors ?? [],
      );
      // Domain's records are interfaces: their changes are read here by wire name.
      const changes: Readonly<Record<string, unknown>> = { ...result.changes };
      if (Object.keys(changes).length === 0) return;
      const now = request.deps.now();
      await writeRecord(trx, schema, id, changes, {
        updated_at: nextVersion(stored.updatedAt, now),
        ...definition.extraColumns?.(changes, stored, now),
      });
      await definition.effects?.({ ...context, changes, history: result.history, now });
      await appendHistory(
        trx,
        {
          organizationId: storedOrganizationId(stored),
          recordKind: definition.recordKind,
          recordId: id,
          action: body.event.type,
          changes: result.history,
        },
        request,
        now,
      );
      committed = { stored, changes };
    }),
  );
  if (committed) await definition.afterCommit?.({ ...committed, request });
}

/**
 * `POST /{kind}/:id/transitions` `{ event, version }` (the top of this file): finds the record
 * (404), parses the body (400), runs the step and answers the record as `GET /{kind}/:id` does.
 */
export async function transitionRoute<EventType extends string, Fields extends object>(
  request: ResourceRequest,
  definition: RecordTransition<EventType, Fields>,
): Promise<Response> {
  const id = request.id();
  await request.find(id);
  const body = parseTransitionBody(await request.body(), definition.payloads);
  await applyRecordTransition(request, id, body, definition);
  return request.one(
    await request.find(id, definition.include ? { include: definition.include } : {}),
  );
}

/**
 * A record kind's versioned edit (`PATCH|PUT /{kind}/:id` `{ version, ...fields }`): the fields a
 * form may change outside the lifecycle, with the version the form was loaded at.
 */
export interface RecordUpdate {
  /** The record's allow-list; its table is the one locked and written. */
  schema: ResourceSchema;
  /** The history the edit is written to (action `update`). */
  recordKind: HistoryRecordKind;
  /** The wire fields an edit may carry besides `version`; any other is a 400 (not writable). */
  fields: readonly string[];
  /** The resource's own checks of the typed values (domain's form rules), before the links'. */
  validate?(
    input: Readonly<Record<string, unknown>>,
    request: ResourceRequest,
  ): FieldError[] | Promise<FieldError[]>;
  /** The `include` of the answer (the resource's detail include). */
  include?: readonly unknown[];
  /** Server columns written with the changes (a contact's `is_client`, which follows `isPerson`). */
  extraColumns?(changes: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
  /**
   * The checked values as they are to be stored (an entitlement's roles normalised by domain),
   * before they are compared with the stored record.
   */
  adjust?(input: Readonly<Record<string, unknown>>): Promise<Readonly<Record<string, unknown>>>;
  /**
   * Domain's answer to whether the stored record may take this edit now (a withdrawn notice, a
   * closed poll), asked in the transaction after the version: a refusal is its 403 or 409.
   */
  refuse?(
    stored: Row,
    input: Readonly<Record<string, unknown>>,
  ): TransitionRefusal | undefined | Promise<TransitionRefusal | undefined>;
  /**
   * The accepted values as the stored record takes them (a poll's answers keep their counts when
   * their labels are unchanged), once `refuse` has passed.
   */
  settle?(stored: Row, input: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>>;
}

/**
 * `PATCH|PUT /{kind}/:id` `{ version, ...fields }`, the same for every record kind with a
 * lifecycle: finds the record (404); refuses a field outside `fields` (the status and what the
 * lifecycle owns change only through `/transitions`), a bad type, the resource's own rules and a
 * link the caller cannot read (400, every error at once); then, in one transaction with the row
 * locked, a version other than the stored `updatedAt` (409 STALE_RECORD, domain's message: never
 * a silent overwrite). Only the fields that differ are written, with the next version and one
 * `record_history` row `update`; an edit that changes nothing writes nothing. Answers the record
 * as `GET /{kind}/:id` does.
 */
export async function versionedUpdateRoute(
  request: ResourceRequest,
  definition: RecordUpdate,
): Promise<Response> {
  const { schema } = definition;
  const id = request.id();
  await request.find(id);
  const { version, ...fields } = await request.body();
  const outside = Object.keys(fields).filter((field) => !definition.fields.includes(field));
  if (outside.length > 0) {
    throw validationFailed(
      outside.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const values = writeValues(schema, fields, definition.fields);
  assertValid(values.errors);
  const errors = [...((await definition.validate?.(values.input, request)) ?? [])];
  for (const error of await request.linkErrors(values.input)) {
    if (!errors.some((found) => found.field === error.field)) errors.push(error);
  }
  assertValid(errors);
  const input = definition.adjust ? await definition.adjust(values.input) : values.input;
  await runWrite(schema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, schema.table, id);
      const stored = await readStoredRecord(trx, schema, id);
      if (stored === undefined) {
        throw new Error(`${schema.table} ${String(id)} vanished in its transaction`);
      }
      if (isStaleWrite((version ?? null) as RecordVersion, stored.updatedAt as RecordVersion)) {
        throw staleRecord(staleWriteMessage());
      }
      const refused = await definition.refuse?.(stored, input);
      if (refused !== undefined) throw refusalError(refused);
      const settled = definition.settle ? definition.settle(stored, input) : input;
      const { changes, history } = effectiveChanges(stored, settled);
      if (history.length === 0) return;
      const now = request.deps.now();
      await writeRecord(trx, schema, id, changes, {
        updated_at: nextVersion(stored.updatedAt, now),
        ...definition.extraColumns?.(changes),
      });
      await appendHistory(
        trx,
        {
          organizationId: stored.organization_id as number,
          recordKind: definition.recordKind,
          recordId: id,
          action: 'update',
          changes: history,
        },
        request,
        now,
      );
    }),
  );
  return request.one(
    await request.find(id, definition.include ? { include: definition.include } : {}),
  );
}
