/**
 * Contract tests of the registries (002 §3.5–§3.9): units, contacts, entitlements, employees, suppliers,
 * qualification folders and the own profile — the real api-client against a test gateway with the
 * demo seed, signed in through the stand-in login.
 */
import type {
  Contact,
  EmployeeRecord,
  Entitlement,
  FolderRecord,
  SupplierRecord,
  Unit,
} from '@portineria/api-client';
import { isEmptyFolder } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejection, sharedActingClientFor, sharedClientFor } from '../support/contract.ts';
import type { ExactFields } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

async function rowOf(table: string, id: number): Promise<Record<string, unknown> | undefined> {
  const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}
    where id = ${id}`.execute(gateway.gateway.deps.db);
  return rows[0];
}

/** The field names of the client's types: tsc rejects a missing or an extra one. */
const CONTACT_FIELDS = Object.keys({
  id: true,
  isPerson: true,
  isClient: true,
  firstname: true,
  lastname: true,
  name1: true,
  name2: true,
  fullname: true,
  email: true,
  mobile: true,
  landline: true,
  street: true,
  zip: true,
  city: true,
  province: true,
  url: true,
  vat: true,
  nin: true,
  _user: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Contact>);

const UNIT_FIELDS = Object.keys({
  id: true,
  code: true,
  name: true,
  _building: true,
  unitType: true,
  staircase: true,
  floor: true,
  thousandths: true,
  cadastralSheet: true,
  cadastralParcel: true,
  cadastralSub: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Unit>);

const ENTITLEMENT_FIELDS = Object.keys({
  id: true,
  _building: true,
  _unit: true,
  _contact: true,
  _contactDeputy: true,
  _user: true,
  isOwner: true,
  isTennant: true,
  isCouncilor: true,
  isDoorkeeper: true,
  note: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<Entitlement>);

const EMPLOYEE_FIELDS = Object.keys({
  id: true,
  status: true,
  level: true,
  fullname: true,
  _user: true,
  color: true,
  firstname: true,
  lastname: true,
  email: true,
  mobile: true,
  _organization: true,
  _supplier: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<EmployeeRecord>);

const SUPPLIER_FIELDS = Object.keys({
  id: true,
  code: true,
  name1: true,
  name2: true,
  vat: true,
  nin: true,
  status: true,
  systemStatus: true,
  certificationStatus: true,
  tags: true,
  qualifications: true,
  qualificationNames: true,
  categories: true,
  categoryTags: true,
  emailAccounting: true,
  emailPlanning: true,
  emailSystem: true,
  street: true,
  zip: true,
  city: true,
  province: true,
  country: true,
  email: true,
  landline: true,
  mobile: true,
  _organization: true,
  badge: true,
  codeEInvoice: true,
  emailEInvoice: true,
  fax: true,
  keywords: true,
  cover: true,
  version: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<SupplierRecord>);

const FOLDER_FIELDS = Object.keys({
  id: true,
  status: true,
  criticality: true,
  _folderType: true,
  folderType: true,
  isRequired: true,
  uploadableBySpl: true,
  items: true,
  subType: true,
  validFrom: true,
  expiresOn: true,
  formData: true,
  _supplier: true,
  _organization: true,
  documents: true,
  createdAt: true,
  updatedAt: true,
} satisfies ExactFields<FolderRecord>);

const sorted = (fields: readonly string[]): string[] => [...fields].sort();

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('units', () => {
  it('lists the units of the organisation buildings only', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const units = await giulia.units.getMany({ limit: 1000 });
    const { rows } = await sql<{ id: number }>`select id from buildings
      where organization_id = ${gateway.seed.organizations.studioRossi}`.execute(
      gateway.gateway.deps.db,
    );
    const own = new Set(rows.map((row) => row.id));
    expect(units.length).toBeGreaterThan(0);
    expect(units.every((unit) => own.has(unit._building))).toBe(true);
  });

  it('refuses a unit in a building of another organisation with 400 VALIDATION_FAILED', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.units.create({
        code: 'X-1',
        name: 'Interno abusivo',
        _building: gateway.seed.buildings.mimose,
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: '_building', message: expect.stringContaining('Immobile') },
    ]);
  });

  it('creates a unit, refuses its removal without APP_DELETE, and removes it with it', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const unit = await giulia.units.create({
      code: 'BA-C1',
      name: 'Cantina 1',
      _building: gateway.seed.buildings.buenosAires,
      unitType: 'cellar',
      thousandths: 2.5,
    });
    expect(unit).toMatchObject({ name: 'Cantina 1', thousandths: 2.5 });
    const luca = await sharedClientFor(gateway, 'luca', 'ORG');
    const refused = await rejection(luca.units.remove(unit.id));
    expect(refused.code).toBe('FORBIDDEN');
    expect(await rowOf('units', unit.id)).toBeDefined();
    await giulia.units.remove(unit.id);
    expect(await rowOf('units', unit.id)).toBeUndefined();
  });
});

describe('contacts', () => {
  it('answers the category of a person and of a client, and 404 across tenants', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const { rows } = await sql<{ id: number }>`select id from contacts
      where organization_id = ${gateway.seed.organizations.studioRossi} and not is_person
      order by id limit 1`.execute(gateway.gateway.deps.db);
    const clientId = rows[0]?.id ?? 0;
    expect(await giulia.contacts.getCategory(gateway.seed.tenants.studioRossi.contactId)).toBe(
      'person',
    );
    expect(await giulia.contacts.getCategory(clientId)).toBe('client');
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const error = await rejection(sara.contacts.getCategory(clientId));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('creates a client and keeps the full name in step with an update', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const created = await giulia.contacts.create({
      isPerson: false,
      name1: 'Panificio Manzoni',
      vat: '01234567890',
    });
    expect(created).toMatchObject({
      isPerson: false,
      isClient: true,
      fullname: 'Panificio Manzoni',
    });
    const updated = await giulia.contacts.update(created.id, {
      name2: 'di Bruno Sala',
      version: created.updatedAt,
    });
    expect(updated.fullname).toBe('Panificio Manzoni di Bruno Sala');
  });

  it('requires the last name of a person (domain import rules)', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(giulia.contacts.create({ isPerson: true, firstname: 'Solo' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.error as { field: string }[]).map((entry) => entry.field)).toContain('lastname');
  });

  it('shows a resident only its own contact record', async () => {
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const contacts = await maria.contacts.getMany();
    expect(contacts.map((contact) => contact._user)).toEqual([gateway.seed.accounts.maria.userId]);
  });
});

describe('entitlements', () => {
  it('creates an entitlement at its endpoint with the flags normalised for a private building', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const entitlement = await giulia.entitlements.create({
      _building: gateway.seed.buildings.villaVerdi,
      _contact: gateway.seed.tenants.studioRossi.contactId,
      isCouncilor: true,
      note: 'Comproprietaria',
    });
    expect(entitlement).toMatchObject({
      _building: gateway.seed.buildings.villaVerdi,
      isOwner: true,
      isCouncilor: false,
      isDoorkeeper: false,
      note: 'Comproprietaria',
    });
  });

  it('normalises the flags of an edit as of a create (002 §5.4): every role off keeps the owner, a councilor in a private building stays off', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.create({ isPerson: true, lastname: 'Rinaldi' });
    const condominium = await giulia.entitlements.create({
      _building: gateway.seed.buildings.manzoni,
      _contact: contact.id,
      isOwner: false,
      isTennant: true,
    });
    expect(condominium).toMatchObject({ isOwner: false, isTennant: true });
    const noneChosen = await giulia.entitlements.update(condominium.id, {
      isTennant: false,
      version: condominium.updatedAt,
    });
    expect(noneChosen).toMatchObject({ isOwner: true, isTennant: false });
    const councilor = await giulia.entitlements.update(condominium.id, {
      isCouncilor: true,
      version: noneChosen.updatedAt,
    });
    expect(councilor).toMatchObject({ isOwner: true, isCouncilor: true });

    const privateHouse = await giulia.entitlements.create({
      _building: gateway.seed.buildings.villaVerdi,
      _contact: contact.id,
    });
    const hidden = await giulia.entitlements.update(privateHouse.id, {
      isCouncilor: true,
      isDoorkeeper: true,
      version: privateHouse.updatedAt,
    });
    expect(hidden).toMatchObject({ isOwner: true, isCouncilor: false, isDoorkeeper: false });
    const noted = await giulia.entitlements.update(privateHouse.id, {
      note: 'Usufrutto',
      version: hidden.updatedAt,
    });
    expect(noted).toMatchObject({ note: 'Usufrutto', isOwner: true });
  });

  it('refuses a contact of another organisation with 400 VALIDATION_FAILED', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.entitlements.create({
        _building: gateway.seed.buildings.manzoni,
        _contact: gateway.seed.tenants.contiGestioni.contactId,
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect((error.error as { field: string }[]).map((entry) => entry.field)).toEqual(['_contact']);
  });

  it('shows a resident only its own entitlements', async () => {
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const entitlements = await maria.entitlements.getMany({ limit: 1000 });
    expect(entitlements.length).toBeGreaterThan(0);
    expect(new Set(entitlements.map((entitlement) => entitlement._user))).toEqual(
      new Set([gateway.seed.accounts.maria.userId]),
    );
  });
});

describe('employees', () => {
  it('answers the calendar colour of a colleague as data.color', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const employee = await rowOf('employees', gateway.seed.tenants.studioRossi.employeeId);
    expect(
      await giulia.employees.getCalendarColor(gateway.seed.tenants.studioRossi.employeeId),
    ).toBe(employee?.color);
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const error = await rejection(
      sara.employees.getCalendarColor(gateway.seed.tenants.studioRossi.employeeId),
    );
    expect(error.code).toBe('NOT_FOUND');
  });

  it('lets a supplier manage the employees of its own company under SPL_TAB_EMPLOYEES', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const created = await paolo.employees.create({
      firstname: 'Luigi',
      lastname: 'Bianchi',
      level: 0,
    });
    expect(created).toMatchObject({
      fullname: 'Luigi Bianchi',
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      _organization: null,
      status: 1,
    });
    const renamed = await paolo.employees.update(created.id, {
      firstname: 'Gino',
      version: created.updatedAt,
    });
    expect(renamed.fullname).toBe('Gino Bianchi');
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const foreign = await rejection(
      anna.employees.update(created.id, { firstname: 'X', version: renamed.updatedAt }),
    );
    expect(foreign.code).toBe('NOT_FOUND');
    await paolo.employees.remove(created.id);
    expect(await rowOf('employees', Number(created.id))).toBeUndefined();
  });

  it('refuses a removal without APP_DELETE and keeps the employee', async () => {
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const { rows } = await sql<{ id: number }>`select id from employees
      where supplier_id = ${gateway.seed.suppliers.galloImpianti} order by id limit 1`.execute(
      gateway.gateway.deps.db,
    );
    const id = rows[0]?.id ?? 0;
    const error = await rejection(anna.employees.remove(id));
    expect(error.code).toBe('FORBIDDEN');
    expect(await rowOf('employees', id)).toBeDefined();
  });

  it('gives a resident no employees', async () => {
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    expect(await maria.employees.getMany()).toEqual([]);
  });
});

describe('suppliers', () => {
  it('lists the organisation registry with the organisation-side status', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const suppliers = await giulia.suppliers.getMany({ limit: 100 });
    const marchetti = suppliers.find(
      (supplier) => Number(supplier.id) === gateway.seed.suppliers.edilMarchetti,
    );
    expect(marchetti).toMatchObject({ status: 'disabled' });
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const saraList = await sara.suppliers.getMany({ limit: 100 });
    // A supplier works for several organisations: the list holds only the caller's registry rows.
    expect(new Set(saraList.map((supplier) => supplier._organization))).toEqual(
      new Set([gateway.seed.organizations.contiGestioni]),
    );
    const saraIds = saraList.map((supplier) => Number(supplier.id));
    expect(saraIds).not.toContain(gateway.seed.suppliers.edilMarchetti);
    expect(await sara.suppliers.count({})).toBe(saraIds.length);
  });

  it('gives a supplier its own company and 404 for another one', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const company = await paolo.suppliers.getOne(gateway.seed.suppliers.idraulicaBianchi);
    expect(company).toMatchObject({
      name1: 'Idraulica Bianchi S.r.l.',
      qualificationNames: expect.any(Array),
    });
    const error = await rejection(paolo.suppliers.getOne(gateway.seed.suppliers.galloImpianti));
    expect(error.code).toBe('NOT_FOUND');
  });

  it('answers the admin tags of a supplier with the qualifications module, 403 without it', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const tags = await paolo.suppliers.getAdminTags();
    const { rows } = await sql<{ qualifications: string }>`select qualifications from suppliers
      where id = ${gateway.seed.suppliers.idraulicaBianchi}`.execute(gateway.gateway.deps.db);
    expect(tags.map((tag) => String(tag.id))).toEqual(rows[0]?.qualifications.split(','));
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const error = await rejection(anna.suppliers.getAdminTags());
    expect(error.code).toBe('MODULE_DISABLED');
  });

  it('lets an organisation register a supplier and edit its registry entry', async () => {
    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const created = await sara.suppliers.create({ name1: 'Vetreria Sabauda S.n.c.', vat: null });
    expect(created).toMatchObject({ name1: 'Vetreria Sabauda S.n.c.', status: 'enabled' });
    const disabled = await sara.suppliers.update(created.id, {
      status: 'disabled',
      version: created.updatedAt,
    });
    expect(disabled.status).toBe('disabled');
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      giulia.suppliers.update(created.id, { status: 'enabled', version: disabled.updatedAt }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });
});

describe('folders', () => {
  function today(): string {
    return new Date().toISOString().slice(0, 10);
  }

  it('counts the empty, expired and expiring folders of the supplier (three many-available calls)', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const all = await paolo.folders.getManyAvailable({
      query: { sysSplId: String(gateway.seed.suppliers.idraulicaBianchi) },
      filters: { isExpiring: true },
    });
    expect(all.length).toBeGreaterThan(0);
    const folders = await paolo.folders.getMany({
      include: [{ association: 'folderType' }],
      limit: 1000,
    });
    const limit = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const expected = {
      empty: folders.filter(
        (folder) =>
          folder.folderType !== undefined &&
          isEmptyFolder({ ...folder, kind: folder.folderType.kind }) &&
          folder.isRequired &&
          folder.uploadableBySpl,
      ).length,
      expired: folders.filter((folder) => folder.expiresOn !== null && folder.expiresOn < today())
        .length,
      expiring: folders.filter(
        (folder) =>
          folder.expiresOn !== null && folder.expiresOn >= today() && folder.expiresOn <= limit,
      ).length,
    };
    expect(await paolo.folders.countAvailable(gateway.seed.suppliers.idraulicaBianchi)).toEqual(
      expected,
    );
    expect(expected.empty + expected.expired + expected.expiring).toBeGreaterThan(0);
  });

  it('refuses the folders of a supplier without the qualifications module (403 MODULE_DISABLED)', async () => {
    const anna = await sharedClientFor(gateway, 'anna', 'SPL');
    const error = await rejection(
      anna.folders.getManyAvailable({
        query: { sysSplId: String(gateway.seed.suppliers.galloImpianti) },
        filters: { status: 'expired' },
      }),
    );
    expect(error.status).toBe(403);
    expect(error.code).toBe('MODULE_DISABLED');
  });

  it('answers the folders of another supplier with 404', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(
      paolo.folders.getManyAvailable({
        query: { sysSplId: String(gateway.seed.suppliers.galloImpianti) },
        filters: { status: 'expired' },
      }),
    );
    expect(error.code).toBe('NOT_FOUND');
  });

  it('reads a folder by supplier, folder type and current sub-type', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const folderId = gateway.seed.supplierRecords.idraulicaBianchi.folderId ?? 0;
    const folder = await paolo.folders.getOne(folderId);
    const byKey = await paolo.folders.getOneByKey({
      supplierId: gateway.seed.suppliers.idraulicaBianchi,
      type: String(folder._folderType),
    });
    expect(byKey.id).toBe(folderId);
    expect(byKey).toMatchObject({
      subType: folder.subType,
      folderType: { id: folder._folderType },
    });
  });

  it('refuses a folder whose type needs qualifications the supplier lacks (001 §2.3)', async () => {
    const db = gateway.gateway.deps.db;
    const { rows: types } = await sql<{ id: number }>`insert into folder_types
        (name, owner, kind, qualifications, current_subtype)
      select 'Certificazione ascensori', 'CONSULTANT', 'FINAL_DOC', id::text, '2026'
      from qualifications where name = 'Ascensori' returning id`.execute(db);
    const { rows: folders } = await sql<{ id: number }>`insert into certification_folders
        (supplier_id, folder_type_id, subtype, status)
      values (${gateway.seed.suppliers.idraulicaBianchi}, ${types[0]?.id ?? 0}, '2026', 0)
      returning id`.execute(db);
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const error = await rejection(paolo.folders.getOne(folders[0]?.id ?? 0));
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
  });
});

describe('own profile', () => {
  it('reads and saves the own profile with the changed fields only', async () => {
    const {
      client,
      acting: { profileUid },
    } = await sharedActingClientFor(gateway, 'giulia', 'ORG');
    const profile = await client.profiles.getOwn(profileUid);
    expect(profile).toMatchObject({
      uid: profileUid,
      email: gateway.seed.accounts.giulia.email,
      firstname: 'Giulia',
    });
    const saved = await client.profiles.updateOwn(profileUid, {
      mobile: '347 112 3344',
      zip: '20121',
      version: profile.updatedAt,
    });
    expect(saved).toMatchObject({ mobile: '347 112 3344', zip: '20121', lastname: 'Rossi' });
    expect(await rowOf('users', gateway.seed.accounts.giulia.userId)).toMatchObject({
      mobile: '347 112 3344',
    });
  });

  it('validates with the profile form rules and the Italian messages', async () => {
    const {
      client,
      acting: { profileUid },
    } = await sharedActingClientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(
      client.profiles.updateOwn(profileUid, { firstname: 'G', zip: '1', version: null }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: 'firstname', message: expect.stringContaining('Il campo') },
      { field: 'zip', message: expect.stringContaining('Il campo') },
    ]);
  });

  it('answers another user profile with 404 and a wrong role endpoint with 403', async () => {
    const { client } = await sharedActingClientFor(gateway, 'giulia', 'ORG');
    const luca = await sharedActingClientFor(gateway, 'luca', 'ORG');
    const foreign = await rejection(client.profiles.getOwn(luca.acting.profileUid));
    expect(foreign.code).toBe('NOT_FOUND');
    const {
      acting: { profileUid },
    } = await sharedActingClientFor(gateway, 'giulia', 'ORG');
    const wrongEndpoint = await rejection(
      client.http.request({
        method: 'GET',
        path: `usr-profiles/${encodeURIComponent(profileUid)}/own`,
      }),
    );
    expect(wrongEndpoint.code).toBe('FORBIDDEN');
    const own = await client.http.request<{ data: { uid: string } }>({
      method: 'GET',
      path: `org-profiles/${encodeURIComponent(profileUid)}/own`,
    });
    expect(own.data.uid).toBe(profileUid);
  });

  it('refuses the save to the back office (read only) and leaves the user unchanged', async () => {
    const {
      client,
      acting: { profileUid },
    } = await sharedActingClientFor(gateway, 'elena', 'SYS');
    const before = await rowOf('users', gateway.seed.accounts.elena.userId);
    const error = await rejection(
      client.profiles.updateOwn(profileUid, { city: 'Napoli', version: null }),
    );
    expect(error.code).toBe('FORBIDDEN');
    expect(await rowOf('users', gateway.seed.accounts.elena.userId)).toEqual(before);
  });
});

describe('the client types name what the gateway sends', () => {
  it('contacts, units and entitlements have exactly the fields of their types', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const contact = await giulia.contacts.getOne(gateway.seed.tenants.studioRossi.contactId);
    expect(sorted(Object.keys(contact))).toEqual(sorted(CONTACT_FIELDS));
    const [unit] = await giulia.units.getMany({ limit: 1 });
    expect(sorted(Object.keys(unit ?? {}))).toEqual(sorted(UNIT_FIELDS));
    const [entitlement] = await giulia.entitlements.getMany({ limit: 1 });
    expect(sorted(Object.keys(entitlement ?? {}))).toEqual(sorted(ENTITLEMENT_FIELDS));
  });

  it('an employee has exactly the fields of EmployeeRecord (domain Employee and the registry names)', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const employee = await giulia.employees.getOne(gateway.seed.tenants.studioRossi.employeeId);
    expect(sorted(Object.keys(employee))).toEqual(sorted(EMPLOYEE_FIELDS));
    expect(employee).toMatchObject({ firstname: expect.any(String), lastname: expect.any(String) });
  });

  it('a supplier registry row and a supplier company hold only fields of SupplierRecord', async () => {
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    const [row] = await giulia.suppliers.getMany({ limit: 1 });
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const company = await paolo.suppliers.getOne(gateway.seed.suppliers.idraulicaBianchi);
    const known = new Set(SUPPLIER_FIELDS);
    expect(Object.keys(row ?? {}).filter((field) => !known.has(field))).toEqual([]);
    expect(Object.keys(company).filter((field) => !known.has(field))).toEqual([]);
    expect(row).toHaveProperty('_organization');
    expect(company).toHaveProperty('qualificationNames');
  });

  it('a folder holds only fields of FolderRecord, its type and documents only in the detail', async () => {
    const paolo = await sharedClientFor(gateway, 'paolo', 'SPL');
    const [listed] = await paolo.folders.getMany({ limit: 1 });
    expect(sorted(Object.keys(listed ?? {}))).toEqual(
      sorted(FOLDER_FIELDS.filter((field) => field !== 'folderType' && field !== 'documents')),
    );
    const folder = await paolo.folders.getOne(
      gateway.seed.supplierRecords.idraulicaBianchi.folderId ?? 0,
    );
    expect(sorted(Object.keys(folder))).toEqual(sorted(FOLDER_FIELDS));
  });
});
