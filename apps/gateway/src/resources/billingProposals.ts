/**
 * Billing proposals ('Proposte di fatturazione', 002 §2.8; domain DECISIONS.md "Billing
 * proposals"): `POST proxy/billingProposals` with `{ query_sequelize }` or `billingProposals/search`
 * to list them, `GET billingProposals/{id}`; answers are `{ rows: { results, counter } }`.
 *
 * Tenant rule: the tokens' (./tokens.ts `visibleTokens`): ORG the proposals sent to its
 * organisation, SPL the ones its company sent; USR none; SYS all, read only.
 *
 * - `POST proxy/billingProposals` `{ tokenIds: [...] }` (a body without `query_sequelize`): the
 *   supplier sends a proposal of its tokens. 403 for anyone but a supplier with SPL_OPR_TOKENS
 *   APP_NEW; 400 for a token it cannot read (the same field error whether it is missing or
 *   another supplier's), no token, too many, tokens of two organisations, a token without an
 *   amount; 409 CONFLICT for a token already invoiced or waiting in a proposal sent (domain's
 *   `billingProposalCreationRefusal`). The tokens are locked, linked to the proposal and their
 *   version moves; the proposal's history gets 'create', each token's a 'PROPOSE' row.
 * - `POST billingProposals/{id}/transitions` `{ event: { type: 'ACCEPT' } | { type: 'REFUSE',
 *   reason }, version }` through the one transition route (./transitions.ts): 404 → 403 → 409
 *   STALE_RECORD → 409 CONFLICT → 400. ACCEPT marks each token of the proposal invoiced by the
 *   token's own lifecycle (`applyTokenTransition` MARK_INVOICED, its history row included).
 * - `GET billingProposals/{id}/history`: the proposal's timeline.
 */
import {
  BILLING_PROPOSAL_STATUS,
  BILLING_PROPOSAL_TOKENS_FIELD,
  applyBillingProposalTransition,
  applyTokenTransition,
  billingProposalCreationRefusal,
  billingProposalTotal,
} from '@portineria/domain';
import type {
  BillingProposalEvent,
  BillingProposalRecord,
  BillingProposalStatus,
  ProposableToken,
  TokenLifecycleRecord,
} from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { AppEnv } from '../context.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import type { Database } from '../db/schema.ts';
import { validationFailed } from '../http/errors.ts';
import { linkUnavailable } from '../layer/fieldMessages.ts';
import { mountResource, runWrite } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { queryMessages } from '../query/index.ts';
import { nextVersion, readStoredRecord, refusalError, writeRecord } from './lifecycle.ts';
import { resourceMessages } from './messages.ts';
import { appendHistory, creationChanges, registerHistoryRoute } from './recordHistory.ts';
import type { HistoryEntryInput } from './recordHistory.ts';
import { billingProposalSchema, tokenSchema } from './schemas/operations.ts';
import { visibleTokens } from './tokens.ts';
import { transitionRoute } from './transitions.ts';
import type { RecordTransition, TransitionContext } from './transitions.ts';

/** A proposal is read with its supplier, its organisation and its tokens. */
const DETAIL_INCLUDE = [
  { association: 'org_suppliers', attributes: ['id', 'name1', 'name2'] },
  { association: 'organization', attributes: ['id', 'name1', 'name2'] },
  {
    association: 'org_tokens',
    attributes: ['id', 'code', 'description', 'amount', 'isInvoiced'],
  },
] as const;

/** The fields each event carries besides its type. */
const PROPOSAL_EVENT_PAYLOADS = {
  ACCEPT: [],
  REFUSE: ['reason'],
} as const satisfies Record<BillingProposalEvent['type'], readonly string[]>;

/** The token ids of a create body: positive integers, each once; undefined when malformed. */
function tokenIdsOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map((each) => (typeof each === 'string' ? Number(each) : each));
  if (!ids.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id > 0)) {
    return undefined;
  }
  return [...new Set(ids as number[])];
}

interface LockedToken {
  id: number;
  code: string;
  is_invoiced: boolean;
  amount: string | null;
  organization_id: number;
  updated_at: Date;
  billing_proposal_id: number | null;
  proposal_status: BillingProposalStatus | null;
}

/** The tokens of `ids` the caller reads (the tokens' rule), locked for the proposal's write. */
async function lockReadableTokens(
  trx: Kysely<Database>,
  request: ResourceRequest,
  ids: readonly number[],
): Promise<LockedToken[]> {
  const rule = visibleTokens(request.scope)('t');
  const readable = typeof rule === 'boolean' ? sql.lit(rule) : rule;
  const { rows } = await sql<LockedToken>`
    select t.id, t.code, t.is_invoiced, t.amount, t.organization_id, t.updated_at,
           t.billing_proposal_id, p.status as proposal_status
      from tokens t left join billing_proposals p on p.id = t.billing_proposal_id
     where t.id in (${sql.join(ids.map((id) => sql`${id}`))}) and ${readable}
     order by t.id
       for update of t`.execute(trx);
  return rows;
}

/**
 * `POST proxy/billingProposals` `{ tokenIds }`: see the top of this file. Answers 201 with the
 * proposal as `GET billingProposals/{id}` reads it.
 */
async function createBillingProposal(request: ResourceRequest): Promise<Response> {
  const actor = request.scope.profile;
  // Who first (403), before the body is looked at.
  const actorRefusal = billingProposalCreationRefusal([{}], actor);
  if (actorRefusal?.code === 'FORBIDDEN') throw refusalError(actorRefusal);
  const body = await request.body();
  const outside = Object.keys(body).filter((field) => field !== BILLING_PROPOSAL_TOKENS_FIELD);
  if (outside.length > 0) {
    throw validationFailed(
      outside.map((field) => ({ field, message: queryMessages.fieldNotWritable })),
    );
  }
  const ids = tokenIdsOf(body[BILLING_PROPOSAL_TOKENS_FIELD]);
  if (ids === undefined || ids.length === 0) {
    const refused = billingProposalCreationRefusal([], actor);
    if (refused) throw refusalError(refused);
    throw new Error('an empty proposal was not refused');
  }
  const id = await runWrite(billingProposalSchema, () =>
    request.deps.db.transaction().execute(async (trx) => {
      const tokens = await lockReadableTokens(trx, request, ids);
      if (tokens.length !== ids.length) {
        throw validationFailed([
          {
            field: BILLING_PROPOSAL_TOKENS_FIELD,
            message: linkUnavailable(BILLING_PROPOSAL_TOKENS_FIELD),
          },
        ]);
      }
      const proposable: ProposableToken[] = tokens.map((token) => ({
        code: token.code,
        isInvoiced: token.is_invoiced,
        amount: token.amount,
        organizationId: token.organization_id,
        proposalStatus: token.proposal_status,
      }));
      const refused = billingProposalCreationRefusal(proposable, actor);
      if (refused) throw refusalError(refused);
      const organizationId = tokens[0]?.organization_id as number;
      const total = billingProposalTotal(proposable);
      const now = request.deps.now();
      const proposal = await trx
        .insertInto('billing_proposals')
        .values({
          organization_id: organizationId,
          supplier_id: request.scope.companyId,
          status: BILLING_PROPOSAL_STATUS.SENT,
          token_count: tokens.length,
          total: total.toFixed(2),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const token of tokens) {
        await trx
          .updateTable('tokens')
          .set({ billing_proposal_id: proposal.id, updated_at: nextVersion(token.updated_at, now) })
          .where('id', '=', token.id)
          .execute();
      }
      await appendHistory(
        trx,
        [
          {
            organizationId,
            recordKind: 'billingProposal',
            recordId: proposal.id,
            action: 'create',
            changes: creationChanges({
              status: BILLING_PROPOSAL_STATUS.SENT,
              tokens: tokens.map((token) => token.code).join(', '),
              total,
            }),
          },
          ...tokens.map((token): HistoryEntryInput => ({
            organizationId,
            recordKind: 'token',
            recordId: token.id,
            action: 'PROPOSE',
            changes: [
              { field: '_billingProposal', from: token.billing_proposal_id, to: proposal.id },
            ],
          })),
        ],
        request,
        now,
      );
      return proposal.id;
    }),
  );
  return request.one(await request.find(id, { include: DETAIL_INCLUDE }), 201);
}

/**
 * ACCEPT's work on the tokens, in the step's transaction: each token of the proposal takes the
 * token lifecycle's MARK_INVOICED as the office's user (its changes, invoicing date, version and
 * history row); a token the office invoiced meanwhile is left as it is (its CONFLICT).
 */
async function invoiceProposalTokens(
  context: TransitionContext<BillingProposalEvent['type']> & { now: Date },
): Promise<void> {
  const { trx, request, now, scope } = context;
  const proposalId = Number(context.stored.id);
  const tokens = await trx
    .selectFrom('tokens')
    .select('id')
    .where('billing_proposal_id', '=', proposalId)
    .orderBy('id')
    .forUpdate()
    .execute();
  for (const { id } of tokens) {
    const stored = await readStoredRecord(trx, tokenSchema, id);
    if (stored === undefined) continue;
    const result = applyTokenTransition(
      asDomainRecord<TokenLifecycleRecord>(stored),
      { type: 'MARK_INVOICED' },
      scope.profile,
    );
    if (!result.ok) {
      if (result.code === 'CONFLICT') continue;
      throw refusalError(result);
    }
    await writeRecord(trx, tokenSchema, id, result.changes, {
      updated_at: nextVersion(stored.updatedAt, now),
      invoiced_at: now,
    });
    await appendHistory(
      trx,
      {
        organizationId: stored.organization_id as number,
        recordKind: 'token',
        recordId: id,
        action: 'MARK_INVOICED',
        changes: result.history,
      },
      request,
      now,
    );
  }
}

/** A step of a proposal's lifecycle: domain's machine decides, the layer writes. */
const PROPOSAL_TRANSITION: RecordTransition<BillingProposalEvent['type'], BillingProposalRecord> = {
  schema: billingProposalSchema,
  recordKind: 'billingProposal',
  payloads: PROPOSAL_EVENT_PAYLOADS,
  apply: ({ stored, event, scope }) => ({
    result: applyBillingProposalTransition(
      asDomainRecord<BillingProposalRecord>(stored),
      asDomainRecord<BillingProposalEvent>(event),
      scope.profile,
    ),
  }),
  effects: async (context) => {
    if (context.changes.status === BILLING_PROPOSAL_STATUS.ACCEPTED)
      await invoiceProposalTokens(context);
  },
  include: DETAIL_INCLUDE,
};

/** Registers the billing proposals' routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'billingProposals',
    schema: billingProposalSchema,
    shape: 'rows',
    routes: {
      billingProposals: ['search', 'count', 'getOne'],
      'proxy/billingProposals': ['proxyList', 'getOne', 'create'],
    },
    notFound: resourceMessages.billingProposalNotFound,
    visible: visibleTokens,
    writers: { SPL: { application: 'SPL_OPR_TOKENS', actions: ['create'] } },
    detailInclude: DETAIL_INCLUDE,
    handlers: { create: createBillingProposal },
    extend(routes) {
      // Mounted as a read, as the tokens' steps are: a proposal the caller cannot read answers
      // 404 before domain's machine refuses every role but the organisation with
      // ORG_OPR_TOKENS_MOD (403, its Italian reason).
      routes.read('POST', '/billingProposals/:id/transitions', (request) =>
        transitionRoute(request, PROPOSAL_TRANSITION),
      );
      registerHistoryRoute(routes, '/billingProposals/:id/history', 'billingProposal');
    },
  });
}
