/**
 * Billing tokens: `POST proxy/tokens` with `{ count?, query_sequelize }` (000 §7 "SPL badge
 * counts tokens where isInvoiced is false", 002 §7.6 "no rows"), `GET proxy/tokens/{id}`,
 * `PATCH|PUT proxy/tokens/{id}`; and `tokens/search`, `tokens/search/count` (domain
 * TOKEN_DASHBOARD_VIEWS 2VER), `GET tokens/{id}`, `PATCH|PUT tokens/{id}`. Answers are
 * `{ rows: { results, counter } }`.
 *
 * Tenant rule: ORG its organisation's tokens; SPL its company's; USR none; SYS all, read only.
 *
 * Invoicing is a lifecycle step, not an edit (domain DECISIONS.md "Billing token lifecycle"):
 * `POST tokens/{id}/transitions` `{ event: { type: 'MARK_INVOICED' } | { type:
 * 'MARK_NOT_INVOICED', reason }, version }` asks domain's token lifecycle through the shared
 * transition route (./transitions.ts): 404 for a token the caller cannot read, 403 for anyone but
 * the organisation with ORG_OPR_TOKENS_MOD (the supplier reads and counts its tokens), 409
 * STALE_RECORD for another version, 409 CONFLICT for a token already invoiced (or not invoiced),
 * 400 for a missing reason. The invoicing date follows the flag. An edit (`PATCH|PUT`) writes
 * the description and the amount with the version it read, never `isInvoiced`. Every step and
 * edit appends a `record_history` row; the timeline is `GET tokens/{id}/history`.
 */
import { applyTokenTransition } from '@portineria/domain';
import type { TokenLifecycleRecord, TokenTransitionEvent } from '@portineria/domain';
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { asDomainRecord } from '../db/domainRecords.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { registerHistoryRoute } from './recordHistory.ts';
import { tokenSchema } from './schemas/operations.ts';
import { transitionRoute, versionedUpdateRoute } from './transitions.ts';
import type { RecordTransition } from './transitions.ts';

/** The tokens a profile may see. */
export const visibleTokens = byRole({ ORG: ownOrganization, SPL: ownSupplier });

/** What an edit writes: the invoicing flag and its date are the lifecycle's. */
const FIELDS: readonly string[] = ['description', 'amount'];

/** The fields each event carries besides its type. */
const TOKEN_EVENT_PAYLOADS = {
  MARK_INVOICED: [],
  MARK_NOT_INVOICED: ['reason'],
} as const satisfies Record<TokenTransitionEvent['type'], readonly string[]>;

/** A step of the token's lifecycle: domain's machine decides, the layer writes (./transitions.ts). */
const TOKEN_TRANSITION: RecordTransition<TokenTransitionEvent['type'], TokenLifecycleRecord> = {
  schema: tokenSchema,
  recordKind: 'token',
  payloads: TOKEN_EVENT_PAYLOADS,
  apply: ({ stored, event, scope }) => ({
    result: applyTokenTransition(
      asDomainRecord<TokenLifecycleRecord>(stored),
      asDomainRecord<TokenTransitionEvent>(event),
      scope.profile,
    ),
  }),
  // The invoicing date follows the flag: set when invoiced, cleared when taken back.
  extraColumns: (changes, _stored, now) =>
    changes.isInvoiced === undefined
      ? {}
      : { invoiced_at: changes.isInvoiced === true ? now : null },
};

/**
 * `PATCH|PUT tokens/{id}` `{ version, ...fields }`: the description and the amount with the
 * version the screen read. `isInvoiced` and the other fields are refused here.
 */
function updateToken(request: ResourceRequest): Promise<Response> {
  return versionedUpdateRoute(request, {
    schema: tokenSchema,
    recordKind: 'token',
    fields: FIELDS,
  });
}

/** Registers the tokens routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'tokens',
    schema: tokenSchema,
    shape: 'rows',
    routes: {
      tokens: ['search', 'count', 'getOne', 'update'],
      'proxy/tokens': ['proxyList', 'getOne', 'update'],
    },
    notFound: resourceMessages.tokenNotFound,
    visible: visibleTokens,
    writers: { ORG: { application: 'ORG_OPR_TOKENS_MOD', actions: ['update'] } },
    writable: { update: [...FIELDS] },
    handlers: { update: updateToken },
    extend(routes) {
      // Mounted as a read so that a token the caller cannot read answers 404 before any 403:
      // domain's machine then refuses every role but the organisation with ORG_OPR_TOKENS_MOD
      // (403, with its Italian reason), as the action bar shows it.
      routes.read('POST', '/tokens/:id/transitions', (request) =>
        transitionRoute(request, TOKEN_TRANSITION),
      );
      // The token's timeline: whoever reads the token (DECISIONS.md "Record history").
      registerHistoryRoute(routes, '/tokens/:id/history', 'token');
    },
  });
}
