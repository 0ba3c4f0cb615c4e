/**
 * Consultancy services (002 §2.10 "Servizi: consultancy links", "without consultancies for
 * org_1"; 000 §2 orgConsultancies with consultancyTypeId): search, count and getOne (`{ data }`),
 * read only.
 *
 * `GET consultancies/{consultancyTypeId}/folder-types/{folderTypeId}` → `{ data: folderType }`:
 * the folder type of a consultancy's page (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`), authorised as the
 * consultancies are; 404 when the consultancy is not one the caller sees, or the folder type is
 * not a consultant's (001 §3 "Folder type owner: CONSULTANT or ORGANIZATION") the caller may read.
 * The data model links no folder type to one consultancy: every consultant folder type the caller
 * may read belongs to each consultancy page.
 *
 * Callers: ORG profiles for which domain's `showsConsultancyLinks` holds (not level 1), and SYS;
 * anyone else 403 FORBIDDEN. Tenant rule: the platform's catalogue (no organisation) and the
 * organisation's own services; SYS every row.
 */
import { ROLE_TYPE, showsConsultancyLinks } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { AppEnv } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { allOf, byRole, equals, ref } from '../layer/predicates.ts';
import { parseId } from '../layer/requests.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { listRows } from '../query/index.ts';
import { resourceMessages } from './messages.ts';
import { consultancySchema, folderTypeSchema } from './schemas/registries.ts';

/** The consultancies a profile may see: the platform's catalogue and the organisation's own. */
export const visibleConsultancies = byRole({
  ORG: (scope) => (alias) =>
    sql<SqlBool>`(${ref(alias, 'organization_id')} is null or ${ref(alias, 'organization_id')} = ${scope.companyId})`,
});

/** The consultant folder type of the path, within the folder types' read rule; else 404. */
async function consultancyFolderType(request: ResourceRequest) {
  const message = resourceMessages.consultancyFolderTypeNotFound;
  const folderTypeId = parseId(request.c.req.param('folderTypeId'), message);
  const readable = request.rule('folder_types');
  if (readable === undefined) throw notFound(message);
  const { rows } = await listRows(
    request.deps.db,
    folderTypeSchema,
    { limit: 1 },
    request.options((alias) =>
      allOf(
        readable(alias),
        equals(alias, 'id', folderTypeId),
        equals(alias, 'owner', 'CONSULTANT'),
      ),
    ),
  );
  const [folderType] = rows;
  if (folderType === undefined) throw notFound(message);
  return folderType;
}

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
      if (scope.roleType === ROLE_TYPE.SYS) return undefined;
      if (scope.roleType !== ROLE_TYPE.ORG) return resourceMessages.roleForbidden;
      return showsConsultancyLinks(scope.profile) ? undefined : resourceMessages.consultanciesLevel;
    },
    extend(routes) {
      routes.read('GET', '/consultancies/:id/folder-types/:folderTypeId', async (request) => {
        // The consultancy first: a hidden one hides its folder types too.
        await request.find(request.id());
        return request.c.json({ data: await consultancyFolderType(request) });
      });
    },
  });
}
