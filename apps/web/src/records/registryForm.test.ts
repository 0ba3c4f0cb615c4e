import { describe, expect, it } from 'vitest';
import {
  emptyRegistryForm,
  registryChoiceLabel,
  registryFieldMap,
  registryFormFields,
  registryFormState,
  registryFormValues,
  validateRegistryForm,
} from './registryForm.ts';

describe('the registry form (001 §2.2–2.4; 000 §5, 002 §5.5 rules)', () => {
  it("labels a person's fields as the contact card does, '(*)' on the required last name (002 §3.8)", () => {
    const fields = registryFormFields('contacts', 'person');
    expect(fields.map((field) => field.label)).toContain('Cognome (*)');
    expect(fields.map((field) => field.label)).toContain('Codice fiscale');
    expect(fields.map((field) => field.name)).not.toContain('name1');
  });

  it("refuses what domain's rules refuse, with 'Il campo X …' naming the field's label", () => {
    const fields = registryFormFields('contacts', 'person');
    const state = emptyRegistryForm(fields);
    state.values.nin = 'ABC';
    state.values.mobile = '12';
    const errors = validateRegistryForm(fields, state);
    expect(errors.lastname).toBe('Il campo Cognome è obbligatorio');
    expect(errors.nin).toBe('Il campo Codice fiscale deve avere lunghezza 11 o 16');
    expect(errors.mobile).toBe('Il campo Cellulare deve essere un numero di telefono valido');
  });

  it('sends trimmed text, nothing typed as null, and reads a stored record back with its version', () => {
    const fields = registryFormFields('buildings', 'private');
    expect(fields.map((field) => field.name)).not.toContain('nin');
    const state = registryFormState(fields, {
      name: 'Villa Olmi',
      city: null,
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.version).toBe('2026-12-01T10:00:00.000Z');
    state.values.street = '  Via Olmi 3 ';
    expect(registryFormValues(fields, state)).toMatchObject({
      name: 'Villa Olmi',
      street: 'Via Olmi 3',
      city: null,
    });
    expect(validateRegistryForm(fields, state)).toEqual({});
    expect(registryFieldMap(fields).name).toBe('values.name');
  });

  it("picks a unit's building and sends its id, its thousandths as a number, its floor as typed (001 §2.2 units)", () => {
    const fields = registryFormFields('units', null);
    expect(fields.map((field) => [field.name, field.kind, field.label])).toEqual([
      ['code', 'text', 'Codice (*)'],
      ['name', 'text', 'Nome (*)'],
      ['_building', 'building', 'Immobile (*)'],
      ['floor', 'text', 'Piano'],
      ['staircase', 'text', 'Scala'],
      ['thousandths', 'number', 'Millesimi'],
    ]);
    const empty = emptyRegistryForm(fields);
    expect(validateRegistryForm(fields, empty)._building).toBe('Il campo Immobile è obbligatorio');
    expect(registryFieldMap(fields)._building).toBe('picked._building');

    const stored = registryFormState(fields, {
      code: 'BA-G7',
      name: 'Garage 7',
      _building: 12,
      building: { id: 12, name: 'Condominio Buenos Aires' },
      floor: 'S1',
      thousandths: 12.5,
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(stored.picked._building).toMatchObject({ id: '12', name: 'Condominio Buenos Aires' });
    stored.values.thousandths = '7,25';
    expect(registryFormValues(fields, stored)).toEqual({
      code: 'BA-G7',
      name: 'Garage 7',
      _building: 12,
      floor: 'S1',
      staircase: null,
      thousandths: 7.25,
    });
    stored.values.thousandths = '-1';
    expect(validateRegistryForm(fields, stored).thousandths).toBe(
      'Il campo Millesimi deve essere maggiore o uguale a zero',
    );
  });

  it("offers an employee's level (the worker's, then 1–3) and status as choices starting at worker and enabled, and sends them as numbers (001 §3, §4.6)", () => {
    const fields = registryFormFields('employees', null);
    const level = fields.find((field) => field.name === 'level');
    expect(level?.kind).toBe('choice');
    expect(level?.choices).toEqual([
      { value: '0', label: 'Operaio' },
      { value: '1', label: 'Livello 1' },
      { value: '2', label: 'Livello 2' },
      { value: '3', label: 'Livello 3' },
    ]);
    expect(fields.find((field) => field.name === 'status')?.choices).toEqual([
      { value: '1', label: 'Attivo' },
      { value: '0', label: 'Disabilitato' },
    ]);
    expect(fields.find((field) => field.name === 'color')?.kind).toBe('color');
    const state = emptyRegistryForm(fields);
    state.values.lastname = 'Serra';
    state.values.firstname = 'Chiara';
    state.values.color = '#3F51B5';
    expect(registryFormValues(fields, state)).toEqual({
      lastname: 'Serra',
      firstname: 'Chiara',
      email: null,
      mobile: null,
      level: 0,
      status: 1,
      color: '#3F51B5',
    });
    expect(validateRegistryForm(fields, state)).toEqual({});
  });
});

describe('the planned maintenance form (001 §2.2 /ORG/TAB/planned-maintenances; DECISIONS.md "Planned maintenances")', () => {
  it('picks the building and the supplier, offers the frequencies and statuses by their labels, and starts yearly and planned', () => {
    const fields = registryFormFields('plannedMaintenances', undefined);
    const kinds = Object.fromEntries(fields.map((field) => [field.name, field.kind]));
    expect(kinds).toMatchObject({
      object: 'text',
      _building: 'building',
      _supplier: 'supplier',
      frequency: 'choice',
      status: 'choice',
      startDate: 'date',
      endDate: 'date',
      nextDueOn: 'date',
      description: 'multiline',
    });
    const frequency = fields.find((field) => field.name === 'frequency');
    expect(frequency?.choices.map((choice) => choice.label)).toEqual([
      'Una tantum',
      'Mensile',
      'Trimestrale',
      'Semestrale',
      'Annuale',
    ]);
    expect(fields.find((field) => field.name === 'status')?.choices[0]?.label).toBe('Pianificata');
    expect(emptyRegistryForm(fields).values).toMatchObject({
      frequency: 'yearly',
      status: 'planned',
      startDate: '',
    });
    expect(fields.find((field) => field.name === 'startDate')?.label).toBe('Data inizio (*)');
  });

  it('reads the stored building and supplier as the detail includes them, and sends their ids and the days as typed', () => {
    const fields = registryFormFields('plannedMaintenances', undefined);
    const state = registryFormState(fields, {
      object: 'Pulizia gronde',
      _building: 7,
      org_buildings: { id: 7, name: 'Condominio Aurora' },
      _supplier: 3,
      org_suppliers: { id: 3, name1: 'Idraulica Bianchi' },
      frequency: 'monthly',
      startDate: '2027-03-01',
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.picked._building).toMatchObject({ id: '7', name: 'Condominio Aurora' });
    expect(state.picked._supplier).toMatchObject({ id: '3', name1: 'Idraulica Bianchi' });
    expect(registryFormValues(fields, state)).toMatchObject({
      _building: 7,
      _supplier: 3,
      frequency: 'monthly',
      startDate: '2027-03-01',
      endDate: null,
    });
  });

  it("tells a history's recorded frequency, status and employee level by the labels the forms offer (DECISIONS.md 'Record history')", () => {
    expect(registryChoiceLabel('plannedMaintenances', 'frequency', 'half_yearly')).toBe(
      'Semestrale',
    );
    expect(registryChoiceLabel('plannedMaintenances', 'status', 'planned')).toBe('Pianificata');
    // Stored as a number, offered as text.
    expect(registryChoiceLabel('employees', 'level', 0)).toBe('Operaio');
    // Not a choice field, or a value no choice has: left to the shared history text.
    expect(registryChoiceLabel('plannedMaintenances', 'note', 'half_yearly')).toBeUndefined();
    expect(registryChoiceLabel('plannedMaintenances', 'frequency', 'hourly')).toBeUndefined();
    expect(registryChoiceLabel('contacts', 'frequency', 'half_yearly')).toBeUndefined();
  });

  it("refuses an end day before the start day with domain's message naming the field", () => {
    const fields = registryFormFields('plannedMaintenances', undefined);
    const state = emptyRegistryForm(fields);
    state.values.object = 'Verifica estintori';
    state.values.startDate = '2027-05-10';
    state.values.endDate = '2027-05-01';
    state.picked._building = { id: '7', name: 'Condominio Aurora' };
    const errors = validateRegistryForm(fields, state);
    expect(errors).toEqual({
      endDate: 'Il campo Data fine non può precedere la data di inizio',
    });
  });
});

describe('the entitlement form (002 §3.7, §5.4)', () => {
  it('picks the building, unit, contact and deputy, offers the four roles with owner on, and labels them as the card does', () => {
    const fields = registryFormFields('entitlements', undefined);
    expect(Object.fromEntries(fields.map((field) => [field.name, field.kind]))).toEqual({
      _building: 'building',
      _unit: 'unit',
      _contact: 'contact',
      _contactDeputy: 'contact',
      isOwner: 'flag',
      isTennant: 'flag',
      isCouncilor: 'flag',
      isDoorkeeper: 'flag',
      note: 'multiline',
    });
    expect(fields.map((field) => field.label)).toEqual([
      'Immobile (*)',
      'Unità',
      'Nominativo (*)',
      'Delegato',
      'Proprietario',
      'Inquilino',
      'Consigliere',
      'Portiere',
      'Note',
    ]);
    expect(emptyRegistryForm(fields).values).toMatchObject({
      isOwner: 'true',
      isTennant: 'false',
      isCouncilor: 'false',
      isDoorkeeper: 'false',
    });
  });

  it('sends the roles as booleans and the picked records as ids, and reads a stored one back', () => {
    const fields = registryFormFields('entitlements', undefined);
    const state = registryFormState(fields, {
      _building: 4,
      building: { id: 4, name: 'Condominio Via Manzoni 12' },
      _contact: 9,
      contact: { id: 9, fullname: 'Elena Fontana' },
      isOwner: false,
      isTennant: true,
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.values.isTennant).toBe('true');
    expect(state.picked._contact).toMatchObject({ id: '9', fullname: 'Elena Fontana' });
    expect(registryFormValues(fields, state)).toMatchObject({
      _building: 4,
      _contact: 9,
      _unit: null,
      isOwner: false,
      isTennant: true,
      isCouncilor: false,
    });
  });
});

describe('the delegated access form (001 §2.2 entitlements-access; DECISIONS.md "Delegated accesses kept as a registry", "Delegated accesses: created, removed, never self-delegated")', () => {
  it("picks the entitlement's building, unit and delegating contact, the deputy among the contacts, and keeps the note, labelled as the card does", () => {
    const fields = registryFormFields('entitlementsAccess', undefined);
    expect(Object.fromEntries(fields.map((field) => [field.name, field.kind]))).toEqual({
      _building: 'building',
      _unit: 'unit',
      _contact: 'contact',
      _contactDeputy: 'contact',
      note: 'multiline',
    });
    expect(fields.map((field) => field.label)).toEqual([
      'Immobile (*)',
      'Unità',
      'Delegante (*)',
      'Delegato (*)',
      'Note',
    ]);
  });

  it('refuses the delegating contact as its own deputy, naming the deputy field', () => {
    const fields = registryFormFields('entitlementsAccess', undefined);
    const state = emptyRegistryForm(fields);
    state.picked._building = { id: '3', name: 'Condominio Buenos Aires' };
    state.picked._contact = { id: '31', name: 'Marco Galli' };
    state.picked._contactDeputy = { id: '31', name: 'Marco Galli' };
    expect(validateRegistryForm(fields, state)._contactDeputy).toBe(
      'Il campo Delegato deve indicare una persona diversa dal titolare del diritto',
    );
    state.picked._contactDeputy = { id: '32', name: 'Lucia Galli' };
    expect(validateRegistryForm(fields, state)._contactDeputy).toBeUndefined();
  });

  it('reads an access row back with its included deputy, sends the picked deputy as its id and the note, the version it was read at kept', () => {
    const fields = registryFormFields('entitlementsAccess', undefined);
    const state = registryFormState(fields, {
      id: 12,
      _building: 3,
      building: { id: 3, name: 'Condominio Buenos Aires' },
      _unit: null,
      _contact: 30,
      contact: { id: 30, fullname: 'Anna Galli' },
      _contactDeputy: 31,
      contactDeputy: { id: 31, fullname: 'Marco Galli' },
      fullname: 'Marco Galli',
      note: 'Delega per le assemblee',
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.picked._contactDeputy).toMatchObject({ id: '31', fullname: 'Marco Galli' });
    expect(state.picked._contact).toMatchObject({ id: '30', fullname: 'Anna Galli' });
    expect(state.values.note).toBe('Delega per le assemblee');
    expect(state.version).toBe('2026-12-01T10:00:00.000Z');
    expect(registryFormValues(fields, state)).toEqual({
      _building: 3,
      _unit: null,
      _contact: 30,
      _contactDeputy: 31,
      note: 'Delega per le assemblee',
    });
  });

  it("refuses an access without a deputy with domain's Italian message, the typed note kept", () => {
    const fields = registryFormFields('entitlementsAccess', undefined);
    const state = emptyRegistryForm(fields);
    state.values.note = 'Da confermare';
    const errors = validateRegistryForm(fields, state);
    expect(errors._contactDeputy).toBe('Il campo Delegato è obbligatorio');
    expect(errors.note).toBeUndefined();
    expect(state.values.note).toBe('Da confermare');
  });
});

describe('the supplier form (001 §2.2 /ORG/TAB/suppliers; 000 §5, 002 §3.9, §5.5, §5.6)', () => {
  it("labels the company's fields as the supplier card does, '(*)' on the required company name, and types the categories as tags", () => {
    const fields = registryFormFields('suppliers', undefined);
    expect(fields.map((field) => field.label)).toContain('Ragione sociale (*)');
    expect(fields.find((field) => field.name === 'categories')).toMatchObject({
      kind: 'tags',
      label: 'Categorie',
    });
    expect(fields.find((field) => field.name === 'vat')?.kind).toBe('text');
    // The organisation-side access, as the card's 'Accesso' (000 §3, §4); a new one enabled.
    expect(fields.find((field) => field.name === 'status')).toMatchObject({
      kind: 'choice',
      label: 'Accesso',
      initial: 'enabled',
      choices: [
        { value: 'enabled', label: 'Abilitato' },
        { value: 'disabled', label: 'Disabilitato' },
      ],
    });
    expect(registryChoiceLabel('suppliers', 'status', 'disabled')).toBe('Disabilitato');
  });

  it('reads the stored categories as the joined tags and sends them back as the comma string (002 §7.5)', () => {
    const fields = registryFormFields('suppliers', undefined);
    const state = registryFormState(fields, {
      name1: 'Vetreria Brianza S.r.l.',
      categories: 'Vetraio,Fabbro',
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.values.categories).toBe('Vetraio,Fabbro');
    state.values.categories = 'Vetraio,Fabbro,Idraulico';
    expect(registryFormValues(fields, state)).toMatchObject({
      name1: 'Vetreria Brianza S.r.l.',
      categories: 'Vetraio,Fabbro,Idraulico',
      vat: null,
    });
    state.values.categories = '';
    expect(registryFormValues(fields, state).categories).toBeNull();
  });

  it("refuses a VAT number, a tax code, a phone, a zip and a province that break domain's rules, naming the fields' labels", () => {
    const fields = registryFormFields('suppliers', undefined);
    const state = emptyRegistryForm(fields);
    Object.assign(state.values, {
      name1: 'Edilizia Rota',
      vat: '0123',
      nin: '1234567890123456',
      mobile: '12',
      zip: '123',
      province: 'M1',
    });
    const errors = validateRegistryForm(fields, state);
    expect(errors.nin).toBe('Il campo Codice fiscale deve essere un codice fiscale valido');
    expect(errors.mobile).toBe('Il campo Cellulare deve essere un numero di telefono valido');
    expect(Object.keys(errors).sort()).toEqual(['mobile', 'nin', 'province', 'vat', 'zip']);
    expect(registryFormValues(fields, state).status).toBe('enabled');
  });
});
