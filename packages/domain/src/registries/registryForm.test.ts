import { describe, expect, it } from 'vitest';
import {
  PLANNED_MAINTENANCE_DEFAULTS,
  PLANNED_MAINTENANCE_FREQUENCIES,
  PLANNED_MAINTENANCE_STATUSES,
} from './plannedMaintenance.ts';
import {
  EMPLOYEE_LEVELS,
  SUPPLIER_COMPANY_FIELDS,
  isCertifiedSupplier,
  isRequiredColumn,
  registryFieldLabel,
  registryFormColumns,
  registryIdentityFields,
} from './registryForm.ts';

const names = (columns: readonly { name: string }[]) => columns.map((column) => column.name);
const rulesOf = (entity: 'contacts' | 'buildings' | 'units', category: string, name: string) =>
  registryFormColumns(entity, category).find((column) => column.name === name)?.rules ?? [];

describe('registryFormColumns (001 §2.2–2.4 registry forms, 002 §3.8 cards)', () => {
  it('gives a person first and last name, a client the company names (002 §2.9 category)', () => {
    const person = names(registryFormColumns('contacts', 'person'));
    const client = names(registryFormColumns('contacts', 'client'));
    expect(person).toContain('lastname');
    expect(person).not.toContain('name1');
    expect(client).toContain('name1');
    expect(client).not.toContain('firstname');
  });

  it('requires the last name of a person and the company name of a client', () => {
    const required = (category: string) =>
      registryFormColumns('contacts', category)
        .filter(isRequiredColumn)
        .map((column) => column.name);
    expect(required('person')).toEqual(['lastname']);
    expect(required('client')).toEqual(['name1']);
  });

  it('checks the tax code length 11 or 16 (000 §5) without requiring it, and the phone and e-mail formats', () => {
    const nin = rulesOf('contacts', 'person', 'nin');
    expect(nin.map((rule) => rule('Codice fiscale')('ABC'))).toEqual([
      'Il campo Codice fiscale deve avere lunghezza 11 o 16',
    ]);
    expect(nin.map((rule) => rule('Codice fiscale')(null))).toEqual([null]);
    const mobile = rulesOf('contacts', 'person', 'mobile');
    expect(mobile.map((rule) => rule('Cellulare')('12'))).toContain(
      'Il campo Cellulare deve essere un numero di telefono valido',
    );
  });

  it('hides nin for a private building and keeps it for a condominium (002 §3.8)', () => {
    expect(names(registryFormColumns('buildings', 'private'))).not.toContain('nin');
    expect(names(registryFormColumns('buildings', 'condominium'))).toContain('nin');
    expect(names(registryFormColumns('buildings', 'condominium'))).not.toContain('code');
  });

  it('gives a unit its code, name and building, required', () => {
    const units = registryFormColumns('units');
    expect(units.filter(isRequiredColumn).map((column) => column.name)).toEqual([
      'code',
      'name',
      '_building',
    ]);
  });

  it('takes a unit floor as free text (PT, S1) and its thousandths at least zero (001 §2.2 units)', () => {
    const floor = registryFormColumns('units').find((column) => column.name === 'floor');
    expect(floor?.type).toBe('string');
    expect(floor?.rules ?? []).toEqual([]);
    const thousandths = rulesOf('units', '', 'thousandths');
    expect(thousandths.map((rule) => rule('Millesimi')(-1))).toEqual([
      'Il campo Millesimi deve essere maggiore o uguale a zero',
    ]);
    expect(names(registryFormColumns('units'))).not.toContain('interior');
  });
});

describe("an employee's form (001 §3 status, level; §4.6 worker; 002 §3.5 color)", () => {
  const rule = (name: string, value: unknown, label = name) =>
    (registryFormColumns('employees').find((column) => column.name === name)?.rules ?? [])
      .map((check) => check(label)(value as never))
      .find((message) => message !== null) ?? null;

  it('asks last and first name, optional e-mail and mobile, the level, the status and the colour', () => {
    expect(names(registryFormColumns('employees'))).toEqual([
      'lastname',
      'firstname',
      'email',
      'mobile',
      'level',
      'status',
      'color',
    ]);
    expect(
      registryFormColumns('employees')
        .filter(isRequiredColumn)
        .map((column) => column.name),
    ).toEqual(['lastname', 'firstname']);
  });

  it('takes the worker level 0 and the profile levels 1 to 3, status enabled (1) or disabled (0), and refuses others', () => {
    expect(EMPLOYEE_LEVELS).toEqual([0, 1, 2, 3]);
    expect(rule('level', 0)).toBeNull();
    expect(rule('level', 3)).toBeNull();
    expect(rule('level', 4, 'Livello')).toBe('Il campo Livello non è valido.');
    expect(rule('status', 1)).toBeNull();
    expect(rule('status', 0)).toBeNull();
    expect(rule('status', 2, 'Stato')).toBe('Il campo Stato non è valido.');
    expect(rule('email', 'non-una-mail', 'Email')).toContain('Il campo Email');
    expect(rule('email', null)).toBeNull();
  });
});

describe('a planned maintenance\'s form (001 §2.2 /ORG/TAB/planned-maintenances; DECISIONS.md "Planned maintenances")', () => {
  const rule = (name: string, value: unknown, values: Record<string, unknown> = {}, label = name) =>
    (registryFormColumns('plannedMaintenances').find((column) => column.name === name)?.rules ?? [])
      .map((check) => check(label)(value as never, values))
      .find((message) => message !== null) ?? null;

  it('asks the object, building, supplier, frequency, status, start, end and next due days and a description; object, building, frequency and start required', () => {
    expect(names(registryFormColumns('plannedMaintenances'))).toEqual([
      'object',
      '_building',
      '_supplier',
      'frequency',
      'status',
      'startDate',
      'endDate',
      'nextDueOn',
      'description',
    ]);
    expect(
      registryFormColumns('plannedMaintenances')
        .filter(isRequiredColumn)
        .map((column) => column.name),
    ).toEqual(['object', '_building', 'frequency', 'startDate']);
  });

  it('takes the frequencies once to yearly and the statuses planned to completed, and refuses others', () => {
    expect(PLANNED_MAINTENANCE_FREQUENCIES).toEqual([
      'once',
      'monthly',
      'quarterly',
      'half_yearly',
      'yearly',
    ]);
    expect(PLANNED_MAINTENANCE_STATUSES).toEqual(['planned', 'active', 'suspended', 'completed']);
    expect(rule('frequency', 'half_yearly')).toBeNull();
    expect(rule('frequency', 'weekly', {}, 'Frequenza')).toBe('Il campo Frequenza non è valido.');
    expect(rule('status', 'completed')).toBeNull();
    expect(rule('status', 'closed', {}, 'Stato')).toBe('Il campo Stato non è valido.');
  });

  it('refuses an object over 80 characters (002 §5.1, §9 title) and a day that does not exist', () => {
    expect(rule('object', 'x'.repeat(81), {}, 'Oggetto')).toBe(
      'Il campo Oggetto deve avere al massimo 80 caratteri',
    );
    expect(rule('startDate', '2027-02-29', {}, 'Inizio')).toBe(
      'Il campo Inizio deve essere una data valida',
    );
    expect(rule('startDate', '2028-02-29')).toBeNull();
    expect(rule('startDate', null, {}, 'Inizio')).toBe('Il campo Inizio è obbligatorio');
  });

  it('refuses an end or next due day before the start day, and takes the same day', () => {
    const start = { startDate: '2027-03-10' };
    expect(rule('endDate', '2027-03-09', start, 'Fine')).toBe(
      'Il campo Fine non può precedere la data di inizio',
    );
    expect(rule('nextDueOn', '2027-01-01', start, 'Prossima scadenza')).toBe(
      'Il campo Prossima scadenza non può precedere la data di inizio',
    );
    expect(rule('endDate', '2027-03-10', start)).toBeNull();
    expect(rule('endDate', '2027-03-09', {})).toBeNull();
  });

  it('starts a new one yearly and planned', () => {
    expect(PLANNED_MAINTENANCE_DEFAULTS).toEqual({ frequency: 'yearly', status: 'planned' });
  });
});

describe("an entitlement's form (002 §3.7, §5.4)", () => {
  it('asks the building and the contact (required), a unit, a deputy, the four roles and a note', () => {
    expect(names(registryFormColumns('entitlements'))).toEqual([
      '_building',
      '_unit',
      '_contact',
      '_contactDeputy',
      'isOwner',
      'isTennant',
      'isCouncilor',
      'isDoorkeeper',
      'note',
    ]);
    expect(
      registryFormColumns('entitlements')
        .filter(isRequiredColumn)
        .map((column) => column.name),
    ).toEqual(['_building', '_contact']);
  });

  it('keeps its building, unit and contact on an edit (DECISIONS.md "Entitlements kept as a registry"); the other registries keep none', () => {
    expect(registryIdentityFields('entitlements')).toEqual(['_building', '_unit', '_contact']);
    expect(registryIdentityFields('units')).toEqual([]);
  });

  it('hides councilor and doorkeeper for a private building (002 §5.4)', () => {
    const flags = registryFormColumns('entitlements', 'private')
      .filter((column) => column.type === 'boolean')
      .map((column) => column.name);
    expect(flags).toEqual(['isOwner', 'isTennant']);
  });
});

describe('a delegated access\'s form (001 §2.2 entitlements-access; DECISIONS.md "Delegated accesses kept as a registry", "Delegated accesses: created, removed, never self-delegated")', () => {
  it("asks the entitlement's building and contact (required) and unit, the deputy (required) and the note, the entitlement's rules for each", () => {
    const columns = registryFormColumns('entitlementsAccess');
    expect(names(columns)).toEqual(['_building', '_unit', '_contact', '_contactDeputy', 'note']);
    expect(columns.filter(isRequiredColumn).map((column) => column.name)).toEqual([
      '_building',
      '_contact',
      '_contactDeputy',
    ]);
    const noteMessages = (entity: 'entitlements' | 'entitlementsAccess', text: string) =>
      (registryFormColumns(entity).find((column) => column.name === 'note')?.rules ?? []).map(
        (rule) => rule('Note')(text),
      );
    for (const text of ['Delega per le assemblee', 'x'.repeat(5000)]) {
      expect(noteMessages('entitlementsAccess', text)).toEqual(noteMessages('entitlements', text));
    }
    expect(noteMessages('entitlementsAccess', 'x'.repeat(5000)).some(Boolean)).toBe(true);
  });

  it("keeps its entitlement's building, unit and contact on an edit, as the entitlement's does", () => {
    expect(registryIdentityFields('entitlementsAccess')).toEqual([
      '_building',
      '_unit',
      '_contact',
    ]);
  });

  it('refuses a deputy who is the delegating contact, on the access form and on the entitlement form alike', () => {
    for (const entity of ['entitlements', 'entitlementsAccess'] as const) {
      const deputy = registryFormColumns(entity).find((column) => column.name === '_contactDeputy');
      const messagesOf = (values: Record<string, unknown>) =>
        (deputy?.rules ?? []).map((rule) => rule('Delegato')(values._contactDeputy, values));
      expect(messagesOf({ _contact: 7, _contactDeputy: 7 })).toContain(
        'Il campo Delegato deve indicare una persona diversa dal titolare del diritto',
      );
      expect(messagesOf({ _contact: 7, _contactDeputy: 8 }).some(Boolean)).toBe(false);
    }
  });
});

describe("registryFormColumns('suppliers') (000 §3, §5; 002 §3.5, §3.9, §5.5, §5.6)", () => {
  const supplierRules = (name: string) =>
    registryFormColumns('suppliers').find((column) => column.name === name)?.rules ?? [];
  const messages = (name: string, value: unknown) =>
    supplierRules(name)
      .map((rule) => rule(name)(value))
      .filter((message) => message !== null);

  it('asks the code, the company data, the categories and the access status; only the company name is required', () => {
    const columns = registryFormColumns('suppliers');
    expect(names(columns)).toEqual([
      'code',
      'name1',
      'name2',
      'vat',
      'nin',
      'street',
      'zip',
      'city',
      'province',
      'country',
      'email',
      'landline',
      'mobile',
      'categories',
      'status',
    ]);
    expect(columns.filter(isRequiredColumn).map((column) => column.name)).toEqual(['name1']);
    // 000 §3 "status enabled or disabled".
    expect(messages('status', 'disabled')).toEqual([]);
    expect(messages('status', 'blocked')).toEqual(['Il campo status non è valido.']);
  });

  it('leaves the VAT number optional (000 §3 "vat may be null (occasional services)") and wants 11 characters when given', () => {
    expect(messages('vat', null)).toEqual([]);
    expect(messages('vat', '01234567890')).toEqual([]);
    expect(messages('vat', '0123')).toEqual(['Il campo vat deve avere esattamente 11 caratteri']);
  });

  it('checks the tax code (000 §5): 11 or 16 characters, and one of 16 a valid codice fiscale', () => {
    expect(messages('nin', '01234567890')).toEqual([]);
    expect(messages('nin', 'RSSMRA80A01F205X')).toEqual([]);
    expect(messages('nin', 'ABC')).toEqual(['Il campo nin deve avere lunghezza 11 o 16']);
    expect(messages('nin', '1234567890123456')).toEqual([
      'Il campo nin deve essere un codice fiscale valido',
    ]);
  });

  it('checks the phone, e-mail, zip and province as the profile form does (000 §5, 002 §5.5)', () => {
    expect(messages('mobile', '12')).toEqual([
      'Il campo mobile deve essere un numero di telefono valido',
    ]);
    expect(messages('email', 'non-una-mail')).toHaveLength(1);
    expect(messages('zip', '123')).toEqual(['Il campo zip deve avere esattamente 5 caratteri']);
    expect(messages('province', 'M1')).toHaveLength(1);
  });

  it('keeps a certified company’s data out of an edit (002 §2.9 "read-only certified data"; DECISIONS.md "Suppliers kept as a registry")', () => {
    expect(registryIdentityFields('suppliers', { certificationStatus: 'validated' })).toEqual(
      SUPPLIER_COMPANY_FIELDS,
    );
    expect(
      registryIdentityFields('suppliers', { certificationStatus: 'under_evaluation' }),
    ).toEqual(SUPPLIER_COMPANY_FIELDS);
    expect(registryIdentityFields('suppliers', { certificationStatus: null })).toEqual([]);
    expect(isCertifiedSupplier({ certificationStatus: null })).toBe(false);
    expect(SUPPLIER_COMPANY_FIELDS).not.toContain('code');
    expect(SUPPLIER_COMPANY_FIELDS).not.toContain('status');
  });
});

describe('registryFieldLabel: the one label of a registry form field, which the form shows and every message names (001 §2.2–2.4; 000 §5 "Il campo X …")', () => {
  it("names the fields as the forms label them: 'Partita IVA', 'Codice fiscale', 'Sito web', 'Nome', 'Millesimi'", () => {
    expect(registryFieldLabel('suppliers', 'vat')).toBe('Partita IVA');
    expect(registryFieldLabel('contacts', 'nin')).toBe('Codice fiscale');
    expect(registryFieldLabel('contacts', 'url')).toBe('Sito web');
    expect(registryFieldLabel('buildings', 'name')).toBe('Nome');
    expect(registryFieldLabel('units', 'thousandths')).toBe('Millesimi');
    expect(registryFieldLabel('employees', 'level')).toBe('Livello');
  });

  it("names a field as its registry does where it differs: an entitlement's contact, an access's delegator, a supplier's access", () => {
    expect(registryFieldLabel('entitlements', '_contact')).toBe('Nominativo');
    expect(registryFieldLabel('entitlementsAccess', '_contact')).toBe('Delegante');
    expect(registryFieldLabel('suppliers', 'status')).toBe('Accesso');
    expect(registryFieldLabel('employees', 'status')).toBe('Stato');
    expect(registryFieldLabel('contacts', 'name2')).toBe('Denominazione aggiuntiva');
  });

  it('leaves no field of any registry form named by its wire name', () => {
    const entities = [
      'contacts',
      'buildings',
      'units',
      'employees',
      'plannedMaintenances',
      'entitlements',
      'entitlementsAccess',
      'suppliers',
    ] as const;
    const unnamed = entities.flatMap((entity) =>
      [null, 'person', 'client', 'private', 'condominium'].flatMap((category) =>
        registryFormColumns(entity, category)
          .filter((column) => registryFieldLabel(entity, column.name) === column.name)
          .map((column) => `${entity}.${column.name}`),
      ),
    );
    expect(unnamed).toEqual([]);
  });
});
