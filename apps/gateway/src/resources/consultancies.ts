/**
 * Consultancy services (002 §2.10 "Servizi: consultancy links", "without consultancies for
 * org_1"; 000 §2 orgConsultancies with consultancyTypeId): search, count and getOne (`{ data }`),
 * read only.
 *
 * Callers: ORG profiles for which domain's `showsConsultancyLinks` holds (not level 1), and SYS;
 * anyone else 403 FORBIDDEN. Tenant rule: the platform's catalogue (no organisation) and the
 * organisation's own services; SYS every row.
 */
import { showsConsultancyLinks } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { AppEnv } from '../context.ts';
import { byRole, ref } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { consultancySchema } from './schemas/registries.ts';

/** The consultancies a profile may see: the platform's catalogue and the organisation's own. */
export const visibleConsultancies = byRole({
  ORG: (scope) => (alias) =>
    sql<SqlBool>`(${ref(alias, 'organization_id')} is null or ${ref(alias, 'organization_id')} = ${scope.companyId})`,
});

/** Registers the consultancies routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'consultancies',
    schema: consultancySchema,
    shape: 'data',
    routes: { consultancies: ['search', 'count', 'getOne'] },
    notFound: resourceMessages.consultancyNotFound,
    visible: visibleConsultancies,
    callers(scope) {
      if (scope.roleType === 'SYS') return undefined;
      if (scope.roleType !== 'ORG') return resourceMessages.roleForbidden;
      return showsConsultancyLinks(scope.profile) ? undefined : resourceMessages.consultanciesLevel;
    },
  });
}
