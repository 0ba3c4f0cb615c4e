/**
 * Organisations (000 §7 "GET organizations/{company_id}", 001 §7 "Organizations … all GET",
 * 002 §7.5 company data).
 *
 * - `GET organizations/{id}`: a profile reads its own organisation; an SPL the organisations it
 *   works for (in their supplier registry, or with an order assigned to it); a USR the
 *   organisations owning or managing its buildings; SYS any. Anything else answers 404 as a
 *   missing one. The same rule decides which organisation an included record shows (a
 *   building's `organization`). The module flags and licence figures are shown to the
 *   organisation's own profiles (and SYS) only.
 * - `GET organizations/own/*`: ORG profiles only (403 FORBIDDEN for the others), always about the
 *   caller's organisation. The two licence figures are the data of the 'Licenze' tab, which needs
 *   level 3 (002 §2.9, §6; domain `showsOrgLicencesTab`): lower levels get 403.
 *   Answers: `linked-spl` → `{ data: [supplier] }`; `qualifications-packs/current` →
 *   `{ data: { name, total, used, available } | null }`; `qualifications-packs/use-license` →
 *   `{ data: { canUse, available, used, total } }` (a read: whether one more supplier
 *   qualification licence may be used); `qualification-companies-tags` → `{ data: [{ id, name }] }`
 *   (the tags the organisation gives the supplier companies of its registry; `id` is the position
 *   in their alphabetical list); `qualifications-tags` → `{ data: [{ id, name }] }` (the
 *   qualification catalogue); `emails-customization` → `{ data: {...} }`;
 *   `buildings-licenses-used` / `buildings-licenses-total` → `{ data: <number> }`.
 * - `PATCH|PUT organizations/{id}`: refused, the company data are certified and read-only
 *   (403 FORBIDDEN on a readable organisation, 404 otherwise).
 */
import { ROLE_TYPE, showsOrgLicencesTab } from '@portineria/domain';
import type { Hono } from 'hono';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import { requireRole } from '../authz/requirements.ts';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import type { RowOf } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { anyOf, byRole, equals, existsIn, inList, ref } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';
import { organizationSummarySchema } from './schemas/registries.ts';

/** The organisations a profile reads (see the top of this file). */
export const organizationVisibility = byRole({
  ORG: (scope) => (alias) => equals(alias, 'id', scope.companyId),
  SPL: (scope) => (alias) =>
    anyOf(
      existsIn(
        'organization_suppliers',
        'v_registry',
        (inner) => sql<SqlBool>`${ref(inner, 'organization_id')} = ${ref(alias, 'id')}`,
        equals('v_registry', 'supplier_id', scope.companyId),
      ),
      existsIn(
        'orders',
        'v_supplier_orders',
        (inner) => sql<SqlBool>`${ref(inner, 'organization_id')} = ${ref(alias, 'id')}`,
        equals('v_supplier_orders', 'supplier_id', scope.companyId),
      ),
    ),
  USR: (scope) => (alias) =>
    existsIn(
      'buildings',
      'v_own_buildings',
      (inner) =>
        sql<SqlBool>`(${ref(inner, 'organization_id')} = ${ref(alias, 'id')} or ${ref(inner, 'manager_organization_id')} = ${ref(alias, 'id')})`,
      inList('v_own_buildings', 'id', scope.buildingIds),
    ),
});

type OrganizationRow = RowOf<'organizations'>;

/** The wire shape of an organisation (002 §3.9 company fields; `name` is name1 for lists). */
function organizationBody(row: OrganizationRow, member: boolean): Row {
  const body: Row = {
    id: row.id,
    name: row.name1,
    name1: row.name1,
    name2: row.name2,
    orgType: row.org_type,
    vat: row.vat,
    nin: row.nin,
    street: row.street,
    zip: row.zip,
    city: row.city,
    province: row.province,
    country: row.country,
    codeEInvoice: row.code_e_invoice,
    emailEInvoice: row.email_e_invoice,
    email: row.email,
    landline: row.landline,
    mobile: row.mobile,
    fax: row.fax,
    status: row.status,
    certificationStatus: row.certification_status,
  };
  if (member) {
    body.modules = row.modules ?? {};
    body.licenceLevel = row.licence_level;
  }
  return body;
}

/** An organisation's stored row, read after its id passed the tenant rule. */
async function organizationRow(request: ResourceRequest, id: number): Promise<OrganizationRow> {
  await request.find(id);
  return request.deps.db
    .selectFrom('organizations')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

function settingOf(row: OrganizationRow, key: string): Record<string, unknown> | null {
  const value = row.settings[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

interface PackFigures {
  name: string | null;
  total: number;
  used: number;
  available: number;
}

function packOf(row: OrganizationRow): PackFigures | null {
  const pack = settingOf(row, 'qualificationsPack');
  if (pack === null) return null;
  const total = Number(pack.licences ?? pack.total ?? 0);
  const used = Number(pack.used ?? 0);
  return {
    name: typeof pack.name === 'string' ? pack.name : null,
    total,
    used,
    available: Math.max(total - used, 0),
  };
}

/** ORG only; the caller's own organisation row. */
async function ownOrganization(request: ResourceRequest): Promise<OrganizationRow> {
  requireRole(request.scope, ['ORG'], resourceMessages.onlyOrganizations);
  return organizationRow(request, request.scope.companyId);
}

function requireLicencesTab(scope: RequestScope): void {
  if (!showsOrgLicencesTab(scope.profile)) throw forbidden(resourceMessages.licencesLevel);
}

/** Registers the organisation routes. */
export function register(api: Hono<AppEnv>): void {
  mountResource(api, {
    name: 'organizations',
    schema: organizationSummarySchema,
    shape: 'data',
    routes: {},
    notFound: resourceMessages.organizationNotFound,
    visible: organizationVisibility,
    // Nobody changes the certified data; the write is answered by the record's own rule below.
    writers: {
      ORG: { application: null, actions: ['update'] },
      SPL: { application: null, actions: ['update'] },
      USR: { application: null, actions: ['update'] },
    },
    extend(routes) {
      routes.read('GET', '/organizations/own/linked-spl', async (request) => {
        const row = await ownOrganization(request);
        const { rows } = await sql<Row>`select s.id, s.name1 as name, s.name1,
            s.name2, coalesce(os.code, s.code) as code, s.vat, s.city, s.province, s.email,
            os.status, s.system_status as "systemStatus",
            s.certification_status as "certificationStatus", os.tags, s.categories
          from organization_suppliers os join suppliers s on s.id = os.supplier_id
          where os.organization_id = ${row.id}
          order by s.name1, s.id`.execute(request.deps.db);
        return request.c.json({ data: rows });
      });

      routes.read('GET', '/organizations/own/qualifications-packs/current', async (request) =>
        request.c.json({ data: packOf(await ownOrganization(request)) }),
      );

      routes.read('GET', '/organizations/own/qualifications-packs/use-license', async (request) => {
        const pack = packOf(await ownOrganization(request));
        return request.c.json({
          data: {
            canUse: pack !== null && pack.available > 0,
            available: pack?.available ?? 0,
            used: pack?.used ?? 0,
            total: pack?.total ?? 0,
          },
        });
      });

      routes.read('GET', '/organizations/own/qualification-companies-tags', async (request) => {
        const row = await ownOrganization(request);
        const { rows } = await sql<{ name: string }>`select distinct tag.value as name
          from organization_suppliers os, jsonb_array_elements_text(os.tags) as tag(value)
          where os.organization_id = ${row.id}
          order by name`.execute(request.deps.db);
        return request.c.json({
          data: rows.map((tag, index) => ({ id: index + 1, name: tag.name })),
        });
      });

      routes.read('GET', '/organizations/own/qualifications-tags', async (request) => {
        await ownOrganization(request);
        const rows = await request.deps.db
          .selectFrom('qualifications')
          .select(['id', 'name'])
          .orderBy('name')
          .orderBy('id')
          .execute();
        return request.c.json({ data: rows });
      });

      routes.read('GET', '/organizations/own/emails-customization', async (request) => {
        const row = await ownOrganization(request);
        return request.c.json({ data: settingOf(row, 'emailsCustomization') ?? {} });
      });

      routes.read('GET', '/organizations/own/buildings-licenses-used', async (request) => {
        const row = await ownOrganization(request);
        requireLicencesTab(request.scope);
        const used = await request.deps.db
          .selectFrom('buildings')
          .select((eb) => eb.fn.countAll<number>().as('used'))
          .where('organization_id', '=', row.id)
          .where('active_building_license', '=', true)
          .executeTakeFirstOrThrow();
        return request.c.json({ data: Number(used.used) });
      });

      routes.read('GET', '/organizations/own/buildings-licenses-total', async (request) => {
        const row = await ownOrganization(request);
        requireLicencesTab(request.scope);
        return request.c.json({ data: row.buildings_licenses_total });
      });

      // The company data are certified and read-only (002 §2.9 'Anagrafica (read-only certified
      // data)'): a write is refused, 403 on a readable organisation, 404 on any other.
      const refuseWrite = async (request: ResourceRequest): Promise<Response> => {
        await request.find(request.id());
        throw forbidden(resourceMessages.organizationReadOnly);
      };
      routes.write('PATCH', '/organizations/:id', 'update', undefined, refuseWrite);
      routes.write('PUT', '/organizations/:id', 'update', undefined, refuseWrite);

      routes.read('GET', '/organizations/:id', async (request) => {
        const scope = request.scope;
        const row = await organizationRow(request, request.id());
        const member =
          scope.roleType === ROLE_TYPE.SYS ||
          (scope.roleType === ROLE_TYPE.ORG && scope.companyId === row.id);
        return request.c.json({ data: organizationBody(row, member) });
      });
    },
  });
}
