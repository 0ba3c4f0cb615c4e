import { describe, expect, it } from 'vitest';
import { enumField, field, PLAIN_FORMATS, relation, type PlainFormat } from './entityFields.ts';
import {
  fieldText,
  presentField,
  presentationText,
  valueAt,
  type FieldRecord,
  type PresentationContext,
} from './fieldValue.ts';

const NOW = new Date('2026-11-24T10:00:00');

const CONTEXT: PresentationContext = {
  role: 'org_3',
  now: NOW,
  product: 'portineria',
  buildings: [{ id: '1', name: 'Condominio Via Manzoni 12', isPrivate: false }],
};

/**
 * One record per format that the format shows, and the text it must give. `satisfies` makes a
 * new format fail to compile until it has a sample here.
 */
const SAMPLES = {
  text: { record: { value: 'Perdita tubo' }, text: 'Perdita tubo' },
  multiline: { record: { value: 'Riga uno\nRiga due' }, text: 'Riga uno\nRiga due' },
  number: { record: { value: 1234.5 }, text: '1.234,5' },
  date: { record: { value: '2026-03-05' }, text: '05/03/2026' },
  datetime: { record: { value: '2026-03-05T14:30:00' }, text: '05/03/2026 14:30' },
  money: { record: { value: 1234.5 }, text: '1.234,50 €' },
  boolean: { record: { value: true }, text: 'Sì' },
  tags: { record: { value: 'Ascensori,Montacarichi' }, text: 'Ascensori, Montacarichi' },
  color: { record: { value: '#2E7D32' }, text: '#2E7D32' },
  note: { record: { value: 'Avvisare la portineria' }, text: 'Avvisare la portineria' },
  orderStatus: {
    record: { value: 'OPEN', status: 'OPEN', validTo: '2026-12-23', isRead: false },
    text: 'Aperto',
  },
  orderCategory: { record: { value: 'ODP' }, text: 'Ordine ripetuto' },
  orderPriority: { record: { value: 2 }, text: 'Urgente' },
  ticketStatus: {
    record: { value: 'WORKING', status: 'WORKING', priority: 'URGENT' },
    text: 'In lavorazione, Urgente',
  },
  ticketPriority: { record: { value: 'URGENT' }, text: 'Urgente' },
  supplierBadge: {
    record: { value: 'x', vat: '01239870158', status: 'enabled', systemStatus: 'disabled' },
    text: 'Accesso sospeso',
  },
  buildingCategory: { record: { value: true }, text: 'Proprietà' },
  buildingStatus: { record: { value: 'disabled' }, text: 'Disabilitato' },
  employeeStatus: { record: { value: 1 }, text: 'Attivo' },
  employeeRegistration: { record: { value: null }, text: 'Non registrato' },
  claimStatus: { record: { value: 'CLOSE_LIQUIDATED' }, text: 'Chiuso liquidato' },
  activityStatus: {
    record: { value: 'REJECTED', managedFromOrg: true },
    text: "Annullata dall'amministratore",
  },
  taskStatus: { record: { value: 2 }, text: 'Eseguito' },
  folderStatus: { record: { value: 1 }, text: 'Da completare' },
  criticality: { record: { value: 5 }, text: 'Alta' },
  attachments: {
    record: { value: [{ status: 1 }, { status: 0 }] },
    text: '1/2',
  },
  calendarStatus: { record: { value: 1 }, text: 'Completato' },
  communicationOpened: {
    record: { value: 'x', usr_openedInportineria: true },
    text: 'Sì',
  },
  buildingList: { record: { value: [1, 9] }, text: 'Condominio Via Manzoni 12, n. 9' },
  pollOptions: {
    record: { value: [{ label: 'Favorevole', votes: 7 }] },
    text: 'Favorevole: 7 voti',
  },
  quoteProgress: { record: { value: { got: 1, requests: 2 } }, text: '50%' },
} satisfies Record<PlainFormat, { record: FieldRecord; text: string }>;

describe('field values of the entity screens', () => {
  it('reads a nested path and leaves a missing one undefined', () => {
    const order = { org_buildings: { name: 'Condominio Manzoni' } };

    expect(valueAt(order, 'org_buildings.name')).toBe('Condominio Manzoni');
    expect(valueAt(order, 'org_suppliers.name1')).toBeUndefined();
  });

  it.each(PLAIN_FORMATS)('the %s format presents a value the Italian way', (format) => {
    const sample = SAMPLES[format];

    const text = fieldText(sample.record, field('value', 'field.object', format), CONTEXT);

    expect(text).toBe(sample.text);
  });

  it.each(PLAIN_FORMATS.filter((format) => format !== 'note'))(
    "the %s format shows '-' for a field the answer does not carry",
    (format) => {
      expect(fieldText({}, field('value', 'field.object', format), CONTEXT)).toBe('-');
    },
  );

  it("002 §8: an empty note says 'Nessuna nota da visualizzare'", () => {
    const note = field('noteOrg', 'field.noteOrg', 'note');

    expect(fieldText({ noteOrg: null }, note, CONTEXT)).toBe('Nessuna nota da visualizzare');
    expect(fieldText({ noteOrg: '  ' }, note, CONTEXT)).toBe('Nessuna nota da visualizzare');
  });

  it("002 §8: an employee whose _user is null is 'Non registrato'; one with a user is registered", () => {
    const registration = field('_user', 'field.registration', 'employeeRegistration');

    expect(fieldText({ _user: null }, registration, CONTEXT)).toBe('Non registrato');
    expect(fieldText({ _user: 6 }, registration, CONTEXT)).toBe('Registrato');
    expect(presentField(registration, { _user: null }, CONTEXT)).toEqual({
      kind: 'chips',
      chips: [{ label: 'Non registrato', tone: 'warning' }],
    });
  });

  it("002 §8: a ticket without requester says 'Nessun richiedente'", () => {
    const requester = relation('org_contacts', '_contact', 'contact', 'field.requester', {
      empty: 'noRequester',
    });

    expect(fieldText({ _contact: null, org_contacts: null }, requester, CONTEXT)).toBe(
      'Nessun richiedente',
    );
  });

  it("002 §8: a disabled building shows the 'Disabilitato' chip, an enabled one 'Attivo'", () => {
    const status = field('status', 'field.status', 'buildingStatus');

    expect(presentField(status, { status: 'DISABLED' }, CONTEXT)).toEqual({
      kind: 'chips',
      chips: [{ label: 'Disabilitato', tone: 'error' }],
    });
    expect(fieldText({ status: 'enabled' }, status, CONTEXT)).toBe('Attivo');
  });

  it('002 §1: a building is a Condominio or a Proprietà', () => {
    const category = field('isPrivate', 'field.category', 'buildingCategory');

    expect(fieldText({ isPrivate: false }, category, CONTEXT)).toBe('Condominio');
    expect(fieldText({ isPrivate: true }, category, CONTEXT)).toBe('Proprietà');
  });

  it('000 §4: the supplier badge follows its priority (vat null is occasional services)', () => {
    const badge = field('badge', 'field.supplierBadge', 'supplierBadge');

    expect(fieldText({ vat: null, status: 'disabled' }, badge, CONTEXT)).toBe(
      'Con prestazioni occasionali',
    );
    expect(
      fieldText(
        { vat: '1', status: 'enabled', systemStatus: 'enabled', certificationStatus: 'validated' },
        badge,
        CONTEXT,
      ),
    ).toBe('Validato');
  });

  it('002 §4.1: the order status is followed by the chips of the role (usr_3 sees Non letto)', () => {
    const status = field('status', 'field.status', 'orderStatus');
    const order = { status: 'OPEN', validTo: '2026-11-20', isRead: false };

    expect(fieldText(order, status, { ...CONTEXT, role: 'usr_3' })).toBe(
      'Aperto, Non letto, Scaduto',
    );
    expect(fieldText(order, status, CONTEXT)).toBe('Aperto, Scaduto');
  });

  it("002 §4.1: a draft reads 'Bozza' once, not as the status and a chip", () => {
    const status = field('status', 'field.status', 'orderStatus');

    expect(fieldText({ status: 'DRAFT' }, status, CONTEXT)).toBe('Bozza');
  });

  it('booleans read Sì and No; objects are never dumped as JSON', () => {
    expect(fieldText({ flag: false }, field('flag', 'field.isRead', 'boolean'), CONTEXT)).toBe(
      'No',
    );
    expect(fieldText({ value: { a: 1 } }, field('value', 'field.object'), CONTEXT)).toBe('-');
  });

  it('an enumerated value reads its Italian label; an unknown one is shown as it is', () => {
    const visibility = enumField('visibility', 'field.visibility', {
      owner: 'value.visibility.owner',
    });

    expect(fieldText({ visibility: 'owner' }, visibility, CONTEXT)).toBe('Proprietari');
    expect(fieldText({ visibility: 'board' }, visibility, CONTEXT)).toBe('board');
    expect(fieldText({}, visibility, CONTEXT)).toBe('-');
  });

  it('a relation shows the related name: org_buildings.name, name1 name2, fullname', () => {
    const order = {
      _building: 1,
      org_buildings: { id: 1, name: 'Condominio Via Manzoni 12', isPrivate: false },
      _supplier: 3,
      org_suppliers: { id: 3, name1: 'Giardini Moretti', name2: 'di Luigi Moretti' },
      _employee: 2,
      org_employees: { id: 2, fullname: 'Luca Neri' },
    };

    expect(
      fieldText(
        order,
        relation('org_buildings', '_building', 'building', 'field.building'),
        CONTEXT,
      ),
    ).toBe('Condominio Via Manzoni 12');
    expect(
      fieldText(
        order,
        relation('org_suppliers', '_supplier', 'supplier', 'field.supplier'),
        CONTEXT,
      ),
    ).toBe('Giardini Moretti di Luigi Moretti');
    expect(
      fieldText(
        order,
        relation('org_employees', '_employee', 'orgEmployee', 'field.employee'),
        CONTEXT,
      ),
    ).toBe('Luca Neri');
  });

  it('a relation known by id only is named from the user’s buildings, else by its number', () => {
    const building = relation('org_buildings', '_building', 'building', 'field.building');

    expect(presentField(building, { _building: 1 }, CONTEXT)).toMatchObject({
      kind: 'relation',
      id: '1',
      name: 'Condominio Via Manzoni 12',
    });
    expect(fieldText({ _building: 4 }, building, CONTEXT)).toBe('n. 4');
    expect(fieldText({ _building: null }, building, CONTEXT)).toBe('-');
  });

  it('presentation text of a relation without name nor id is the empty mark', () => {
    expect(
      presentationText(
        { kind: 'relation', relation: 'ticket', id: undefined, record: undefined, name: undefined },
        CONTEXT,
      ),
    ).toBe('-');
  });
});
