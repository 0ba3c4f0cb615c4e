/**
 * Contract tests of buildings (000 §7, 001 §7): the real api-client against a test gateway with the demo
 * seed, signed in through the stand-in login.
 */
import type { Building, BuildingStatusInfo } from '@portineria/api-client';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection, sharedClientFor } from '../support/contract.ts';
import type { ExactFields } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

async function buildingRow(id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<
    Record<string, unknown>
  >`select * from buildings where id = ${id}`.execute(gateway.gateway.deps.db);
  return rows[0];
}

/** Every field of the client's `Building`, by name: tsc rejects a missing or an extra one. */
const BUILDING_FIELDS = Object.keys({
  id: true,
  code: true,
  name: true,
  street: true,
  zip: true,
  city: true,
  province: true,
  country: true,
  nin: true,
  cadastralMunicipality: true,
  isPrivate: true,
  isManagedExternal: true,
  isBuildinglessUsersContainer: true,
  status: true,
  _building: true,
  _organization: true,
  _managerOrganization: true,
  createdAt: true,
  updatedAt: true,
  ras: true,
  active_building_license: true,
} satisfies ExactFields<Building>);

/** Every field of the client's `BuildingStatusInfo`, by name. */
const BUILDING_STATUS_FIELDS = Object.keys({
  id: true,
  status: true,
  isDisabled: true,
  isManagedExternal: true,
  isBuildinglessUsersContainer: true,
  active_building_license: true,
} satisfies ExactFields<BuildingStatusInfo>);

const EXPANSIONS = ['ras', 'active_building_license'];

beforeAll(async () => {
  gateway = await startTestGateway();
  // The property-manager view: Conti Gestioni manages Studio Rossi's externally managed building.
  await sql`update buildings set manager_organization_id = ${gateway.seed.organizations.contiGestioni}
    where id = ${gateway.seed.buildings.parcoTigli}`.execute(gateway.gateway.deps.db);
});

afterAll(async () => {
  await gateway?.close();
});

describe('buildings/search', () => {
  it('gives a resident its entitled buildings at session start, by name, with the licence expanded', async () => {
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const buildings = await maria.buildings.getSessionBuildings({ expandLicense: true });
    const { rows } = await sql<{
      building_id: number;
    }>`select distinct building_id from entitlements
      where user_id = ${gateway.seed.accounts.maria.userId}`.execute(gateway.gateway.deps.db);
    expect(buildings.map((building) => building.id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.building_id).sort((a, b) => a - b),
    );
    const names = buildings.map((building) => building.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    for (const building of buildings) {
      expect(building.active_building_license).toEqual({
        active: expect.any(Boolean),
        validTo: building.id === gateway.seed.buildings.manzoni ? expect.any(String) : null,
      });
    }
  });

  it('lists only the organisation buildings for an ORG profile, and counts them', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const buildings = await giulia.buildings.getMany({ limit: 1000 });
    expect(buildings.length).toBeGreaterThan(0);
    expect(new Set(buildings.map((building) => building._organization))).toEqual(
      new Set([gateway.seed.organizations.studioRossi]),
    );
    const privateCount = await giulia.buildings.count({ isPrivate: true });
    expect(privateCount).toBe(buildings.filter((building) => building.isPrivate).length);
  });

  it('lists for a supplier only the buildings of the orders assigned to it', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const buildings = await paolo.buildings.getMany({ limit: 1000 });
    const { rows } = await sql<{ building_id: number }>`select distinct building_id from orders
      where supplier_id = ${gateway.seed.suppliers.idraulicaBianchi} and building_id is not null`.execute(
      gateway.gateway.deps.db,
    );
    expect(buildings.map((building) => building.id).sort((a, b) => a - b)).toEqual(
      rows.map((row) => row.building_id).sort((a, b) => a - b),
    );
  });

  it('reads the GET variant with expand=ras-false without RAS data, and expand=ras with it', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const plain = await giulia.buildings.search({
      expand: 'ras-false',
      where: { isPrivate: false },
    });
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((building) => building.isPrivate === false)).toBe(true);
    expect(plain[0]).not.toHaveProperty('ras');
    const expanded = await giulia.buildings.getOneExpanded(gateway.seed.buildings.manzoni, 'ras');
    expect(expanded.ras).toEqual({ enabled: true, folderId: null });
  });

  it('refuses an unknown expansion and a criteria on an unknown field with 400 INVALID_QUERY', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const expansion = await rejection(giulia.buildings.search({ expand: 'everything' }));
    expect(expansion.code).toBe('INVALID_QUERY');
    const field = await rejection(giulia.buildings.getMany({ where: { password: 'x' } }));
    expect(field.status).toBe(400);
    expect(field.code).toBe('INVALID_QUERY');
  });
});

describe('buildings/{id}', () => {
  it('reads the status of a disabled building', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const status = await giulia.buildings.getStatus(gateway.seed.buildings.padova);
    expect(status).toMatchObject({ status: 'disabled', isDisabled: true });
  });

  it('answers the RAS folder id, and 403 MODULE_DISABLED to a profile without the RAS module', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    expect(await giulia.buildings.getRasFolderId(gateway.seed.buildings.manzoni)).toBeNull();
    await sql`update buildings set ras_folder_id = 'RAS-2026-0042'
      where id = ${gateway.seed.buildings.buenosAires}`.execute(gateway.gateway.deps.db);
    expect(await giulia.buildings.getRasFolderId(gateway.seed.buildings.buenosAires)).toBe(
      'RAS-2026-0042',
    );
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const error = await rejection(maria.buildings.getRasFolderId(gateway.seed.buildings.manzoni));
    expect(error.status).toBe(403);
    expect(error.code).toBe('MODULE_DISABLED');
  });

  it('answers a building of another organisation with 404 NOT_FOUND and no data', async () => {
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const error = await rejection(sara.buildings.getOne(gateway.seed.buildings.manzoni));
    expect(error.status).toBe(404);
    expect(error.code).toBe('NOT_FOUND');
    expect(JSON.stringify(error.error ?? null)).not.toContain('Manzoni');
  });
});

describe('buildings writes', () => {
  it('creates, patches and replaces a building of the own organisation', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.buildings.create({
      name: 'Condominio Via Tortona 3',
      street: 'Via Tortona 3',
      zip: '20144',
      city: 'Milano',
      province: 'MI',
      isPrivate: false,
    });
    expect(created).toMatchObject({
      id: expect.any(Number),
      name: 'Condominio Via Tortona 3',
      _organization: gateway.seed.organizations.studioRossi,
      status: 'enabled',
    });
    const patched = await giulia.buildings.update(created.id, {
      city: 'Milano (MI)',
      version: created.updatedAt,
    });
    expect(patched.city).toBe('Milano (MI)');
    const replaced = await giulia.buildings.replace(created.id, {
      version: patched.updatedAt,
      name: 'Condominio Tortona',
      street: 'Via Tortona 3',
      zip: '20144',
      city: 'Milano',
      province: 'MI',
      status: 'disabled',
    });
    expect(replaced).toMatchObject({ name: 'Condominio Tortona', status: 'disabled' });
    expect(await buildingRow(created.id)).toMatchObject({ name: 'Condominio Tortona' });
  });

  it('refuses invalid fields with 400 VALIDATION_FAILED and the field errors', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    // Not a literal: the client's type would refuse the unknown field the server must refuse too.
    const input = { name: 'Condominio Errato', zip: '123', unknownField: true };
    const error = await rejection(giulia.buildings.create(input));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    const fields = (error.error as { field: string }[]).map((entry) => entry.field);
    expect(fields).toContain('unknownField');
  });

  it('refuses writes by supplier, resident and back-office profiles and leaves the row unchanged', async () => {
    const before = await buildingRow(gateway.seed.buildings.manzoni);
    for (const [account, roleType] of [
      ['paolo', 'SPL'],
      ['maria', 'USR'],
      ['elena', 'SYS'],
    ] as const) {
      const client = await sharedClientFor(gateway, account, roleType);
      const error = await rejection(
        client.buildings.update(gateway.seed.buildings.manzoni, { name: 'Violato', version: null }),
      );
      expect(error.status).toBe(403);
      expect(error.code).toBe('FORBIDDEN');
    }
    expect(await buildingRow(gateway.seed.buildings.manzoni)).toEqual(before);
  });

  it('answers an update of another organisation building with 404 and leaves it unchanged', async () => {
    const before = await buildingRow(gateway.seed.buildings.manzoni);
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const error = await rejection(
      sara.buildings.update(gateway.seed.buildings.manzoni, { name: 'Violato', version: null }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(await buildingRow(gateway.seed.buildings.manzoni)).toEqual(before);
  });

  it('creates a building from a supplier of the registry, copying its address', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const building = await giulia.buildings.createFromSupplier(
      gateway.seed.suppliers.idraulicaBianchi,
      {
        name: 'Magazzino Idraulica Bianchi',
      },
    );
    const { rows } = await sql<{ street: string; city: string }>`select street, city from suppliers
      where id = ${gateway.seed.suppliers.idraulicaBianchi}`.execute(gateway.gateway.deps.db);
    expect(building).toMatchObject({
      name: 'Magazzino Idraulica Bianchi',
      street: rows[0]?.street,
      city: rows[0]?.city,
      isPrivate: true,
      _organization: gateway.seed.organizations.studioRossi,
    });
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const error = await rejection(
      sara.buildings.createFromSupplier(gateway.seed.suppliers.edilMarchetti, {}),
    );
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('buildings/manager (property-manager view)', () => {
  it('lists and counts the buildings managed for other organisations', async () => {
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const managed = await sara.buildings.searchManaged();
    expect(managed.map((building) => building.id)).toEqual([gateway.seed.buildings.parcoTigli]);
    expect(managed[0]).toMatchObject({
      _organization: gateway.seed.organizations.studioRossi,
      _managerOrganization: gateway.seed.organizations.contiGestioni,
    });
    expect(await sara.buildings.countManaged({})).toBe(1);
    expect(await sara.buildings.countManaged({ isPrivate: true })).toBe(0);
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    expect(await giulia.buildings.searchManaged()).toEqual([]);
  });

  it('lets the manager read a managed building but not write it', async () => {
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const building = await sara.buildings.getOne(gateway.seed.buildings.parcoTigli);
    expect(building.name).toBe('Supercondominio Parco dei Tigli');
    const before = await buildingRow(gateway.seed.buildings.parcoTigli);
    const error = await rejection(
      sara.buildings.update(gateway.seed.buildings.parcoTigli, { name: 'Violato', version: null }),
    );
    expect(error.code).toBe('NOT_FOUND');
    expect(await buildingRow(gateway.seed.buildings.parcoTigli)).toEqual(before);
  });

  it('refuses the manager view to non-organisation profiles with 403 FORBIDDEN', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(paolo.buildings.searchManaged());
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('the client types name what the gateway sends', () => {
  it('a building has exactly the fields of Building, the expansions only when asked', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const plain = await giulia.buildings.getOne(gateway.seed.buildings.manzoni);
    expect(Object.keys(plain).sort()).toEqual(
      BUILDING_FIELDS.filter((field) => !EXPANSIONS.includes(field)).sort(),
    );
    expect(typeof plain.isManagedExternal).toBe('boolean');
    const [expanded] = await giulia.buildings.search({
      expand: 'ras,active-building-license',
      where: { id: gateway.seed.buildings.manzoni },
    });
    expect(Object.keys(expanded ?? {}).sort()).toEqual([...BUILDING_FIELDS].sort());
    expect(expanded?.active_building_license).toEqual({
      active: expect.any(Boolean),
      validTo: expect.any(String),
    });
  });

  it('the status answer has exactly the fields of BuildingStatusInfo', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const status = await giulia.buildings.getStatus(gateway.seed.buildings.manzoni);
    expect(Object.keys(status).sort()).toEqual([...BUILDING_STATUS_FIELDS].sort());
  });

  it('writes isManagedExternal under its wire name', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.buildings.create({
      name: 'Casa Brera',
      isPrivate: true,
      isManagedExternal: true,
    });
    expect(created.isManagedExternal).toBe(true);
    expect(await buildingRow(created.id)).toMatchObject({ is_managed_external: true });
  });
});
