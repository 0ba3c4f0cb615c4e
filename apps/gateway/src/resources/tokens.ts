/**
 * Billing tokens: `POST proxy/tokens` with `{ count?, query_sequelize }` (000 §7 "SPL badge
 * counts tokens where isInvoiced is false", 002 §7.6 "no rows"), `GET proxy/tokens/{id}`,
 * `PATCH|PUT proxy/tokens/{id}`; and `tokens/search`, `tokens/search/count` (domain
 * TOKEN_DASHBOARD_VIEWS 2VER), `GET tokens/{id}`, `PATCH|PUT tokens/{id}`. Answers are
 * `{ rows: { results, counter } }`.
 *
 * Tenant rule: ORG its organisation's tokens; SPL its company's; USR none; SYS all, read only.
 * Only the organisation changes a token (ORG_OPR_TOKENS_MOD, APP_UPDATE: invoicing); the
 * invoicing date follows the flag.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { byRole, ownOrganization, ownSupplier } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { tokenSchema } from './schemas/operations.ts';

/** The tokens a profile may see. */
export const visibleTokens = byRole({ ORG: ownOrganization, SPL: ownSupplier });

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
    writable: { update: ['isInvoiced', 'description', 'amount'] },
    onUpdate(input, request) {
      const now = request.deps.now();
      const invoiced =
        input.isInvoiced === true
          ? { invoicedAt: now }
          : input.isInvoiced === false
            ? { invoicedAt: null }
            : {};
      return { ...invoiced, updatedAt: now };
    },
  });
}
