/**
 * Consultancy services (W1, issue #5; 002 §2.10 "Servizi: consultancy links", "without
 * consultancies for org_1"; 000 §2 orgConsultancies with consultancyTypeId): search, count and
 * getOne through the resource kit (`{ data }`), read only.
 *
 * Callers: ORG profiles for which domain's `showsConsultancyLinks` holds (not level 1), and SYS;
 * anyone else 403 FORBIDDEN. Tenant rule: the platform's catalogue (no organisation) and the
 * organisation's own services; SYS every row.
 */
import { showsConsultancyLinks } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { Visible } from '../operations/query.ts';
import { mountResource } from './kit.ts';
import { restrictCallers } from './webAccess.ts';
import { webResourceMessages } from './webMessages.ts';
import { consultancySchema } from './webSchemas.ts';

/** The consultancies a profile may see. */
export function visibleConsultancies(scope: RequestScope): Visible {
  return (alias) => {
    switch (scope.roleType) {
      case 'ORG': {
        const organization = sql.ref(`${alias}.organization_id`);
        return sql<SqlBool>`(${organization} is null or ${organization} = ${scope.companyId})`;
      }
      case 'SYS':
        return true;
      case 'SPL':
      case 'USR':
        return false;
      default:
        return scope.roleType satisfies never;
    }
  };
}

/** Registers the consultancies routes. */
export function register(api: Hono<AppEnv>): void {
  restrictCallers(api, 'consultancies', (scope) => {
    if (scope.roleType === 'SYS') return undefined;
    if (scope.roleType !== 'ORG') return webResourceMessages.roleForbidden;
    return showsConsultancyLinks(scope.profile)
      ? undefined
      : webResourceMessages.consultanciesLevel;
  });
  mountResource(api, {
    path: 'consultancies',
    schema: consultancySchema,
    shape: 'data',
    application: 'ORG_TAB_CONSULTANCIES',
    visible: visibleConsultancies,
  });
}
