/**
 * Contract tests of the resources the web app lists that had no endpoint:
 * `entitlements-access`, `planned-maintenances`, `procurements`, `sys-suppliers`, `consultancies`.
 * The real api-client's generic `{ data }` family (what apps/web/src/entities/entitySources.ts
 * `resourceSource` uses) against a test gateway: shape, tenant isolation, 403 for the wrong role.
 *
 * The demo seed has no planned maintenances or procurements (migrations run before the seed), so
 * this file inserts its own rows for two tenants before the calls.
 */
import { type ConsultancyFolderType } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { clientFor, rejection } from '../support/contract.ts';
import type { ExactFields, RoleType } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

type Row = Record<string, unknown> & { id: number };
let gateway: TestGateway;

/** Every call of the family is refused with 403 FORBIDDEN. */
async function expectForbidden(account: DemoAccountKey, roleType: RoleType, path: string) {
  const family = (await clientFor(gateway, account, roleType)).resource<Row>(path);
  const calls = [() => family.getMany({}), () => family.count({}), () => family.getOne(1)];
  for (const call of calls) {
    const failure = await rejection(call());
    expect(failure.code, `${account} ${path}`).toBe('FORBIDDEN');
    expect(failure.message).toMatch(/\S/);
  }
}

/** The ids of the rows this file inserts. */
const ids = {
  rossiMaintenance: 0,
  contiMaintenance: 0,
  bianchiProcurement: 0,
  galloProcurement: 0,
  contiConsultancy: 0,
};

beforeAll(async () => {
  gateway = await startTestGateway();
  const db = gateway.gateway.deps.db;
  const { studioRossi, contiGestioni } = gateway.seed.tenants;
  const { idraulicaBianchi, galloImpianti } = gateway.seed.supplierRecords;
  const maintenances = await db
    .insertInto('planned_maintenances')
    .values([
      {
        organization_id: studioRossi.organizationId,
        building_id: studioRossi.buildingId,
        supplier_id: idraulicaBianchi.supplierId,
        object: 'Manutenzione semestrale della centrale termica',
        frequency: 'half_yearly',
        start_date: '2026-10-15',
        next_due_on: '2027-04-15',
        status: 'active',
      },
      {
        organization_id: contiGestioni.organizationId,
        building_id: contiGestioni.buildingId,
        object: 'Verifica biennale dell’ascensore',
        start_date: '2026-03-01',
        end_date: '2028-03-01',
      },
    ])
    .returning('id')
    .execute();
  ids.rossiMaintenance = maintenances[0]?.id ?? 0;
  ids.contiMaintenance = maintenances[1]?.id ?? 0;
  const procurements = await db
    .insertInto('procurements')
    .values([
      {
        organization_id: studioRossi.organizationId,
        supplier_id: idraulicaBianchi.supplierId,
        building_id: studioRossi.buildingId,
        object: 'Rifacimento della colonna di scarico scala B',
        deadline: '2026-12-10',
        amount: '18500.00',
      },
      {
        organization_id: studioRossi.organizationId,
        supplier_id: galloImpianti.supplierId,
        object: 'Adeguamento dell’impianto elettrico del locale contatori',
        status: 'offer_sent',
      },
    ])
    .returning('id')
    .execute();
  ids.bianchiProcurement = procurements[0]?.id ?? 0;
  ids.galloProcurement = procurements[1]?.id ?? 0;
  const consultancy = await db
    .insertInto('consultancies')
    .values({
      organization_id: contiGestioni.organizationId,
      name: 'Due diligence immobiliare',
      category: 'tecnica',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ids.contiConsultancy = consultancy.id;
});

afterAll(async () => {
  await gateway?.close();
});

describe('planned-maintenances', () => {
  it('ORG lists, counts and reads only its organisation’s rows, in the { data } shape', async () => {
    const family = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>(
      'planned-maintenances',
    );
    const rows = await family.getMany({ include: ['org_buildings'] });
    expect(rows.map((row) => row.id)).toEqual([ids.rossiMaintenance]);
    const [row] = rows;
    expect(row).toMatchObject({
      object: 'Manutenzione semestrale della centrale termica',
      frequency: 'half_yearly',
      startDate: '2026-10-15',
      nextDueOn: '2027-04-15',
      endDate: null,
      status: 'active',
      _building: gateway.seed.tenants.studioRossi.buildingId,
      _supplier: gateway.seed.supplierRecords.idraulicaBianchi.supplierId,
    });
    expect((row?.org_buildings as { id: number } | undefined)?.id).toBe(
      gateway.seed.tenants.studioRossi.buildingId,
    );
    expect(await family.count({})).toBe(1);
    expect((await family.getOne(ids.rossiMaintenance)).id).toBe(ids.rossiMaintenance);
  });

  it('answers 404 for another organisation’s row, and SYS sees every row', async () => {
    const rossi = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('planned-maintenances');
    expect((await rejection(rossi.getOne(ids.contiMaintenance))).code).toBe('NOT_FOUND');
    const conti = (await clientFor(gateway, 'sara', 'ORG')).resource<Row>('planned-maintenances');
    expect((await conti.getMany({})).map((row) => row.id)).toEqual([ids.contiMaintenance]);
    const sys = (await clientFor(gateway, 'elena', 'SYS')).resource<Row>('planned-maintenances');
    expect(await sys.count({})).toBe(2);
  });

  it('refuses SPL and USR profiles with 403 FORBIDDEN', async () => {
    await expectForbidden('paolo', 'SPL', 'planned-maintenances');
    await expectForbidden('maria', 'USR', 'planned-maintenances');
  });
});

describe('procurements', () => {
  it('an SPL above level 1 sees the procurements addressed to its company', async () => {
    const family = (await clientFor(gateway, 'paolo', 'SPL')).resource<Row>('procurements');
    const rows = await family.getMany({});
    expect(rows.map((row) => row.id)).toEqual([ids.bianchiProcurement]);
    expect(rows[0]).toMatchObject({
      object: 'Rifacimento della colonna di scarico scala B',
      status: 'open',
      deadline: '2026-12-10',
      amount: 18500,
      _organization: gateway.seed.tenants.studioRossi.organizationId,
    });
    expect(typeof rows[0]?.createdAt).toBe('string');
    expect(await family.count({ status: 'open' })).toBe(1);
    expect((await rejection(family.getOne(ids.galloProcurement))).code).toBe('NOT_FOUND');
  });

  it('refuses an SPL profile of level 1 (002 §2.10), ORG and USR with 403 FORBIDDEN', async () => {
    await expectForbidden('anna', 'SPL', 'procurements');
    await expectForbidden('giulia', 'ORG', 'procurements');
    await expectForbidden('marco', 'USR', 'procurements');
  });

  it('SYS reads every procurement', async () => {
    const family = (await clientFor(gateway, 'elena', 'SYS')).resource<Row>('procurements');
    const rows = await family.getMany({ order: [['id', 'ASC']] });
    expect(rows.map((row) => row.id)).toEqual([ids.bianchiProcurement, ids.galloProcurement]);
  });
});

describe('consultancies', () => {
  it('ORG sees the platform catalogue and its own services, not another organisation’s', async () => {
    const { rows: catalogue } = await sql<{ id: number }>`select id from consultancies
      where organization_id is null`.execute(gateway.gateway.deps.db);
    expect(catalogue.length).toBeGreaterThan(3);
    const rossi = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('consultancies');
    const rossiRows = await rossi.getMany({});
    expect(rossiRows.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      catalogue.map((row) => row.id).sort((a, b) => a - b),
    );
    expect(rossiRows[0]).toMatchObject({ _organization: null });
    expect(typeof rossiRows[0]?.name).toBe('string');
    expect(['active', 'inactive']).toContain(rossiRows[0]?.status);
    expect((await rejection(rossi.getOne(ids.contiConsultancy))).code).toBe('NOT_FOUND');
    const conti = (await clientFor(gateway, 'sara', 'ORG')).resource<Row>('consultancies');
    expect(await conti.count({})).toBe(catalogue.length + 1);
    expect((await conti.getOne(ids.contiConsultancy)).name).toBe('Due diligence immobiliare');
  });

  it('filters and searches with the list criteria', async () => {
    const family = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('consultancies');
    const inactive = await family.getMany({ where: { status: 'inactive' } });
    expect(inactive.map((row) => row.name)).toEqual(['Privacy e GDPR in condominio']);
    const found = await family.getMany({ full_text: 'antincendio' });
    expect(found.map((row) => row.name)).toEqual(['Prevenzione incendi']);
  });

  it('refuses ORG level 1 (002 §2.10 "without consultancies for org_1"), SPL and USR', async () => {
    await expectForbidden('luca', 'ORG', 'consultancies');
    await expectForbidden('paolo', 'SPL', 'consultancies');
    await expectForbidden('maria', 'USR', 'consultancies');
  });
});

/** Every field of the client's `ConsultancyFolderType`, by name. */
const CONSULTANCY_FOLDER_TYPE_FIELDS = Object.keys({
  id: true,
  name: true,
  owner: true,
  kind: true,
  qualifications: true,
  currentSubtype: true,
  validityMonths: true,
  _organization: true,
} satisfies ExactFields<ConsultancyFolderType>);

describe('consultancies/{consultancyTypeId}/folder-types/{folderTypeId}', () => {
  const folderTypeNamed = async (name: string) => {
    const { rows } = await sql<{
      id: number;
    }>`select id from folder_types where name = ${name}`.execute(gateway.gateway.deps.db);
    return rows[0]?.id ?? 0;
  };
  const catalogueConsultancy = async () => {
    const { rows } = await sql<{ id: number }>`select id from consultancies
      where organization_id is null order by id limit 1`.execute(gateway.gateway.deps.db);
    return rows[0]?.id ?? 0;
  };

  it('001 §2.2: the folder-type page of a consultancy reads a consultant folder type, with the client’s fields', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const durc = await folderTypeNamed('Documento unico di regolarità contributiva (DURC)');
    const folderType = await giulia.consultancies.getFolderType(await catalogueConsultancy(), durc);
    expect(folderType).toMatchObject({
      id: durc,
      name: 'Documento unico di regolarità contributiva (DURC)',
      owner: 'CONSULTANT',
      kind: 'FINAL_DOC',
      _organization: null,
    });
    expect(Object.keys(folderType).sort()).toEqual([...CONSULTANCY_FOLDER_TYPE_FIELDS].sort());
  });

  it('answers 404 for an organisation’s own folder type, an unknown one, or a consultancy the caller does not see', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const consultancy = await catalogueConsultancy();
    const polizza = await folderTypeNamed('Polizza di responsabilità civile');
    const durc = await folderTypeNamed('Documento unico di regolarità contributiva (DURC)');
    // One call at a time: a call started before the previous one is awaited would reject with
    // nobody listening yet (an unhandled rejection).
    for (const call of [
      () => giulia.consultancies.getFolderType(consultancy, polizza),
      () => giulia.consultancies.getFolderType(consultancy, 999_999),
      () => giulia.consultancies.getFolderType(ids.contiConsultancy, durc),
    ]) {
      const failure = await rejection(call());
      expect(failure.code).toBe('NOT_FOUND');
      expect(failure.message).toMatch(/\S/);
    }
    const sara = await clientFor(gateway, 'sara', 'ORG');
    expect((await sara.consultancies.getFolderType(ids.contiConsultancy, durc)).id).toBe(durc);
  });

  it('is refused like the consultancies: ORG level 1 (002 §2.10), SPL and USR get 403', async () => {
    const durc = await folderTypeNamed('Documento unico di regolarità contributiva (DURC)');
    const consultancy = await catalogueConsultancy();
    for (const [account, roleType] of [
      ['luca', 'ORG'],
      ['paolo', 'SPL'],
      ['maria', 'USR'],
    ] as const) {
      const client = await clientFor(gateway, account, roleType);
      const failure = await rejection(client.consultancies.getFolderType(consultancy, durc));
      expect(failure.code, account).toBe('FORBIDDEN');
    }
  });
});

describe('entitlements-access', () => {
  it('ORG sees the delegated accesses of its entitlements', async () => {
    const { rows: expected } = await sql<{ id: number }>`select e.id from entitlements e
      where e.contact_deputy_id is not null and e.organization_id = ${gateway.seed.tenants.studioRossi.organizationId}
      order by e.id`.execute(gateway.gateway.deps.db);
    expect(expected.length).toBeGreaterThan(0);
    const family = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('entitlements-access');
    const rows = await family.getMany({ order: [['id', 'ASC']] });
    expect(rows.map((row) => row.id)).toEqual(expected.map((row) => row.id));
    const [first] = rows;
    expect(typeof first?.fullname).toBe('string');
    expect(typeof first?.delegatorFullname).toBe('string');
    expect(typeof first?.buildingName).toBe('string');
    expect(['active', 'pending']).toContain(first?.status);
    expect(first?._contactDeputy).toBeTypeOf('number');
    expect(await family.count({})).toBe(expected.length);
    expect((await family.getOne(first?.id ?? 0)).id).toBe(first?.id);
  });

  it('another organisation sees none of them (404 by id)', async () => {
    const rossi = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('entitlements-access');
    const [first] = await rossi.getMany({});
    const conti = (await clientFor(gateway, 'sara', 'ORG')).resource<Row>('entitlements-access');
    const contiRows = await conti.getMany({});
    expect(contiRows.map((row) => row.id)).not.toContain(first?.id);
    expect((await rejection(conti.getOne(first?.id ?? 0))).code).toBe('NOT_FOUND');
  });

  it('refuses SPL and USR profiles with 403 FORBIDDEN', async () => {
    await expectForbidden('paolo', 'SPL', 'entitlements-access');
    await expectForbidden('maria', 'USR', 'entitlements-access');
  });
});

describe('sys-suppliers', () => {
  it('ORG and USR see the platform’s enabled supplier companies, never a suspended one', async () => {
    const { rows: enabled } = await sql<{ id: number }>`select id from suppliers
      where system_status = 'enabled' order by id`.execute(gateway.gateway.deps.db);
    const { rows: suspended } = await sql<{ id: number }>`select id from suppliers
      where system_status = 'disabled'`.execute(gateway.gateway.deps.db);
    expect(suspended.length).toBeGreaterThan(0);
    for (const [account, roleType] of [
      ['sara', 'ORG'],
      ['marco', 'USR'],
    ] as const) {
      const family = (await clientFor(gateway, account, roleType)).resource<Row>('sys-suppliers');
      const rows = await family.getMany({ order: [['id', 'ASC']], limit: 1000 });
      expect(rows.map((row) => row.id)).toEqual(enabled.map((row) => row.id));
      expect(await family.count({})).toBe(enabled.length);
      expect(typeof rows[0]?.name1).toBe('string');
      expect(rows[0]).not.toHaveProperty('tags');
      expect((await rejection(family.getOne(suspended[0]?.id ?? 0))).code).toBe('NOT_FOUND');
    }
  });

  it('searches by name', async () => {
    const family = (await clientFor(gateway, 'giulia', 'ORG')).resource<Row>('sys-suppliers');
    const rows = await family.getMany({ full_text: 'Bianchi' });
    expect(rows.map((row) => row.id)).toContain(
      gateway.seed.supplierRecords.idraulicaBianchi.supplierId,
    );
    expect(rows.every((row) => JSON.stringify(row).toLowerCase().includes('bianchi'))).toBe(true);
  });

  it('refuses SPL profiles with 403 FORBIDDEN', async () => {
    await expectForbidden('paolo', 'SPL', 'sys-suppliers');
  });
});
