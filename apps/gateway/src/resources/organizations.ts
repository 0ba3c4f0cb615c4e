/**
 * Organisations (000 §7 "GET organizations/{company_id}", 001 §7 "Organizations … all GET",
 * 002 §7.5 company data).
 *
 * - `GET organizations/{id}`: a profile reads its own organisation; an SPL the organisations it
 *   works for (in their supplier registry, or with an order assigned to it); a USR the
 *   organisations managing its buildings; SYS any. Anything else answers 404 as a missing one.
 *   The module flags and licence figures are shown to the organisation's own profiles (and SYS)
 *   only.
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
import { showsOrgLicencesTab } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv } from '../context.ts';
import { forbidden, notFound, pathId, requireRole } from './registryAccess.ts';
import { registryMessages } from './registryMessages.ts';

interface OrganizationRow {
  id: number;
  name1: string;
  name2: string | null;
  org_type: string;
  vat: string | null;
  nin: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string;
  email: string | null;
  email_e_invoice: string | null;
  code_e_invoice: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
  status: string;
  certification_status: string | null;
  modules: Record<string, boolean> | null;
  licence_level: number;
  buildings_licenses_total: number;
  settings: Record<string, unknown> | null;
}

/** Whether the scope may read organisation `id` (see the top of this file). */
async function canRead(c: Context<AppEnv>, id: number): Promise<boolean> {
  const scope = c.var.scope;
  const db = c.var.deps.db;
  switch (scope.roleType) {
    case 'SYS':
      return true;
    case 'ORG':
      return scope.companyId === id;
    case 'SPL': {
      const { rows } = await sql<{ found: number }>`select 1 as found where exists (
          select 1 from organization_suppliers where organization_id = ${id} and supplier_id = ${scope.companyId}
        ) or exists (
          select 1 from orders where organization_id = ${id} and supplier_id = ${scope.companyId}
        )`.execute(db);
      return rows.length > 0;
    }
    case 'USR': {
      if (scope.buildingIds.length === 0) return false;
      const { rows } = await sql<{ found: number }>`select 1 as found from buildings
        where (organization_id = ${id} or manager_organization_id = ${id})
          and id in (${sql.join(scope.buildingIds.map((buildingId) => sql`${buildingId}`))})
        limit 1`.execute(db);
      return rows.length > 0;
    }
    default:
      scope.roleType satisfies never;
      return false;
  }
}

async function organizationRow(c: Context<AppEnv>, id: number): Promise<OrganizationRow> {
  const { rows } = await sql<OrganizationRow>`select id, name1, name2, org_type, vat, nin, street,
      zip, city, province, country, email, email_e_invoice, code_e_invoice, landline, mobile, fax,
      status, certification_status, modules, licence_level, buildings_licenses_total, settings
    from organizations where id = ${id}`.execute(c.var.deps.db);
  const row = rows[0];
  if (row === undefined) throw notFound(registryMessages.organizationNotFound);
  return row;
}

/** The wire shape of an organisation (002 §3.9 company fields; `name` is name1 for lists). */
function organizationBody(row: OrganizationRow, member: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
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

function settingOf(row: OrganizationRow, key: string): Record<string, unknown> | null {
  const value = row.settings?.[key];
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
async function ownOrganization(c: Context<AppEnv>): Promise<OrganizationRow> {
  const scope: RequestScope = c.var.scope;
  requireRole(scope, ['ORG'], registryMessages.onlyOrganizations);
  return organizationRow(c, scope.companyId);
}

function requireLicencesTab(scope: RequestScope): void {
  if (!showsOrgLicencesTab(scope.profile)) throw forbidden(registryMessages.licencesLevel);
}

/** Registers the organisation routes. */
export function register(api: Hono<AppEnv>): void {
  api.get('/organizations/own/linked-spl', async (c) => {
    const row = await ownOrganization(c);
    const { rows } = await sql<Record<string, unknown>>`select s.id, s.name1 as name, s.name1,
        s.name2, coalesce(os.code, s.code) as code, s.vat, s.city, s.province, s.email,
        os.status, s.system_status as "systemStatus",
        s.certification_status as "certificationStatus", os.tags, s.categories
      from organization_suppliers os join suppliers s on s.id = os.supplier_id
      where os.organization_id = ${row.id}
      order by s.name1, s.id`.execute(c.var.deps.db);
    return c.json({ data: rows });
  });

  api.get('/organizations/own/qualifications-packs/current', async (c) => {
    const row = await ownOrganization(c);
    return c.json({ data: packOf(row) });
  });

  api.get('/organizations/own/qualifications-packs/use-license', async (c) => {
    const row = await ownOrganization(c);
    const pack = packOf(row);
    return c.json({
      data: {
        canUse: pack !== null && pack.available > 0,
        available: pack?.available ?? 0,
        used: pack?.used ?? 0,
        total: pack?.total ?? 0,
      },
    });
  });

  api.get('/organizations/own/qualification-companies-tags', async (c) => {
    const row = await ownOrganization(c);
    const { rows } = await sql<{ name: string }>`select distinct tag.value as name
      from organization_suppliers os, jsonb_array_elements_text(os.tags) as tag(value)
      where os.organization_id = ${row.id}
      order by name`.execute(c.var.deps.db);
    return c.json({ data: rows.map((tag, index) => ({ id: index + 1, name: tag.name })) });
  });

  api.get('/organizations/own/qualifications-tags', async (c) => {
    await ownOrganization(c);
    const { rows } = await sql<{ id: number; name: string }>`select id, name from qualifications
      order by name, id`.execute(c.var.deps.db);
    return c.json({ data: rows });
  });

  api.get('/organizations/own/emails-customization', async (c) => {
    const row = await ownOrganization(c);
    return c.json({ data: settingOf(row, 'emailsCustomization') ?? {} });
  });

  api.get('/organizations/own/buildings-licenses-used', async (c) => {
    const row = await ownOrganization(c);
    requireLicencesTab(c.var.scope);
    const { rows } = await sql<{ used: number }>`select count(*)::int as used from buildings
      where organization_id = ${row.id} and active_building_license`.execute(c.var.deps.db);
    return c.json({ data: Number(rows[0]?.used ?? 0) });
  });

  api.get('/organizations/own/buildings-licenses-total', async (c) => {
    const row = await ownOrganization(c);
    requireLicencesTab(c.var.scope);
    return c.json({ data: row.buildings_licenses_total });
  });

  // The company data are certified and read-only (002 §2.9 'Anagrafica (read-only certified
  // data)'): a write is refused, 403 on a readable organisation, 404 on any other.
  const refuseWrite = async (c: Context<AppEnv>) => {
    const id = pathId(c.req.param('id'), registryMessages.organizationNotFound);
    if (!(await canRead(c, id))) throw notFound(registryMessages.organizationNotFound);
    throw forbidden(registryMessages.organizationReadOnly);
  };
  api.patch('/organizations/:id{[0-9]+}', refuseWrite);
  api.put('/organizations/:id{[0-9]+}', refuseWrite);

  api.get('/organizations/:id{[0-9]+}', async (c) => {
    const id = pathId(c.req.param('id'), registryMessages.organizationNotFound);
    if (!(await canRead(c, id))) throw notFound(registryMessages.organizationNotFound);
    const row = await organizationRow(c, id);
    const scope = c.var.scope;
    const member = scope.roleType === 'SYS' || (scope.roleType === 'ORG' && scope.companyId === id);
    return c.json({ data: organizationBody(row, member) });
  });
}
