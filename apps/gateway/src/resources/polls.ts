/**
 * Polls of the condominiums (001 §2.2 /ORG/COM/polls; 000 §3 watch record "Poll (status boolean,
 * validTo, _building)"; domain DECISIONS.md "Polls"): search, count (000 §7 "criteria-based
 * watcher counts"), getOne, create, a versioned edit, the lifecycle steps, the history and the
 * residents' votes (`{ data }`).
 *
 * Tenant rule: ORG its organisation's polls; USR the published (open or closed) polls for any of
 * the buildings it is entitled on (`buildings`, migration 1130), not private ones — in lists, counts, details and includes alike;
 * SPL none; SYS all, read only. The organisation writes them (ORG_COM_POLLS): create takes
 * domain's `validatePollForm` (2–10 answers, a closing date not in the past) on one of its
 * buildings that is not private; an edit takes the same rules on the fields it sends (a closing
 * date moved into the past is a 400 too). A poll is created open unless sent as a DRAFT
 * (`status: false`); the status then changes only through `POST polls/{id}/transitions` `{ event, version }` (the
 * one route shape of ./transitions.ts: PUBLISH, CLOSE). An edit changes the form's fields with the
 * version it read, on a poll not closed (stored, or past its closing date: domain's
 * `pollShownState`); the answers and the building are fixed once somebody has voted.
 *
 * `POST polls/{id}/votes` `{ option }`: a resident's one vote (domain's `pollVoteRefusal`): 404
 * for a poll the caller cannot read, 403 for the office, 409 CONFLICT for a poll not open or past
 * its closing date and for a second vote, 400 for an answer the poll does not offer. Publishing
 * notifies the building's residents (POLL_NEW). Every office write appends a `record_history`
 * row; a vote does not (DECISIONS.md "Polls" 4). A resident reads the counts only once voting has
 * ended, and `myVote`, the answer it chose.
 */
import {
  NOTIFICATION_TYPES,
  ROLE_TYPE,
  POLL_FORM_FIELDS,
  applyPollTransition,
  boardBuildingIds,
  arePollResultsVisible,
  pollEditRefusal,
  isPollVisibleToResidents,
  pollBuildingError,
  pollLifecycleState,
  pollNotificationTitle,
  pollOptionsFromLabels,
  pollOptionsOf,
  pollToday,
  pollVoteRefusal,
  validatePollForm,
} from '@portineria/domain';
import type {
  PollEventType,
  PollFormValues,
  PollLifecycleRecord,
  PollTransitionEvent,
  TransitionResult,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { AppEnv } from '../context.ts';
import { refuseBackOfficeWrite } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import { validationFailed } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid } from '../layer/fieldMessages.ts';
import { allOf, byRole, ownOrganization, ref } from '../layer/predicates.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import {
  boardBuildingErrors,
  buildingNamesInclude,
  notifyBuildingResidents,
  onOwnPublicBoard,
  otherBoardBuildingErrors,
  settleBuildings,
} from './buildingResidents.ts';
import { acceptedOrThrow, historyOfCreation, lockRow, readStoredRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { registerHistoryRoute } from './recordHistory.ts';
import { pollSchema } from './schemas/operations.ts';
import { transitionRoute, versionedUpdateRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';

/** What a create writes: the form's fields (and `status: false` for a draft). */
const CREATE_FIELDS: readonly string[] = [...POLL_FORM_FIELDS, 'status'];

/**
 * What an edit may change: the form's fields; the answers and the building only while nobody has
 * voted (domain's `pollEditRefusal`: a vote counts for its answer).
 */
const UPDATE_FIELDS: readonly string[] = POLL_FORM_FIELDS;

/** Published: open, or closed after being open. */
function published(alias: string) {
  return sql<SqlBool>`${ref(alias, 'published_at')} is not null`;
}

/** The polls a profile may see: a resident the published ones of its public buildings. */
export const visiblePolls = byRole({
  ORG: ownOrganization,
  USR: (scope) => (alias) => allOf(onOwnPublicBoard(scope)(alias), published(alias)),
});

/** Today, as the closing date is compared with it. */
function todayOf(request: ResourceRequest): string {
  return pollToday(request.deps.now());
}

/**
 * domain's poll form rules on a create (every field), or on the fields an edit sends — the
 * closing date not before the gateway's today on both (DECISIONS.md "Polls: the closing date of an
 * edit"); the building must not be private (the layer's link check already refuses another
 * organisation's).
 */
async function validatePoll(
  input: Record<string, unknown>,
  request: ResourceRequest,
  creating: boolean,
): Promise<FieldError[]> {
  const { errors } = validatePollForm(input as PollFormValues, todayOf(request));
  const found: FieldError[] = Object.entries(errors)
    .filter(([field]) => creating || Object.hasOwn(input, field))
    .map(([field, text]) => ({ field, message: text }));
  if (creating && input.status !== undefined && typeof input.status !== 'boolean') {
    found.push({ field: 'status', message: fieldInvalid('status') });
  }
  if (errors._building === undefined) {
    found.push(...(await boardBuildingErrors(request, input._building, pollBuildingError)));
  }
  if (errors.buildings === undefined && Array.isArray(input.buildings)) {
    const others = boardBuildingIds(undefined, input.buildings);
    found.push(...(await otherBoardBuildingErrors(request, others, pollBuildingError)));
  }
  return found;
}

/** The poll as domain's lifecycle reads it. */
function lifecycleRecord(row: Row): PollLifecycleRecord {
  return asDomainRecord<PollLifecycleRecord>(row);
}

/** Notifies the building's residents of a published poll (DECISIONS.md "Polls" 5). */
async function notifyResidents(pollId: number, request: ResourceRequest): Promise<void> {
  const poll = await request.deps.db
    .selectFrom('polls')
    .select(['object', 'building_ids', 'organization_id', 'status', 'published_at'])
    .where('id', '=', pollId)
    .executeTakeFirst();
  if (!poll) return;
  if (!isPollVisibleToResidents({ status: poll.status, publishedAt: poll.published_at })) return;
  await notifyBuildingResidents(
    request,
    { organizationId: poll.organization_id, buildingIds: poll.building_ids },
    {
      notificationType: NOTIFICATION_TYPES.POLL_NEW,
      entityIDs: [{ entityName: 'poll', id: pollId }],
      title: pollNotificationTitle(poll),
    },
  );
}

/** Whether the user has voted on the poll (one vote per user, whichever profile cast it). */
async function hasVoted(request: ResourceRequest, pollId: number, trx = request.deps.db) {
  const vote = await trx
    .selectFrom('poll_votes')
    .select('id')
    .where('poll_id', '=', pollId)
    .where('user_id', '=', request.scope.user.id)
    .executeTakeFirst();
  return vote !== undefined;
}

/** The fields each event carries besides its type: none (a vote has its own route). */
const POLL_EVENT_PAYLOADS: Readonly<Record<Exclude<PollEventType, 'VOTE'>, readonly string[]>> = {
  PUBLISH: [],
  CLOSE: [],
};

/** A step of the poll's lifecycle: domain's machine decides, the layer writes (./transitions.ts). */
const POLL_TRANSITION: RecordTransition<Exclude<PollEventType, 'VOTE'>, PollLifecycleRecord> = {
  schema: pollSchema,
  recordKind: 'poll',
  payloads: POLL_EVENT_PAYLOADS,
  apply: ({ stored, event, request }) => ({
    result: applyPollTransition(
      {
        poll: lifecycleRecord(stored),
        actor: request.scope.profile,
        today: todayOf(request),
        hasVoted: false,
      },
      asDomainRecord<Exclude<PollTransitionEvent, { type: 'VOTE' }>>(event),
    ),
  }),
  // A poll is dated the moment it is published; closing keeps that date.
  extraColumns: (changes, _stored, now) =>
    changes.status === true ? { published_at: now, valid_from: pollToday(now) } : {},
  afterCommit: async ({ stored, changes, request }) => {
    if (changes.status === true) await notifyResidents(Number(stored.id), request);
  },
};

/** Whether an edit's answers (labels, one per answer) differ from the stored ones. */
function changesOptions(stored: Row, input: Readonly<Record<string, unknown>>): boolean {
  if (!Array.isArray(input.options)) return false;
  const labels = pollOptionsOf(stored.options).map((option) => option.label);
  return JSON.stringify(labels) !== JSON.stringify(input.options);
}

/** Whether an edit changes what is voted: the answers or the buildings (whose residents vote). */
function changesBallot(stored: Row, input: Readonly<Record<string, unknown>>): boolean {
  const before = boardBuildingIds(stored._building, stored.buildings);
  const after = boardBuildingIds(undefined, settleBuildings(stored, input).buildings ?? before);
  const buildings = JSON.stringify([...before].sort()) !== JSON.stringify([...after].sort());
  return buildings || changesOptions(stored, input);
}

/**
 * `PATCH|PUT polls/{id}` `{ version, ...fields }`: title, question, closing date, and the answers
 * while nobody has voted; a closed poll (stored, or past its closing date) is not edited
 * (domain's `pollEditRefusal`, 409). Answers sent unchanged keep their counts.
 */
function updatePoll(request: ResourceRequest): Promise<Response> {
  return versionedUpdateRoute(request, {
    schema: pollSchema,
    recordKind: 'poll',
    fields: UPDATE_FIELDS,
    validate: (input) => validatePoll(input, request, false),
    refuse: (stored, input) =>
      pollEditRefusal({
        poll: lifecycleRecord(stored),
        actor: request.scope.profile,
        today: todayOf(request),
        changesBallot: changesBallot(stored, input),
      }),
    settle: (stored, edit) => {
      const input = settleBuildings(stored, edit);
      if (input.options === undefined) return input;
      const { options, ...rest } = input;
      return changesOptions(stored, input)
        ? { ...rest, options: pollOptionsFromLabels(options as string[]) }
        : rest;
    },
  });
}

/** The answer as the vote's body sends it: a whole number, else a 400 on `option`. */
function parseVoteOption(body: Record<string, unknown>): number {
  const option = body.option;
  const unknownKeys = Object.keys(body).filter((key) => key !== 'option');
  const errors: FieldError[] = unknownKeys.map((field) => ({
    field,
    message: fieldInvalid(field),
  }));
  if (typeof option !== 'number' || !Number.isSafeInteger(option)) {
    errors.push({ field: 'option', message: fieldInvalid('option') });
  }
  if (errors.length > 0) throw validationFailed(errors);
  return option as number;
}

/**
 * `POST polls/{id}/votes` `{ option }` (DECISIONS.md "Polls" 4): refuses the read-only back office
 * (403) before anything, finds the poll (404), reads the
 * answer (400), then in one transaction with the poll locked asks domain whether this resident
 * may cast this vote (403, 409, 400 in the contract's order), records it and raises the answer's
 * count. The poll's version does not change. Answers the poll as `GET polls/{id}` does.
 */
async function votePoll(request: ResourceRequest): Promise<Response> {
  refuseBackOfficeWrite(request.scope);
  const id = request.id();
  await request.find(id);
  const option = parseVoteOption(await request.body());
  await runWrite(pollSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      await lockRow(trx, 'polls', id);
      const stored = await readStoredRecord(trx, pollSchema, id);
      if (stored === undefined) throw new Error(`polls ${String(id)} vanished in its transaction`);
      const refused = pollVoteRefusal(
        {
          poll: lifecycleRecord(stored),
          actor: request.scope.profile,
          today: todayOf(request),
          hasVoted: await hasVoted(request, id, trx),
        },
        option,
      );
      const accepted: TransitionResult<PollLifecycleRecord> = refused ?? {
        ok: true,
        changes: {},
        history: [],
        effects: [],
        state: 'open',
      };
      acceptedOrThrow(accepted, 'unchecked', null, []);
      await trx
        .insertInto('poll_votes')
        .values({
          poll_id: id,
          user_id: request.scope.user.id,
          profile_id: Number(request.scope.profile.profile_id) || null,
          option_id: option,
        })
        .execute();
      const options = pollOptionsOf(stored.options).map((answer) =>
        answer.id === option ? { ...answer, votes: answer.votes + 1 } : answer,
      );
      await trx
        .updateTable('polls')
        .set({ options: sql`${JSON.stringify(options)}::jsonb` })
        .where('id', '=', id)
        .execute();
    }),
  );
  return request.one(await request.find(id));
}

/**
 * What a resident reads of its polls (DECISIONS.md "Polls" 6): the answers without their counts
 * until voting has ended, and `myVote`, the answer the user chose (null before voting). The office
 * reads the polls as stored, `myVote` null.
 */
async function presentPolls(rows: Row[], request: ResourceRequest): Promise<Row[]> {
  const scope: RequestScope = request.scope;
  // Only residents vote: every other reader's `myVote` is null, and it reads the counts as stored.
  if (scope.roleType !== ROLE_TYPE.USR || rows.length === 0) {
    return rows.map((row) => ({ ...row, myVote: null }));
  }
  const votes = await request.deps.db
    .selectFrom('poll_votes')
    .select(['poll_id', 'option_id'])
    .where('user_id', '=', scope.user.id)
    .where(
      'poll_id',
      'in',
      rows.map((row) => Number(row.id)),
    )
    .execute();
  const chosen = new Map(votes.map((vote) => [vote.poll_id, vote.option_id]));
  const today = todayOf(request);
  return rows.map((row) => {
    const poll = lifecycleRecord(row);
    const counted = arePollResultsVisible(poll, scope.profile, today);
    return {
      ...row,
      ...(row.options === undefined || counted
        ? {}
        : { options: pollOptionsOf(row.options).map(({ id, label }) => ({ id, label })) }),
      myVote: chosen.get(Number(row.id)) ?? null,
    };
  });
}

/** Registers the polls routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'polls',
    schema: pollSchema,
    shape: 'data',
    routes: { polls: ['search', 'count', 'getOne', 'create', 'update'] },
    notFound: resourceMessages.pollNotFound,
    visible: visiblePolls,
    writers: { ORG: 'ORG_COM_POLLS' },
    writable: { create: CREATE_FIELDS, update: UPDATE_FIELDS },
    validate: (input, request, current) => validatePoll(input, request, current === undefined),
    handlers: { update: updatePoll },
    computedIncludes: { buildingNames: buildingNamesInclude },
    present: presentPolls,
    onCreate(input, request) {
      const open = input.status !== false;
      const now = request.deps.now();
      return {
        organization_id: request.scope.companyId,
        buildings: boardBuildingIds(input._building, input.buildings),
        options: pollOptionsFromLabels(input.options as string[]),
        status: open,
        publishedAt: open ? now : null,
        validFrom: open ? pollToday(now) : null,
      };
    },
    onInserted: historyOfCreation(pollSchema, 'poll', ['status', ...POLL_FORM_FIELDS]),
    // Once the create is committed: a poll created open is announced at once.
    async afterWrite(write, request) {
      if (write.action === 'create' && pollLifecycleState(lifecycleRecord(write.row)) === 'open') {
        await notifyResidents(write.id, request);
      }
    },
    extend(routes) {
      // Mounted as reads so that a poll the caller cannot read answers 404 before any 403:
      // domain's machine then refuses a resident's step, the office's vote, a missing permission.
      routes.read('POST', '/polls/:id/transitions', (request) => {
        // The back office only reads: refused before anything is read, as every write of it is.
        refuseBackOfficeWrite(request.scope);
        return transitionRoute(request, POLL_TRANSITION);
      });
      routes.read('POST', '/polls/:id/votes', votePoll);
      registerHistoryRoute(routes, '/polls/:id/history', 'poll');
    },
  });
}
