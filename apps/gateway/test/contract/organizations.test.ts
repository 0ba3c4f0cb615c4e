/**
 * Contract tests of organizations/{id} and organizations/own/* (000 §7, 001 §7): the real api-client against a
 * test gateway with the demo seed, signed in through the stand-in login.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORG_TYPES } from '@portineria/domain';
import {
  actingProfile,
  rejection,
  sharedActingClientFor,
  sharedClientFor,
} from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('GET organizations/{id}', () => {
  it('gives an ORG profile its own organisation with modules and licence level', async () => {
    const client = await sharedClientFor(gateway, 'giulia', 'ORG');
    const organization = await client.organizations.getOne(gateway.seed.organizations.studioRossi);
    expect(organization).toMatchObject({
      id: gateway.seed.organizations.studioRossi,
      name: 'Studio Rossi Amministrazioni',
      name1: 'Studio Rossi Amministrazioni',
      orgType: 'administrator',
    });
    expect(organization.modules).toMatchObject({ moduleAnagrafiche: true });
    expect(organization.licenceLevel).toEqual(expect.any(Number));
  });

  it('gives a supplier an organisation it works for, without the internal module flags', async () => {
    const client = await sharedClientFor(gateway, 'paolo', 'SPL');
    const organization = await client.organizations.getOne(
      gateway.seed.organizations.contiGestioni,
    );
    expect(organization).toMatchObject({ orgType: 'property_manager' });
    expect(organization).not.toHaveProperty('modules');
    expect(organization).not.toHaveProperty('licenceLevel');
  });

  it('gives a resident the organisation managing its buildings and 404 for another one', async () => {
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const own = await maria.organizations.getOne(gateway.seed.organizations.studioRossi);
    expect(own.id).toBe(gateway.seed.organizations.studioRossi);
    const error = await rejection(
      maria.organizations.getOne(gateway.seed.organizations.contiGestioni),
    );
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Organizzazione non trovata.');
  });

  it.each(['maria', 'marco'] as const)(
    "000 §7: %s's resident profile names the organisation keeping its contact, which the start reads",
    async (account) => {
      const { acting, client } = await sharedActingClientFor(gateway, account, 'USR');
      const profile = await actingProfile(gateway, acting);
      expect(profile.company_type).toBe('org_contacts');
      expect(profile.organization).toBeDefined();
      const organization = await client.organizations.getOne(profile.organization!.id);
      expect(String(organization.id)).toBe(profile.organization!.id);
      expect(organization.name).toBe(profile.organization!.name);
      expect(organization.orgType).toBe(profile.organization!.orgType);
    },
  );

  it('answers another organisation with 404 NOT_FOUND, exactly like a missing one', async () => {
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const foreign = await rejection(
      sara.organizations.getOne(gateway.seed.organizations.studioRossi),
    );
    const missing = await rejection(sara.organizations.getOne(987_654));
    expect(foreign.code).toBe('NOT_FOUND');
    expect(missing.code).toBe('NOT_FOUND');
    expect(foreign.message).toBe(missing.message);
  });

  it('lets the back office read any organisation', async () => {
    const elena = await sharedClientFor(gateway, 'elena', 'SYS');
    const organization = await elena.organizations.getOne(gateway.seed.organizations.contiGestioni);
    expect(organization.name).toBe('Conti Gestioni Immobiliari S.r.l.');
  });
});

describe('PATCH organizations/{id}', () => {
  it('refuses the certified company data (403) and leaves them unchanged; 404 across tenants', async () => {
    const db = gateway.gateway.deps.db;
    const snapshot = async () =>
      (
        await sql<Record<string, unknown>>`select * from organizations
          where id = ${gateway.seed.organizations.studioRossi}`.execute(db)
      ).rows[0];
    const before = await snapshot();
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const own = await rejection(
      giulia.organizations.update(gateway.seed.organizations.studioRossi, { name1: 'Altro' }),
    );
    expect(own.status).toBe(403);
    expect(own.code).toBe('FORBIDDEN');
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const foreign = await rejection(
      sara.organizations.update(gateway.seed.organizations.studioRossi, { name1: 'Altro' }),
    );
    expect(foreign.code).toBe('NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });
});

describe('GET organizations/own/*', () => {
  it('lists the suppliers of the own registry (linked-spl)', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const rossi = await giulia.organizations.getLinkedSuppliers();
    const conti = await sara.organizations.getLinkedSuppliers();
    const rossiIds = rossi.map((supplier) => supplier.id);
    expect(rossiIds).toContain(gateway.seed.suppliers.edilMarchetti);
    expect(conti.map((supplier) => supplier.id)).not.toContain(
      gateway.seed.suppliers.edilMarchetti,
    );
    const marchetti = rossi.find(
      (supplier) => supplier.id === gateway.seed.suppliers.edilMarchetti,
    );
    expect(marchetti).toMatchObject({ name: expect.any(String), status: 'disabled' });
  });

  it('answers the qualifications pack and whether a licence may be used', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const pack = await giulia.organizations.getCurrentQualificationsPack();
    const use = (await giulia.organizations.getQualificationsPackLicenseUse()) as Record<
      string,
      unknown
    >;
    expect(pack).toMatchObject({ name: expect.any(String), total: expect.any(Number) });
    expect(use).toEqual({
      canUse: (pack?.total ?? 0) > (pack?.used ?? 0),
      available: (pack?.total ?? 0) - (pack?.used ?? 0),
      used: pack?.used,
      total: pack?.total,
    });
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    expect(await sara.organizations.getCurrentQualificationsPack()).toBeNull();
  });

  it('answers the tag lists and the e-mail customisation', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const companies = await giulia.organizations.getQualificationCompaniesTags();
    expect(companies.map((tag) => tag.name)).toEqual(['Affidabile', 'Contestazione in corso']);
    const catalogue = await giulia.organizations.getQualificationsTags();
    const { rows } = await sql<{ count: number }>`select count(*)::int as count
      from qualifications`.execute(gateway.gateway.deps.db);
    expect(catalogue).toHaveLength(Number(rows[0]?.count));
    expect(catalogue[0]).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
    const emails = await giulia.organizations.getEmailsCustomization();
    expect(emails).toMatchObject({ signature: expect.stringContaining('Studio Rossi') });
  });

  it('counts the used and total building licences for level 3 (Licenze tab)', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const { rows } = await sql<{ used: number; total: number }>`select
        (select count(*)::int from buildings where organization_id = o.id and active_building_license) as used,
        o.buildings_licenses_total as total
      from organizations o where o.id = ${gateway.seed.organizations.studioRossi}`.execute(
      gateway.gateway.deps.db,
    );
    expect(await giulia.organizations.getBuildingsLicensesUsed()).toBe(rows[0]?.used);
    expect(await giulia.organizations.getBuildingsLicensesTotal()).toBe(rows[0]?.total);
  });

  it('refuses the licence figures below level 3 with 403 FORBIDDEN', async () => {
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    const error = await rejection(luca.organizations.getBuildingsLicensesTotal());
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
  });

  it('refuses own/* to supplier, resident and back-office profiles with 403 FORBIDDEN', async () => {
    for (const [account, roleType] of [
      ['paolo', 'SPL'],
      ['maria', 'USR'],
      ['elena', 'SYS'],
    ] as const) {
      const client = await sharedClientFor(gateway, account, roleType);
      const error = await rejection(client.organizations.getLinkedSuppliers());
      expect(error.status).toBe(403);
      expect(error.code).toBe('FORBIDDEN');
      expect(error.message).toBe('Questa funzione è riservata ai profili delle organizzazioni.');
    }
  });
});

describe('the org types the database accepts', () => {
  it('000 §3 "Org types: administrator, company, real estate, property manager, service company": the CHECK on org_type allows exactly domain\'s ORG_TYPES', async () => {
    const db = gateway.gateway.deps.db;
    const { rows } = await sql<{ definition: string }>`
      select pg_get_constraintdef(oid) as definition from pg_constraint
      where contype = 'c' and conrelid = 'organizations'::regclass
        and pg_get_constraintdef(oid) like '%org_type%'
        and pg_get_constraintdef(oid) not like '%char_length%'`.execute(db);
    expect(rows).toHaveLength(1);
    const allowed = [...rows[0]!.definition.matchAll(/'([a-z_]+)'::text/g)].map(
      ([, value]) => value,
    );
    expect([...allowed].sort()).toEqual([...ORG_TYPES].sort());
  });
});
