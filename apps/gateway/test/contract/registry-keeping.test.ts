/**
 * Contract tests of the registries' keeping (001 §2.2–2.4; domain DECISIONS.md "Deleting a
 * registry record in use"): contacts, buildings and units are created, edited with the version
 * they were read at (409 STALE_RECORD otherwise), refused with domain's Italian field messages
 * (000 §5, 002 §5.5), deleted when unused and refused with what uses them when used — the real
 * api-client against a test gateway with the demo seed.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldMessagesOf, rejection, sharedClientFor, wireAs } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.close();
});

/** A new unit of the Buenos Aires condominium, made by the client given. */
function buenosAiresUnit(
  client: Awaited<ReturnType<typeof sharedClientFor>>,
  code: string,
  name: string,
) {
  return client.units.create({ code, name, _building: gateway.seed.buildings.buenosAires });
}

async function rowOf(table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where id = ${id}`.execute(gateway.gateway.deps.db);
  return rows[0];
}

describe('contacts kept as a registry (001 §2.2 /ORG/TAB/contacts)', () => {
  it('creates a person, edits it with its version, deletes it unused, and tells it all in its history', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.contacts.create({
      isPerson: true,
      firstname: 'Elena',
      lastname: 'Fontana',
      email: 'elena.fontana@example.it',
      nin: 'FNTLNE80A41F205X',
    });
    expect(created).toMatchObject({ fullname: 'Elena Fontana', isPerson: true });

    const edited = await giulia.contacts.update(created.id, {
      mobile: '+39 333 1234567',
      version: created.updatedAt,
    });
    expect(edited.mobile).toBe('+39 333 1234567');

    const history = await giulia.records.history('contact', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([
      { field: 'mobile', label: expect.any(String), from: null, to: '+39 333 1234567' },
    ]);

    await giulia.contacts.remove(created.id);
    expect(await rowOf('contacts', created.id)).toBeUndefined();
    // The history outlives the record (migration 0960): its delete is the last row.
    const { rows } = await sql<{ action: string }>`select action from record_history
      where record_kind = 'contact' and record_id = ${created.id} order by id`.execute(
      gateway.gateway.deps.db,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it('refuses an edit based on another version with 409 STALE_RECORD and keeps the stored contact', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.contacts.create({ isPerson: true, lastname: 'Galli' });
    await giulia.contacts.update(created.id, { firstname: 'Marco', version: created.updatedAt });
    const stale = await rejection(
      giulia.contacts.update(created.id, { firstname: 'Luigi', version: created.updatedAt }),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(await rowOf('contacts', created.id)).toMatchObject({ firstname: 'Marco' });
  });

  it("refuses a tax code, an e-mail, a phone, a zip and a province that break 000 §5 / 002 §5.5 with 400 and domain's Italian messages", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.contacts.create({
        isPerson: true,
        lastname: 'Rota',
        nin: 'ABC',
        email: 'non-una-mail',
        mobile: '12',
        zip: '123',
        province: 'M1',
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    const messages = fieldMessagesOf(error);
    expect(messages.nin).toContain('deve avere lunghezza 11 o 16');
    expect(messages.mobile).toContain('deve essere un numero di telefono valido');
    expect(Object.keys(messages).sort()).toEqual(['email', 'mobile', 'nin', 'province', 'zip']);
  });

  it("refuses to delete a contact an entitlement names: 409 'Usato da 1 diritto', the contact and the entitlement kept", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Ferrari' });
    const entitlement = await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
      isOwner: true,
    });
    const refused = await rejection(giulia.contacts.remove(contact.id));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe('Usato da 1 diritto');
    expect(await rowOf('contacts', contact.id)).toBeDefined();
    expect(await rowOf('entitlements', entitlement.id)).toMatchObject({ contact_id: contact.id });
  });

  it('refuses a delete by a profile without ORG_TAB_CONTACTS APP_DELETE with 403 and keeps the contact', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Conti' });
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    expect((await rejection(luca.contacts.remove(contact.id))).code).toBe('FORBIDDEN');
    expect(await rowOf('contacts', contact.id)).toBeDefined();
  });
});

describe('buildings kept as a registry (001 §2.2 /ORG/TAB/buildings)', () => {
  it("refuses to delete a building in use with what uses it ('Usato da … ordini …') and deletes an unused one", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const used = gateway.seed.tenants.studioRossi.orderId;
    const { rows } = await sql<{ building_id: number }>`select building_id from orders
      where id = ${used}`.execute(gateway.gateway.deps.db);
    const buildingId = rows[0]?.building_id ?? 0;
    const { rows: counted } = await sql<{ count: number }>`select count(*)::integer as count
      from orders where building_id = ${buildingId}`.execute(gateway.gateway.deps.db);
    const orders = counted[0]?.count ?? 0;
    const refused = await rejection(giulia.buildings.remove(buildingId));
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toMatch(/^Usato da /);
    expect(refused.message).toContain(orders === 1 ? '1 ordine' : `${String(orders)} ordini`);
    expect(await rowOf('buildings', buildingId)).toBeDefined();
    expect(await rowOf('orders', used)).toMatchObject({ building_id: buildingId });

    const unused = await giulia.buildings.create({ name: 'Villa Olmi', isPrivate: true });
    await giulia.buildings.remove(unused.id);
    expect(await rowOf('buildings', unused.id)).toBeUndefined();
  });

  it('refuses the edit and the delete of the buildingless users container with 404 (001 §2.2)', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const { rows } = await sql<{ id: number; updated_at: Date }>`select id, updated_at
      from buildings where is_buildingless_users_container
      and organization_id = ${gateway.seed.organizations.studioRossi}`.execute(
      gateway.gateway.deps.db,
    );
    const container = rows[0];
    expect(container).toBeDefined();
    const id = container?.id ?? 0;
    const edit = await rejection(
      giulia.buildings.update(id, { name: 'Rinominato', version: container?.updated_at ?? null }),
    );
    expect(edit.code).toBe('NOT_FOUND');
    expect((await rejection(giulia.buildings.remove(id))).code).toBe('NOT_FOUND');
    expect(await rowOf('buildings', id)).toBeDefined();
  });
});

describe('units kept as a registry (001 §2.2 /ORG/TAB/units)', () => {
  it("refuses to delete a unit an entitlement names ('Usato da 1 diritto') and edits it with its version", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const unit = await buenosAiresUnit(giulia, 'BA-G7', 'Garage 7');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Bassi' });
    await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
      _unit: unit.id,
      isOwner: true,
    });
    const refused = await rejection(giulia.units.remove(unit.id));
    expect(refused.message).toBe('Usato da 1 diritto');
    const edited = await giulia.units.update(unit.id, { name: 'Box 7', version: unit.updatedAt });
    expect(edited.name).toBe('Box 7');
    const history = await giulia.records.history('unit', unit.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
  });
});

describe('units kept from their form (001 §2.2 /ORG/TAB/units; 000 §5 field rules)', () => {
  it('creates a unit with its floor as free text and its thousandths, deletes it unused, and its history tells both', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const unit = await giulia.units.create({
      code: 'BA-S1',
      name: 'Cantina 1',
      _building: gateway.seed.buildings.buenosAires,
      floor: 'S1',
      staircase: 'B',
      thousandths: 2.5,
    });
    expect(unit).toMatchObject({ floor: 'S1', staircase: 'B', thousandths: 2.5 });
    await giulia.units.remove(unit.id);
    expect(await rowOf('units', unit.id)).toBeUndefined();
    const { rows } = await sql<{ action: string }>`select action from record_history
      where record_kind = 'unit' and record_id = ${unit.id} order by id`.execute(
      gateway.gateway.deps.db,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'delete']);
  });

  it("refuses a unit without code, name or building and with negative thousandths with 400 and domain's Italian messages, writing nothing", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(giulia.units.create({ thousandths: -1 }));
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    const messages = fieldMessagesOf(error);
    expect(Object.keys(messages).sort()).toEqual(['_building', 'code', 'name', 'thousandths']);
    expect(messages.thousandths).toContain('deve essere maggiore o uguale a zero');
    expect(messages.code).toContain('è obbligatorio');
  });

  it('refuses an edit that empties the name or sets negative thousandths with 400, the stored unit kept', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const unit = await buenosAiresUnit(giulia, 'BA-N1', 'Negozio 1');
    const error = await rejection(
      giulia.units.update(unit.id, { name: '', thousandths: -3, version: unit.updatedAt }),
    );
    expect(error.status).toBe(400);
    expect(await rowOf('units', unit.id)).toMatchObject({ name: 'Negozio 1' });
  });

  it("refuses a unit in another organisation's building, a delete without ORG_TAB_UNITS APP_DELETE and a resident's create (403)", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const foreign = await rejection(
      giulia.units.create({
        code: 'MI-1',
        name: 'Box Mimose',
        _building: gateway.seed.buildings.mimose,
      }),
    );
    expect([400, 404]).toContain(foreign.status);
    const { rows } = await sql<{ count: number }>`select count(*)::integer as count from units
      where code = 'MI-1'`.execute(gateway.gateway.deps.db);
    expect(rows[0]?.count).toBe(0);

    const unit = await buenosAiresUnit(giulia, 'BA-G9', 'Garage 9');
    // Luca (level 1) may add and edit units but not delete them (no APP_DELETE).
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    expect((await rejection(luca.units.remove(unit.id))).code).toBe('FORBIDDEN');
    expect(await rowOf('units', unit.id)).toMatchObject({ name: 'Garage 9' });
    // A resident reads the units of its buildings and writes none.
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const resident = await rejection(
      maria.units.create({ code: 'BA-X', name: 'Abusivo', _building: unit._building }),
    );
    expect(resident.code).toBe('FORBIDDEN');
  });

  it('says only how many records use a unit, never which: no name, note or id of what uses it is in the refusal (001 §2.2; DECISIONS.md "Deleting a registry record in use")', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const unit = await buenosAiresUnit(giulia, 'BA-G8', 'Garage 8');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Quarantotti' });
    const entitlement = await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
      _unit: unit.id,
      isOwner: true,
      note: 'Nota riservata del diritto',
    });
    const refused = await rejection(giulia.units.remove(unit.id));
    expect(refused.status).toBe(409);
    expect(refused.message).toBe('Usato da 1 diritto');
    // The whole answer as the client read it: its message and its details, if any.
    const text = JSON.stringify({ message: refused.message, error: refused.error });
    expect(text).not.toContain('Quarantotti');
    expect(text).not.toContain('Nota riservata');
    expect(text).not.toContain(`"id":${String(entitlement.id)}`);
  });
});

describe('employees kept as a registry (001 §2.2 /ORG/TAB/employees, §2.3 /SPL/TAB/employees)', () => {
  it('creates an ORG employee, edits its level, status and colour with its version, and deletes it unused with its history', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.employees.create({
      lastname: 'Serra',
      firstname: 'Chiara',
      email: 'chiara.serra@example.it',
      level: 0,
    });
    expect(created).toMatchObject({ fullname: 'Chiara Serra', level: 0, _user: null });
    const edited = await giulia.employees.update(created.id, {
      level: 2,
      status: 0,
      color: '#3F51B5',
      version: created.updatedAt,
    });
    expect(edited).toMatchObject({ level: 2, status: 0, color: '#3F51B5' });
    const stale = await rejection(
      giulia.employees.update(created.id, { level: 1, version: created.updatedAt }),
    );
    expect(stale.code).toBe('STALE_RECORD');
    const history = await giulia.records.history('employee', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    await giulia.employees.remove(created.id);
    expect(await rowOf('employees', Number(created.id))).toBeUndefined();
  });

  it("refuses a level, a status or an e-mail outside domain's rules with 400 and the Italian messages (000 §5)", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.employees.create(wireAs({ firstname: 'Piero', level: 7, status: 5, email: 'no' })),
    );
    expect(error.status).toBe(400);
    expect(Object.keys(fieldMessagesOf(error)).sort()).toEqual([
      'email',
      'lastname',
      'level',
      'status',
    ]);
    expect(JSON.stringify(error.error)).toContain('non è valido.');
  });

  it("refuses to delete an employee a ticket is assigned to ('Usato da … ticket') and keeps it", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const { rows } = await sql<{ id: number }>`select employee.id from employees as employee
      where employee.organization_id = ${gateway.seed.organizations.studioRossi}
        and exists (select 1 from tickets where tickets.assign_to_employee_id = employee.id)
      limit 1`.execute(gateway.gateway.deps.db);
    const used = rows[0]?.id;
    expect(used).toBeDefined();
    const refused = await rejection(giulia.employees.remove(used ?? 0));
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/^Usato da .*\d+ ticket/);
    expect(await rowOf('employees', used ?? 0)).toBeDefined();
  });

  it("lets a supplier keep its own employees, with their history, and refuses another supplier's (404)", async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const created = await paolo.employees.create({ firstname: 'Ugo', lastname: 'Neri', level: 1 });
    const edited = await paolo.employees.update(created.id, {
      mobile: '+39 333 7654321',
      version: created.updatedAt,
    });
    expect(edited.mobile).toBe('+39 333 7654321');
    const history = await paolo.records.history('employee', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    expect((await rejection(anna.records.history('employee', created.id))).code).toBe('NOT_FOUND');
    await paolo.employees.remove(created.id);
    expect(await rowOf('employees', Number(created.id))).toBeUndefined();
  });
});

describe('planned maintenances kept as a registry (001 §2.2 /ORG/TAB/planned-maintenances; DECISIONS.md "Planned maintenances")', () => {
  it('creates one yearly and planned by default, edits it with its version, refuses a stale edit (409), and deletes it with its history', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.plannedMaintenances.create({
      object: 'Verifica biennale ascensore',
      _building: gateway.seed.buildings.buenosAires,
      _supplier: gateway.seed.suppliers.ascensoriLombardi,
      startDate: '2027-03-01',
    });
    expect(created).toMatchObject({
      object: 'Verifica biennale ascensore',
      frequency: 'yearly',
      status: 'planned',
      startDate: '2027-03-01',
    });
    const edited = await giulia.plannedMaintenances.update(created.id, {
      frequency: 'half_yearly',
      nextDueOn: '2027-09-01',
      version: created.updatedAt,
    });
    expect(edited).toMatchObject({ frequency: 'half_yearly', nextDueOn: '2027-09-01' });
    const stale = await rejection(
      giulia.plannedMaintenances.update(created.id, {
        status: 'active',
        version: created.updatedAt,
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(await rowOf('planned_maintenances', created.id)).toMatchObject({ status: 'planned' });

    const history = await giulia.records.history('plannedMaintenance', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes.map((change) => change.field).sort()).toEqual([
      'frequency',
      'nextDueOn',
    ]);
    // The related records a change names are told by their names as well as their ids.
    const building = await rowOf('buildings', gateway.seed.buildings.buenosAires);
    const supplier = await rowOf('suppliers', gateway.seed.suppliers.ascensoriLombardi);
    const creation = history[1]?.changes ?? [];
    expect(creation.find((change) => change.field === '_building')).toMatchObject({
      to: gateway.seed.buildings.buenosAires,
      toName: building?.name,
    });
    expect(creation.find((change) => change.field === '_supplier')).toMatchObject({
      to: gateway.seed.suppliers.ascensoriLombardi,
      toName: supplier?.name1,
    });
    expect(typeof building?.name).toBe('string');
    expect(typeof supplier?.name1).toBe('string');

    await giulia.plannedMaintenances.remove(created.id);
    expect(await rowOf('planned_maintenances', created.id)).toBeUndefined();
    const { rows } = await sql<{ action: string }>`select action from record_history
      where record_kind = 'plannedMaintenance' and record_id = ${created.id} order by id`.execute(
      gateway.gateway.deps.db,
    );
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it("refuses what domain's form refuses with 400 and the Italian messages: no object, no building, an unknown frequency, an end before the start", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.plannedMaintenances.create(
        wireAs({ frequency: 'weekly', startDate: '2027-05-10', endDate: '2027-05-01' }),
      ),
    );
    expect(error.status).toBe(400);
    const messages = fieldMessagesOf(error);
    expect(Object.keys(messages).sort()).toEqual(['_building', 'endDate', 'frequency', 'object']);
    expect(messages.frequency).toContain('non è valido.');
    expect(messages.endDate).toContain('non può precedere la data di inizio');
  });

  it("refuses a resident (403), a level-1 delete without APP_DELETE (403), another organisation's building (400/404) and another organisation's record (404)", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const maintenance = await giulia.plannedMaintenances.create({
      object: 'Pulizia gronde',
      _building: gateway.seed.buildings.buenosAires,
      startDate: '2027-04-01',
    });
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    expect(
      (
        await rejection(
          maria.plannedMaintenances.create({
            object: 'Abusiva',
            _building: gateway.seed.buildings.buenosAires,
            startDate: '2027-04-01',
          }),
        )
      ).code,
    ).toBe('FORBIDDEN');
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    const lucaDelete = await rejection(luca.plannedMaintenances.remove(maintenance.id));
    expect(lucaDelete.status).toBe(403);
    const foreign = await rejection(
      giulia.plannedMaintenances.create({
        object: 'Altrui',
        _building: gateway.seed.buildings.mimose,
        startDate: '2027-04-01',
      }),
    );
    expect([400, 404]).toContain(foreign.status);
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    expect((await rejection(sara.plannedMaintenances.getOne(maintenance.id))).status).toBe(404);
    const saraEdit = await rejection(
      sara.plannedMaintenances.update(maintenance.id, {
        object: 'Presa',
        version: maintenance.updatedAt,
      }),
    );
    expect(saraEdit.status).toBe(404);
    expect(await rowOf('planned_maintenances', maintenance.id)).toMatchObject({
      object: 'Pulizia gronde',
    });
  });
});

describe('entitlements kept as a registry (001 §2.2 /ORG/TAB/entitlements; 002 §3.7, §5.4)', () => {
  it('creates one, edits its roles with its version (normalised as a create), refuses a stale edit (409) and deletes it with its history', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Galli' });
    const created = await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
    });
    expect(created).toMatchObject({ isOwner: true, isTennant: false });
    const edited = await giulia.entitlements.update(created.id, {
      isOwner: false,
      isTennant: false,
      note: 'Nuda proprietà',
      version: created.updatedAt,
    });
    // Every role off keeps the owner (002 §5.4): the edit changed only the note.
    expect(edited).toMatchObject({ isOwner: true, isTennant: false, note: 'Nuda proprietà' });
    const stale = await rejection(
      giulia.entitlements.update(created.id, { isTennant: true, version: created.updatedAt }),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(await rowOf('entitlements', Number(created.id))).toMatchObject({ is_tennant: false });
    const history = await giulia.records.history('entitlement', created.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes.map((change) => change.field)).toEqual(['note']);

    await giulia.entitlements.remove(created.id);
    expect(await rowOf('entitlements', Number(created.id))).toBeUndefined();
  });

  it('keeps the building, the contact and the unit of an entitlement: an edit naming them is refused with 400', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Sartori' });
    const created = await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
    });
    const refused = await rejection(
      giulia.entitlements.update(
        created.id,
        wireAs({ _building: gateway.seed.buildings.manzoni, version: created.updatedAt }),
      ),
    );
    expect(refused.status).toBe(400);
    expect(await rowOf('entitlements', Number(created.id))).toMatchObject({
      building_id: gateway.seed.buildings.buenosAires,
    });
  });

  it("refuses a resident's edit (403), a level-1 delete without APP_DELETE (403) and another organisation's entitlement (404)", async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Moretti' });
    const created = await giulia.entitlements.create({
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
    });
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const resident = await rejection(
      maria.entitlements.update(created.id, { note: 'Mia', version: created.updatedAt }),
    );
    expect(resident.status).toBe(403);
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    expect((await rejection(luca.entitlements.remove(created.id))).status).toBe(403);
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const foreign = await rejection(
      sara.entitlements.update(created.id, { note: 'Altrui', version: created.updatedAt }),
    );
    expect(foreign.status).toBe(404);
    expect((await rejection(sara.records.history('entitlement', created.id))).code).toBe(
      'NOT_FOUND',
    );
    expect(await rowOf('entitlements', Number(created.id))).toMatchObject({ note: null });
  });
});
