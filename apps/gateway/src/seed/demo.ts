/**
 * The Italian demo data: two organisations, eight suppliers covering every supplier
 * badge, buildings, registry, orders covering every order chip, activities, tickets, claims,
 * quotes, tokens, communications, notices, polls, calendar, qualification folders, chats,
 * notifications, changelog and help pages. Deterministic: fixed texts, dates relative to `now`.
 */
import { ticketCode } from '@portineria/domain';
import { sql } from 'kysely';
import type { Insertable, Kysely } from 'kysely';
import { jsonb } from '../db/schema.ts';
import type {
  ActivitiesTable,
  CalendarEventsTable,
  CertificationFoldersTable,
  ChatMessagesTable,
  ClaimsTable,
  CommunicationsTable,
  ContactsTable,
  Database,
  EmployeesTable,
  EntitlementsTable,
  NotificationsTable,
  OrdersTable,
  ProfilesTable,
  RemindersTable,
  TicketsTable,
  UnitsTable,
} from '../db/schema.ts';
import { CHANGELOG, HELPER_PAGES } from './content.ts';
import { seedClock } from './clock.ts';
import type { SeedClock } from './clock.ts';
import {
  ADMINISTRATOR_MODULES,
  MODULES_SHOWN_IF_DISABLED,
  PROPERTY_MANAGER_MODULES,
  grantsFor,
  modulesWith,
  residentModules,
  supplierModules,
} from './permissions.ts';
import type { SeedRoleType } from './permissions.ts';
import type { DemoAccount, DemoAccountKey, DemoProfile, DemoSeed } from './types.ts';

/** Options of `seedDemo`. */
export interface SeedDemoOptions {
  /** The instant every relative date is computed from. */
  now: Date;
}

type Db = Kysely<Database>;

/** Runs a multi-row insert of keyed specs and gives back the ids by key (RETURNING keeps order). */
async function insertKeyed<K extends string, V>(
  specs: Record<K, V>,
  run: (values: V[]) => { execute(): Promise<{ id: number }[]> },
): Promise<Record<K, number>> {
  const keys = Object.keys(specs) as K[];
  const rows = await run(keys.map((key) => specs[key])).execute();
  if (rows.length !== keys.length) {
    throw new Error(`seed: ${String(keys.length)} rows expected, ${String(rows.length)} inserted`);
  }
  const result = {} as Record<K, number>;
  keys.forEach((key, index) => {
    const row = rows[index];
    if (!row) throw new Error(`seed: no id for ${key}`);
    result[key] = row.id;
  });
  return result;
}

/**
 * The row with its jsonb array columns sent as JSON text (see `jsonb` in db/schema.ts: node-postgres
 * would send a JavaScript array as a PostgreSQL array literal). Undefined values stay undefined.
 */
function withJsonb<Row extends object>(row: Row, keys: readonly (keyof Row & string)[]): Row {
  const copy: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const key of keys) {
    if (copy[key] !== undefined) copy[key] = jsonb(copy[key]);
  }
  return copy as Row;
}

/** The id of a key, failing loudly when a spec names an unknown key. */
function idOf<K extends string>(ids: Record<K, number>, key: K): number {
  const id = ids[key];
  if (id === undefined) throw new Error(`seed: unknown key ${key}`);
  return id;
}

const ORG_ROSSI_MODULES = ADMINISTRATOR_MODULES;
const ORG_CONTI_MODULES = PROPERTY_MANAGER_MODULES;

/** Fills the database with the demo data. The database must be migrated and empty. */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<DemoSeed> {
  return db.transaction().execute((trx) => seedDemoIn(trx, seedClock(options.now)));
}

async function seedDemoIn(db: Db, clock: SeedClock): Promise<DemoSeed> {
  const { day, at, minutesAgo, now } = clock;
  const year = now.getFullYear();

  // --- Qualifications -------------------------------------------------------------------------
  const qualificationIds = await insertKeyed(
    {
      idraulica: { name: 'Impianti idraulici' },
      elettrico: { name: 'Impianti elettrici' },
      edile: { name: 'Opere edili' },
      pulizie: { name: 'Pulizie' },
      giardinaggio: { name: 'Giardinaggio' },
      ascensori: { name: 'Ascensori' },
      assicurazioni: { name: 'Assicurazioni' },
      perizie: { name: 'Perizie' },
    },
    (values) => db.insertInto('qualifications').values(values).returning('id'),
  );
  const q = (...keys: (keyof typeof qualificationIds)[]): string =>
    keys.map((key) => String(qualificationIds[key])).join(',');

  // --- Organisations --------------------------------------------------------------------------
  const orgs = await insertKeyed(
    {
      studioRossi: {
        name1: 'Studio Rossi Amministrazioni',
        name2: 'di Giulia Rossi',
        org_type: 'administrator' as const,
        vat: '09876540961',
        nin: 'RSSGLI78C45F205X',
        street: 'Via Dante 14',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        email: 'info@studiorossi.example',
        email_e_invoice: 'studiorossi@pec.example',
        code_e_invoice: 'M5UXCR1',
        landline: '02 8645 2210',
        mobile: '347 112 3344',
        certification_status: 'validated' as const,
        modules: modulesWith(ORG_ROSSI_MODULES),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
        licence_level: 3,
        buildings_licenses_total: 10,
        settings: {
          emailsCustomization: { signature: 'Studio Rossi Amministrazioni — Via Dante 14, Milano' },
          qualificationsPack: { name: 'Pacchetto qualifiche base', licences: 20, used: 3 },
        },
      },
      contiGestioni: {
        name1: 'Conti Gestioni Immobiliari S.r.l.',
        name2: null,
        org_type: 'property_manager' as const,
        vat: '11223340015',
        nin: '11223340015',
        street: 'Corso Vittorio Emanuele II 88',
        zip: '10121',
        city: 'Torino',
        province: 'TO',
        email: 'segreteria@contigestioni.example',
        email_e_invoice: 'contigestioni@pec.example',
        code_e_invoice: 'KRRH6B9',
        landline: '011 561 0092',
        mobile: null,
        certification_status: 'validated' as const,
        modules: modulesWith(ORG_CONTI_MODULES),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
        licence_level: 2,
        buildings_licenses_total: 5,
        settings: {},
      },
    },
    (values) =>
      db
        .insertInto('organizations')
        .values(values.map((row) => withJsonb(row, ['modules_show_if_disabled'])))
        .returning('id'),
  );

  // --- Suppliers: one per supplier badge state --------------------------------------------------
  const suppliers = await insertKeyed(
    {
      idraulicaBianchi: {
        code: 'FOR-001',
        name1: 'Idraulica Bianchi S.r.l.',
        name2: null,
        vat: '04512360965',
        street: 'Via Giuseppe Mazzini 31',
        zip: '20099',
        city: 'Sesto San Giovanni',
        province: 'MI',
        email: 'info@idraulicabianchi.example',
        email_accounting: 'amministrazione@idraulicabianchi.example',
        email_planning: 'interventi@idraulicabianchi.example',
        email_system: null,
        landline: '02 2424 7788',
        mobile: '335 700 1122',
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('idraulica'),
        categories: 'Idraulica,Riscaldamento,Spurghi',
        qualification_tags: ['Idraulica', 'Termotecnica'],
        modules: modulesWith(supplierModules(true)),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
      },
      galloImpianti: {
        code: 'FOR-002',
        name1: 'Gallo Impianti Elettrici S.n.c.',
        name2: 'di Anna e Matteo Gallo',
        vat: '07788990158',
        street: 'Viale Monza 120',
        zip: '20127',
        city: 'Milano',
        province: 'MI',
        email: 'ufficio@galloimpianti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 2610 4455',
        mobile: '340 998 7711',
        system_status: 'enabled' as const,
        certification_status: 'under_evaluation' as const,
        qualifications: q('elettrico'),
        categories: 'Elettricista,Citofoni,Illuminazione',
        qualification_tags: ['Elettrico'],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
      },
      giardiniMoretti: {
        code: 'FOR-003',
        name1: 'Giardini Moretti',
        name2: 'di Luigi Moretti',
        vat: null,
        street: 'Via delle Rose 4',
        zip: '20020',
        city: 'Arese',
        province: 'MI',
        email: 'luigi.moretti@giardinimoretti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: null,
        mobile: '333 456 7890',
        system_status: 'enabled' as const,
        certification_status: null,
        qualifications: q('giardinaggio'),
        categories: 'Giardinaggio,Potature',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      edilMarchetti: {
        code: 'FOR-004',
        name1: 'Edil Costruzioni Marchetti S.r.l.',
        name2: null,
        vat: '03344550962',
        street: 'Via Emilia 210',
        zip: '20097',
        city: 'San Donato Milanese',
        province: 'MI',
        email: 'preventivi@edilmarchetti.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 5160 3300',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('edile'),
        categories: 'Edilizia,Tinteggiature,Impermeabilizzazioni',
        qualification_tags: ['Edile'],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      ascensoriLombardi: {
        code: 'FOR-005',
        name1: 'Ascensori Lombardi S.p.A.',
        name2: null,
        vat: '01239870158',
        street: 'Via Ripamonti 99',
        zip: '20141',
        city: 'Milano',
        province: 'MI',
        email: 'assistenza@ascensorilombardi.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 5730 1188',
        mobile: null,
        system_status: 'disabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('ascensori'),
        categories: 'Ascensori,Montacarichi',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      pulizieSplendor: {
        code: 'FOR-006',
        name1: 'Pulizie Splendor S.r.l.',
        name2: null,
        vat: '08877660011',
        street: 'Via Nizza 150',
        zip: '10126',
        city: 'Torino',
        province: 'TO',
        email: 'commerciale@pulizieplendor.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '011 663 2040',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: null,
        qualifications: q('pulizie'),
        categories: 'Pulizie,Sanificazioni',
        qualification_tags: [],
        modules: modulesWith(supplierModules(false)),
        modules_show_if_disabled: [],
      },
      assicurazioniTorre: {
        code: 'FOR-007',
        name1: 'Assicurazioni Torre S.p.A.',
        name2: 'Agenzia Milano Centro',
        vat: '00998877661',
        street: 'Piazza Cordusio 2',
        zip: '20123',
        city: 'Milano',
        province: 'MI',
        email: 'sinistri@assicurazionitorre.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 7201 9900',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('assicurazioni'),
        categories: 'Assicurazioni',
        qualification_tags: [],
        modules: modulesWith([]),
        modules_show_if_disabled: [],
      },
      studioPeritaleFontana: {
        code: 'FOR-008',
        name1: 'Studio Peritale Fontana',
        name2: 'Perito Ing. Marco Fontana',
        vat: '05566770964',
        street: 'Via Torino 61',
        zip: '20123',
        city: 'Milano',
        province: 'MI',
        email: 'perizie@studiofontana.example',
        email_accounting: null,
        email_planning: null,
        email_system: null,
        landline: '02 8909 1212',
        mobile: null,
        system_status: 'enabled' as const,
        certification_status: 'validated' as const,
        qualifications: q('perizie'),
        categories: 'Perizie',
        qualification_tags: [],
        modules: modulesWith([]),
        modules_show_if_disabled: [],
      },
    },
    (values) =>
      db
        .insertInto('suppliers')
        .values(
          values.map((row) => withJsonb(row, ['qualification_tags', 'modules_show_if_disabled'])),
        )
        .returning('id'),
  );
  const S = (key: keyof typeof suppliers): number => idOf(suppliers, key);

  // Each organisation's registry: Edil Marchetti is disabled at Studio Rossi ('Accesso disabilitato').
  const registry: [keyof typeof orgs, keyof typeof suppliers, 'enabled' | 'disabled', string][] = [
    ['studioRossi', 'idraulicaBianchi', 'enabled', 'SR-IDR-01'],
    ['studioRossi', 'galloImpianti', 'enabled', 'SR-ELE-01'],
    ['studioRossi', 'giardiniMoretti', 'enabled', 'SR-GIA-01'],
    ['studioRossi', 'edilMarchetti', 'disabled', 'SR-EDI-01'],
    ['studioRossi', 'ascensoriLombardi', 'enabled', 'SR-ASC-01'],
    ['studioRossi', 'pulizieSplendor', 'enabled', 'SR-PUL-01'],
    ['studioRossi', 'assicurazioniTorre', 'enabled', 'SR-ASS-01'],
    ['studioRossi', 'studioPeritaleFontana', 'enabled', 'SR-PER-01'],
    ['contiGestioni', 'idraulicaBianchi', 'enabled', 'CG-01'],
    ['contiGestioni', 'galloImpianti', 'enabled', 'CG-02'],
    ['contiGestioni', 'pulizieSplendor', 'enabled', 'CG-03'],
  ];
  await db
    .insertInto('organization_suppliers')
    .values(
      registry.map(([org, supplier, status, code]) => ({
        organization_id: idOf(orgs, org),
        supplier_id: S(supplier),
        status,
        code,
        tags: jsonb(status === 'disabled' ? ['Contestazione in corso'] : ['Affidabile']),
      })),
    )
    .execute();

  // --- Users ----------------------------------------------------------------------------------
  const accountSpecs = {
    giulia: ['Giulia', 'Rossi', 'giulia.rossi@studiorossi.example', 'Milano', 'MI'],
    luca: ['Luca', 'Neri', 'luca.neri@studiorossi.example', 'Milano', 'MI'],
    sara: ['Sara', 'Conti', 'sara.conti@contigestioni.example', 'Torino', 'TO'],
    paolo: [
      'Paolo',
      'Bianchi',
      'paolo.bianchi@idraulicabianchi.example',
      'Sesto San Giovanni',
      'MI',
    ],
    anna: ['Anna', 'Gallo', 'anna.gallo@galloimpianti.example', 'Milano', 'MI'],
    maria: ['Maria', 'Verdi', 'maria.verdi@posta.example', 'Milano', 'MI'],
    marco: ['Marco', 'Ferri', 'marco.ferri@posta.example', 'Moncalieri', 'TO'],
    elena: ['Elena', 'Marino', 'elena.marino@portineria.example', 'Roma', 'RM'],
  } as const satisfies Record<DemoAccountKey, readonly [string, string, string, string, string]>;
  const users = await insertKeyed(
    Object.fromEntries(
      Object.entries(accountSpecs).map(([key, [firstname, lastname, email, city, province]]) => [
        key,
        {
          email,
          firstname,
          lastname,
          display_name: `${firstname} ${lastname}`,
          city,
          province,
          country: 'IT',
          mobile: null,
          is_demo: true,
        },
      ]),
    ) as Record<DemoAccountKey, Insertable<Database['users']>>,
    (values) => db.insertInto('users').values(values).returning('id'),
  );
  const U = (key: DemoAccountKey): number => idOf(users, key);

  // --- Contacts: persons and clients ----------------------------------------------------------
  const person = (
    org: keyof typeof orgs,
    firstname: string,
    lastname: string,
    extra: Partial<Insertable<ContactsTable>> = {},
  ): Insertable<ContactsTable> => ({
    organization_id: idOf(orgs, org),
    is_person: true,
    is_client: false,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    email: `${firstname}.${lastname}`.toLowerCase().replace(/[^a-z.]/g, '') + '@posta.example',
    ...extra,
  });
  const client = (
    org: keyof typeof orgs,
    name1: string,
    extra: Partial<Insertable<ContactsTable>> = {},
  ): Insertable<ContactsTable> => ({
    organization_id: idOf(orgs, org),
    is_person: false,
    is_client: true,
    name1,
    fullname: name1,
    ...extra,
  });
  const contacts = await insertKeyed(
    {
      maria: person('studioRossi', 'Maria', 'Verdi', {
        user_id: U('maria'),
        email: accountSpecs.maria[2],
        mobile: '348 221 9087',
        street: 'Via Alessandro Manzoni 12',
        city: 'Milano',
        zip: '20121',
        province: 'MI',
        nin: 'VRDMRA70A41F205K',
      }),
      colombo: person('studioRossi', 'Giovanni', 'Colombo', { mobile: '339 870 1234' }),
      galli: person('studioRossi', 'Laura', 'Galli'),
      deLuca: person('studioRossi', 'Franco', 'De Luca', { mobile: '320 445 6677' }),
      barbieri: person('studioRossi', 'Alessandra', 'Barbieri'),
      lombardo: person('studioRossi', 'Roberto', 'Lombardo'),
      mancini: person('studioRossi', 'Elisa', 'Mancini'),
      farmacia: client('studioRossi', 'Farmacia Manzoni S.n.c.', {
        vat: '06655440968',
        street: 'Via Alessandro Manzoni 12',
        city: 'Milano',
        zip: '20121',
        province: 'MI',
        email: 'farmacia.manzoni@posta.example',
      }),
      barCentrale: client('studioRossi', 'Bar Centrale di Greco Antonio', {
        vat: '07711220969',
        email: 'barcentrale@posta.example',
      }),
      marco: person('contiGestioni', 'Marco', 'Ferri', {
        user_id: U('marco'),
        email: accountSpecs.marco[2],
        mobile: '347 665 2231',
        street: 'Strada del Nobile 3',
        city: 'Moncalieri',
        zip: '10024',
        province: 'TO',
      }),
      giuliaResident: person('contiGestioni', 'Giulia', 'Rossi', {
        user_id: U('giulia'),
        email: accountSpecs.giulia[2],
      }),
      marchi: person('contiGestioni', 'Paola', 'Marchi'),
      costa: person('contiGestioni', 'Andrea', 'Costa'),
      immobiliarePo: client('contiGestioni', 'Immobiliare Po S.r.l.', {
        vat: '09988770012',
        city: 'Torino',
        province: 'TO',
        email: 'info@immobiliarepo.example',
      }),
    },
    (values) => db.insertInto('contacts').values(values).returning('id'),
  );
  const C = (key: keyof typeof contacts): number => idOf(contacts, key);

  // --- Employees ------------------------------------------------------------------------------
  const orgEmployee = (
    org: keyof typeof orgs,
    firstname: string,
    lastname: string,
    level: number,
    color: string,
    extra: Partial<Insertable<EmployeesTable>> = {},
  ): Insertable<EmployeesTable> => ({
    organization_id: idOf(orgs, org),
    supplier_id: null,
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    level,
    status: 1,
    color,
    ...extra,
  });
  const splEmployee = (
    supplier: keyof typeof suppliers,
    firstname: string,
    lastname: string,
    level: number,
    color: string,
    extra: Partial<Insertable<EmployeesTable>> = {},
  ): Insertable<EmployeesTable> => ({
    organization_id: null,
    supplier_id: S(supplier),
    firstname,
    lastname,
    fullname: `${firstname} ${lastname}`,
    level,
    status: 1,
    color,
    ...extra,
  });
  const employees = await insertKeyed(
    {
      giulia: orgEmployee('studioRossi', 'Giulia', 'Rossi', 3, '#1565C0', {
        user_id: U('giulia'),
        email: accountSpecs.giulia[2],
      }),
      luca: orgEmployee('studioRossi', 'Luca', 'Neri', 1, '#2E7D32', {
        user_id: U('luca'),
        email: accountSpecs.luca[2],
      }),
      francesca: orgEmployee('studioRossi', 'Francesca', 'Romano', 2, '#AD1457'),
      davide: orgEmployee('studioRossi', 'Davide', 'Esposito', 0, '#6D4C41'),
      chiara: orgEmployee('studioRossi', 'Chiara', 'Ricci', 1, '#757575', { status: 0 }),
      sara: orgEmployee('contiGestioni', 'Sara', 'Conti', 2, '#EF6C00', {
        user_id: U('sara'),
        email: accountSpecs.sara[2],
      }),
      alberto: orgEmployee('contiGestioni', 'Alberto', 'Conti', 3, '#283593'),
      roberta: orgEmployee('contiGestioni', 'Roberta', 'Gatti', 1, '#00838F'),
      paolo: splEmployee('idraulicaBianchi', 'Paolo', 'Bianchi', 3, '#0277BD', {
        user_id: U('paolo'),
        email: accountSpecs.paolo[2],
      }),
      giorgio: splEmployee('idraulicaBianchi', 'Giorgio', 'Bianchi', 0, '#558B2F'),
      simone: splEmployee('idraulicaBianchi', 'Simone', 'Ferraro', 1, '#8E24AA'),
      anna: splEmployee('galloImpianti', 'Anna', 'Gallo', 1, '#C62828', {
        user_id: U('anna'),
        email: accountSpecs.anna[2],
      }),
      matteo: splEmployee('galloImpianti', 'Matteo', 'Gallo', 3, '#F9A825'),
    },
    (values) => db.insertInto('employees').values(values).returning('id'),
  );
  const E = (key: keyof typeof employees): number => idOf(employees, key);

  // --- Buildings ------------------------------------------------------------------------------
  const buildings = await insertKeyed(
    {
      manzoni: {
        organization_id: orgs.studioRossi,
        code: 'CND-001',
        name: 'Condominio Via Manzoni 12',
        doorkeeper_hours: 'Dal lunedì al sabato, 7:30–12:30 e 15:00–19:00',
        street: 'Via Alessandro Manzoni 12',
        zip: '20121',
        city: 'Milano',
        province: 'MI',
        nin: '97012340156',
        cadastral_municipality: 'Milano',
        is_private: false,
        active_building_license: true,
        licence_expires_on: day(300),
      },
      buenosAires: {
        organization_id: orgs.studioRossi,
        code: 'CND-002',
        name: 'Condominio Corso Buenos Aires 45',
        street: 'Corso Buenos Aires 45',
        zip: '20124',
        city: 'Milano',
        province: 'MI',
        nin: '97055660157',
        cadastral_municipality: 'Milano',
        is_private: false,
      },
      parcoTigli: {
        organization_id: orgs.studioRossi,
        code: 'CND-003',
        name: 'Supercondominio Parco dei Tigli',
        street: 'Via Lecco 18',
        zip: '20900',
        city: 'Monza',
        province: 'MB',
        nin: '94011220152',
        cadastral_municipality: 'Monza',
        is_private: false,
        is_managed_external: true,
        // managed for Studio Rossi by the property manager (migration 0100, buildings/manager/search)
        manager_organization_id: orgs.contiGestioni,
      },
      padova: {
        organization_id: orgs.studioRossi,
        code: 'CND-004',
        name: 'Condominio Via Padova 88',
        street: 'Via Padova 88',
        zip: '20127',
        city: 'Milano',
        province: 'MI',
        nin: '97088990158',
        cadastral_municipality: 'Milano',
        is_private: false,
        status: 'disabled' as const,
        // a disabled building that keeps its licence: the key icon of 002 §4.6
        active_building_license: true,
        licence_expires_on: day(200),
      },
      villaVerdi: {
        organization_id: orgs.studioRossi,
        code: 'PRV-001',
        name: 'Villa Verdi',
        street: 'Via dei Ciliegi 7',
        zip: '24121',
        city: 'Bergamo',
        province: 'BG',
        nin: null,
        cadastral_municipality: 'Bergamo',
        is_private: true,
      },
      buildinglessContainer: {
        organization_id: orgs.studioRossi,
        code: 'USR-000',
        name: 'Utenti senza immobile',
        street: null,
        zip: null,
        city: null,
        province: null,
        nin: null,
        cadastral_municipality: null,
        is_private: false,
        is_buildingless_users_container: true,
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        code: 'TO-001',
        name: 'Residenza Le Mimose',
        street: 'Via Po 21',
        zip: '10124',
        city: 'Torino',
        province: 'TO',
        nin: '97611220014',
        cadastral_municipality: 'Torino',
        is_private: false,
        active_building_license: true,
        licence_expires_on: day(120),
      },
      casaFerri: {
        organization_id: orgs.contiGestioni,
        code: 'TO-P01',
        name: 'Casa Ferri',
        street: 'Strada del Nobile 3',
        zip: '10024',
        city: 'Moncalieri',
        province: 'TO',
        nin: null,
        cadastral_municipality: 'Moncalieri',
        is_private: true,
      },
      viaRoma: {
        organization_id: orgs.contiGestioni,
        code: 'TO-P02',
        name: 'Appartamento Via Roma 5',
        street: 'Via Roma 5',
        zip: '10123',
        city: 'Torino',
        province: 'TO',
        nin: null,
        cadastral_municipality: 'Torino',
        is_private: true,
      },
    },
    (values) => db.insertInto('buildings').values(values).returning('id'),
  );
  const B = (key: keyof typeof buildings): number => idOf(buildings, key);
  const orgOfBuilding = (key: keyof typeof buildings): number =>
    ['mimose', 'casaFerri', 'viaRoma'].includes(key) ? orgs.contiGestioni : orgs.studioRossi;

  // --- Units ----------------------------------------------------------------------------------
  const unit = (
    building: keyof typeof buildings,
    code: string,
    name: string,
    unitType: string,
    floor: string | null,
    thousandths: number | null,
  ): Insertable<UnitsTable> => ({
    organization_id: orgOfBuilding(building),
    building_id: B(building),
    code,
    name,
    unit_type: unitType,
    staircase: unitType === 'apartment' ? 'A' : null,
    floor,
    thousandths,
    cadastral_sheet: '312',
    cadastral_parcel: '45',
    cadastral_sub: code.replace(/\D/g, '') || '1',
  });
  const units = await insertKeyed(
    {
      manzoni1: unit('manzoni', 'M-01', 'Interno 1', 'apartment', '1', 112.5),
      manzoni2: unit('manzoni', 'M-02', 'Interno 2', 'apartment', '1', 98.25),
      manzoni3: unit('manzoni', 'M-03', 'Interno 3', 'apartment', '2', 105),
      manzoni4: unit('manzoni', 'M-04', 'Interno 4', 'apartment', '2', 101.75),
      manzoniShop: unit('manzoni', 'M-N1', 'Negozio A', 'shop', 'T', 80),
      manzoniBox: unit('manzoni', 'M-B1', 'Box 1', 'garage', 'S1', 12),
      buenosAires1: unit('buenosAires', 'BA-01', 'Interno 1', 'apartment', '1', 150),
      buenosAires2: unit('buenosAires', 'BA-02', 'Interno 2', 'apartment', '2', 140),
      buenosAires3: unit('buenosAires', 'BA-03', 'Interno 3', 'apartment', '3', 145),
      parcoTigli1: unit('parcoTigli', 'PT-A1', 'Scala A interno 1', 'apartment', '1', 60),
      padova1: unit('padova', 'PD-01', 'Interno 1', 'apartment', '1', 210),
      villaVerdi: unit('villaVerdi', 'VV-01', 'Villa', 'house', null, null),
      mimose1: unit('mimose', 'LM-01', 'Interno 1', 'apartment', '1', 120),
      mimose2: unit('mimose', 'LM-02', 'Interno 2', 'apartment', '2', 130),
      mimose4: unit('mimose', 'LM-04', 'Interno 4', 'office', '3', 95),
      casaFerri: unit('casaFerri', 'CF-01', 'Casa', 'house', null, null),
      viaRoma: unit('viaRoma', 'VR-01', 'Appartamento terzo piano', 'apartment', '3', null),
    },
    (values) => db.insertInto('units').values(values).returning('id'),
  );

  // --- Entitlements ---------------------------------------------------------------------------
  const entitlement = (
    building: keyof typeof buildings,
    unitKey: keyof typeof units | null,
    contactKey: keyof typeof contacts,
    roles: Partial<
      Pick<
        Insertable<EntitlementsTable>,
        'is_owner' | 'is_tennant' | 'is_councilor' | 'is_doorkeeper' | 'note' | 'contact_deputy_id'
      >
    >,
    userId: number | null = null,
  ): Insertable<EntitlementsTable> => ({
    organization_id: orgOfBuilding(building),
    building_id: B(building),
    unit_id: unitKey ? idOf(units, unitKey) : null,
    contact_id: C(contactKey),
    user_id: userId,
    ...roles,
  });
  await db
    .insertInto('entitlements')
    .values([
      entitlement(
        'manzoni',
        'manzoni4',
        'maria',
        { is_tennant: true, note: 'Inquilina dal 2021' },
        U('maria'),
      ),
      entitlement('villaVerdi', 'villaVerdi', 'maria', { is_owner: true }, U('maria')),
      entitlement('manzoni', 'manzoni4', 'colombo', { is_owner: true, is_councilor: true }),
      entitlement('manzoni', 'manzoni1', 'galli', { is_owner: true }),
      entitlement('manzoni', null, 'deLuca', {
        is_doorkeeper: true,
        note: 'Portiere dal lunedì al sabato',
      }),
      entitlement('manzoni', 'manzoniShop', 'farmacia', { is_owner: true }),
      entitlement('buenosAires', 'buenosAires2', 'barbieri', {
        is_owner: true,
        is_councilor: true,
      }),
      entitlement('buenosAires', 'buenosAires3', 'lombardo', {
        is_tennant: true,
        contact_deputy_id: C('barbieri'),
      }),
      entitlement('buenosAires', 'buenosAires1', 'barCentrale', { is_tennant: true }),
      entitlement('parcoTigli', 'parcoTigli1', 'mancini', { is_owner: true }),
      entitlement('mimose', 'mimose2', 'giuliaResident', { is_owner: true }, U('giulia')),
      entitlement('mimose', 'mimose1', 'marchi', { is_tennant: true }),
      entitlement('mimose', 'mimose4', 'immobiliarePo', { is_owner: true }),
      entitlement('mimose', 'mimose1', 'costa', { is_owner: true }),
      entitlement('casaFerri', 'casaFerri', 'marco', { is_owner: true }, U('marco')),
      entitlement('viaRoma', 'viaRoma', 'marco', { is_owner: true }, U('marco')),
    ])
    .execute();

  // --- Profiles -------------------------------------------------------------------------------
  const orgName = {
    studioRossi: 'Studio Rossi Amministrazioni',
    contiGestioni: 'Conti Gestioni Immobiliari S.r.l.',
  };
  interface ProfileSpec {
    account: DemoAccountKey;
    roleType: SeedRoleType;
    level: number;
    org?: keyof typeof orgs;
    supplier?: keyof typeof suppliers;
    contact?: keyof typeof contacts;
  }
  const profileSpecs: ProfileSpec[] = [
    { account: 'giulia', roleType: 'ORG', level: 3, org: 'studioRossi' },
    {
      account: 'giulia',
      roleType: 'USR',
      level: 2,
      org: 'contiGestioni',
      contact: 'giuliaResident',
    },
    { account: 'luca', roleType: 'ORG', level: 1, org: 'studioRossi' },
    { account: 'sara', roleType: 'ORG', level: 2, org: 'contiGestioni' },
    { account: 'paolo', roleType: 'SPL', level: 3, supplier: 'idraulicaBianchi' },
    { account: 'anna', roleType: 'SPL', level: 1, supplier: 'galloImpianti' },
    { account: 'maria', roleType: 'USR', level: 3, org: 'studioRossi', contact: 'maria' },
    { account: 'marco', roleType: 'USR', level: 1, org: 'contiGestioni', contact: 'marco' },
    { account: 'elena', roleType: 'SYS', level: 3 },
    // Conti Gestioni manages buildings for Studio Rossi (organizations.manager_organization_id):
    // Sara also works in Studio Rossi, and that profile names her Conti profile as its manager
    // profile (002 §2.11 "Go-to-manager-profile action"). Last, so earlier profile ids stay.
    { account: 'sara', roleType: 'ORG', level: 1, org: 'studioRossi' },
  ];
  const supplierSpecs = {
    idraulicaBianchi: { name: 'Idraulica Bianchi S.r.l.', modules: supplierModules(true) },
    galloImpianti: { name: 'Gallo Impianti Elettrici S.n.c.', modules: supplierModules(false) },
  } as const;
  const orgModules = { studioRossi: ORG_ROSSI_MODULES, contiGestioni: ORG_CONTI_MODULES };
  const orgLicence = { studioRossi: 3, contiGestioni: 2 };
  const profileRow = (spec: ProfileSpec, index: number): Insertable<ProfilesTable> => {
    const role = `${spec.roleType.toLowerCase()}_${String(spec.level)}`;
    const common = {
      user_id: U(spec.account),
      uid: `pending:${String(index)}`,
      product: 'portineria',
      role,
      role_type: spec.roleType,
      level: spec.level,
      permissions: grantsFor(spec.roleType, spec.level),
      modules_show_if_disabled: [...MODULES_SHOWN_IF_DISABLED],
    };
    if (spec.roleType === 'ORG' && spec.org) {
      return {
        ...common,
        company_type: 'sys_organizations',
        company_id: idOf(orgs, spec.org),
        company_name: orgName[spec.org],
        organization_id: idOf(orgs, spec.org),
        moduli: modulesWith(orgModules[spec.org]),
        licence_level: orgLicence[spec.org],
        interfaccia_archivioplus: spec.org === 'studioRossi' ? true : null,
        interfaccia_notificoonline: spec.org === 'studioRossi' ? true : null,
        // Menu entry ids (./resources/pinnedLinks.ts): service orders, claims, suppliers.
        pinned_links:
          spec.level === 3 ? ['orgOrdersList:service', 'orgClaimsList', 'orgSuppliersList'] : [],
      };
    }
    if (spec.roleType === 'SPL' && spec.supplier) {
      const supplierSpec = supplierSpecs[spec.supplier as keyof typeof supplierSpecs];
      return {
        ...common,
        company_type: 'suppliers',
        company_id: S(spec.supplier),
        company_name: supplierSpec.name,
        supplier_id: S(spec.supplier),
        moduli: modulesWith(supplierSpec.modules),
        licence_level: 1,
      };
    }
    if (spec.roleType === 'USR' && spec.org && spec.contact) {
      return {
        ...common,
        company_type: 'org_contacts',
        company_id: C(spec.contact),
        company_name: orgName[spec.org],
        organization_id: idOf(orgs, spec.org),
        contact_id: C(spec.contact),
        moduli: modulesWith(residentModules(orgModules[spec.org])),
        licence_level: orgLicence[spec.org],
      };
    }
    return {
      ...common,
      company_type: 'sys_organizations',
      company_id: 0,
      company_name: 'Portineria — Back office',
      moduli: modulesWith([...ADMINISTRATOR_MODULES, 'qualifications', 'moduleManagerOrg']),
      modules_show_if_disabled: [],
      licence_level: 3,
    };
  };
  const profileRows = await db
    .insertInto('profiles')
    .values(
      profileSpecs
        .map(profileRow)
        .map((row) => withJsonb(row, ['permissions', 'modules_show_if_disabled', 'pinned_links'])),
    )
    .returning(['id', 'role', 'role_type', 'company_id'])
    .execute();
  await db
    .updateTable('profiles')
    .set({ uid: sql<string>`'portineria:' || lower(role_type) || ':' || id::text` })
    .where('uid', 'like', 'pending:%')
    .execute();
  const saraProfileIn = (org: 'studioRossi' | 'contiGestioni') => {
    const index = profileSpecs.findIndex(
      (spec) => spec.account === 'sara' && spec.roleType === 'ORG' && spec.org === org,
    );
    const row = profileRows[index];
    if (!row) throw new Error(`seed: Sara's ${org} profile missing`);
    return row.id;
  };
  await db
    .updateTable('profiles')
    .set({ manager_profile_id: saraProfileIn('contiGestioni') })
    .where('id', '=', saraProfileIn('studioRossi'))
    .execute();

  const accounts = {} as Record<DemoAccountKey, DemoAccount>;
  for (const key of Object.keys(accountSpecs) as DemoAccountKey[]) {
    const [firstname, lastname, email] = accountSpecs[key];
    accounts[key] = {
      key,
      userId: U(key),
      email,
      displayName: `${firstname} ${lastname}`,
      profiles: [],
      profileByType: {},
      employeeId: key in employees ? idOf(employees, key as keyof typeof employees) : null,
      contactId:
        key === 'giulia'
          ? C('giuliaResident')
          : key in contacts
            ? idOf(contacts, key as keyof typeof contacts)
            : null,
    };
  }
  profileSpecs.forEach((spec, index) => {
    const row = profileRows[index];
    if (!row) throw new Error('seed: profile row missing');
    const profile: DemoProfile = {
      uid: `portineria:${row.role_type.toLowerCase()}:${String(row.id)}`,
      profileId: row.id,
      role: row.role,
      roleType: row.role_type,
      companyId: row.company_id,
    };
    accounts[spec.account].profiles.push(profile);
    // The first profile of each type: Sara's Studio Rossi profile comes after her Conti one.
    accounts[spec.account].profileByType[profile.roleType] ??= profile;
  });
  const P = (key: DemoAccountKey, type: DemoProfile['roleType']): number => {
    const profile = accounts[key].profileByType[type];
    if (!profile) throw new Error(`seed: ${key} has no ${type} profile`);
    return profile.profileId;
  };

  // --- Tickets --------------------------------------------------------------------------------
  let ticketNumber = 0;
  const ticket = (
    building: keyof typeof buildings,
    object: string,
    status: 'OPEN' | 'WORKING' | 'CLOSED',
    priority: 'NORMAL' | 'URGENT',
    contactKey: keyof typeof contacts,
    assignee: keyof typeof employees | null,
    daysAgo: number,
    extra: Partial<Insertable<TicketsTable>> = {},
  ): Insertable<TicketsTable> => {
    ticketNumber += 1;
    const created = at(-daysAgo, 9 + (ticketNumber % 8), (ticketNumber * 7) % 60);
    return {
      organization_id: orgOfBuilding(building),
      building_id: B(building),
      contact_id: C(contactKey),
      assign_to_employee_id: assignee ? E(assignee) : null,
      code: ticketCode(year, ticketNumber),
      object,
      description: `${object}. Segnalazione ricevuta dal portale.`,
      status,
      priority,
      visibility: 'owner',
      date_ticket: created,
      closed_at: status === 'CLOSED' ? at(-daysAgo + 2, 17) : null,
      created_at: created,
      updated_at: status === 'OPEN' ? created : at(-Math.max(daysAgo - 1, 0), 18),
      ...extra,
    };
  };
  const tickets = await insertKeyed(
    {
      infiltrazione: ticket(
        'manzoni',
        'Infiltrazione dal soffitto del bagno',
        'OPEN',
        'NORMAL',
        'maria',
        'luca',
        1,
        {
          created_by_user_id: U('maria'),
          description:
            'Dal soffitto del bagno dell’interno 4 scende acqua quando piove. Chiedo un sopralluogo.',
        },
      ),
      ascensore: ticket(
        'buenosAires',
        'Ascensore fermo al terzo piano',
        'OPEN',
        'URGENT',
        'lombardo',
        null,
        0,
      ),
      lampadina: ticket(
        'manzoni',
        'Lampadina fulminata sul pianerottolo',
        'WORKING',
        'NORMAL',
        'colombo',
        'giulia',
        4,
      ),
      cantina: ticket(
        'manzoni',
        'Perdita d’acqua in cantina',
        'WORKING',
        'URGENT',
        'deLuca',
        'luca',
        2,
      ),
      regolamento: ticket(
        'buenosAires',
        'Richiesta copia del regolamento condominiale',
        'CLOSED',
        'NORMAL',
        'barbieri',
        'francesca',
        20,
      ),
      cancello: ticket(
        'manzoni',
        'Cancello carraio bloccato',
        'CLOSED',
        'URGENT',
        'maria',
        'luca',
        12,
        {
          created_by_user_id: U('maria'),
        },
      ),
      tapparella: ticket(
        'villaVerdi',
        'Tapparella rotta in soggiorno',
        'OPEN',
        'NORMAL',
        'maria',
        null,
        3,
        {
          created_by_user_id: U('maria'),
        },
      ),
      rubinetto: ticket(
        'casaFerri',
        'Rubinetto che gocciola in cucina',
        'OPEN',
        'NORMAL',
        'marco',
        'sara',
        1,
        {
          created_by_user_id: U('marco'),
        },
      ),
      serranda: ticket(
        'mimose',
        'Serranda del garage bloccata',
        'WORKING',
        'URGENT',
        'marchi',
        'sara',
        3,
      ),
      citofonoMimose: ticket(
        'mimose',
        'Citofono non funzionante',
        'CLOSED',
        'NORMAL',
        'costa',
        'roberta',
        30,
      ),
    },
    (values) => db.insertInto('tickets').values(values).returning('id'),
  );
  const T = (key: keyof typeof tickets): number => idOf(tickets, key);

  // --- Orders: every chip state ---------------------------------------------------------------
  let odsNumber = 0;
  let odpNumber = 0;
  const order = (
    building: keyof typeof buildings,
    supplier: keyof typeof suppliers | null,
    category: 'ODS' | 'ODP',
    status: 'DRAFT' | 'OPEN' | 'CLOSE' | 'VALIDATION',
    object: string,
    daysAgo: number,
    extra: Partial<Insertable<OrdersTable>> = {},
  ): Insertable<OrdersTable> => {
    const sequence = category === 'ODS' ? (odsNumber += 1) : (odpNumber += 1);
    const created = at(-daysAgo, 8 + (sequence % 9), (sequence * 11) % 60);
    const organizationId = orgOfBuilding(building);
    return {
      organization_id: organizationId,
      building_id: B(building),
      supplier_id: supplier ? S(supplier) : null,
      employee_id:
        organizationId === orgs.studioRossi ? E(sequence % 2 === 0 ? 'luca' : 'giulia') : E('sara'),
      category,
      status,
      code:
        status === 'DRAFT'
          ? null
          : `${category}-${String(year)}-${String(sequence).padStart(4, '0')}${organizationId === orgs.contiGestioni ? '-CG' : ''}`,
      object,
      description: `${object} presso ${building === 'villaVerdi' || building === 'casaFerri' ? 'l’abitazione' : 'lo stabile'}.`,
      date_order: day(-daysAgo),
      valid_from: day(-daysAgo),
      valid_to: category === 'ODS' ? day(-daysAgo + 30) : day(-daysAgo + 365),
      priority: 1,
      is_read: status !== 'DRAFT',
      created_by_user_id: organizationId === orgs.studioRossi ? U('giulia') : U('sara'),
      created_at: created,
      updated_at: created,
      ...extra,
    };
  };
  const orders = await insertKeyed(
    {
      draft: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'DRAFT',
        'Sostituzione rubinetto del cortile',
        1,
        {
          is_read: false,
        },
      ),
      unread: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Perdita tubo bagno interno 4',
        1,
        {
          is_read: false,
          priority: 2,
          ticket_id: T('infiltrazione'),
          notify_doorkeeper: true,
          note_org: 'Avvisare la signora Verdi prima dell’intervento.',
        },
      ),
      read: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Verifica pressione impianto idrico',
        3,
        {
          is_read: true,
          read_at: at(-2, 10),
        },
      ),
      accepted: order('manzoni', 'galloImpianti', 'ODS', 'OPEN', 'Riparazione citofono', 5, {
        is_read: true,
        is_accepted: true,
      }),
      planned: order(
        'manzoni',
        'galloImpianti',
        'ODS',
        'OPEN',
        'Sostituzione lampade delle scale',
        6,
        {
          is_read: true,
          is_accepted: true,
          is_planned: true,
          estimated_job_end_date: day(5),
          ticket_id: T('lampadina'),
        },
      ),
      expired: order(
        'buenosAires',
        'pulizieSplendor',
        'ODS',
        'OPEN',
        'Pulizia straordinaria delle cantine',
        45,
        {
          valid_to: day(-10),
        },
      ),
      pending: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Ricerca guasto caldaia centralizzata',
        8,
        {
          is_accepted: true,
          is_pending: true,
          note_spl: 'Ricambio ordinato, in attesa di consegna.',
        },
      ),
      suspended: order(
        'buenosAires',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Rifacimento colonna di scarico',
        15,
        {
          is_accepted: true,
          is_suspended: true,
        },
      ),
      partial: order(
        'buenosAires',
        'galloImpianti',
        'ODS',
        'OPEN',
        'Manutenzione cancello automatico',
        12,
        {
          is_accepted: true,
          is_partial: true,
        },
      ),
      rejected: order(
        'buenosAires',
        'edilMarchetti',
        'ODS',
        'OPEN',
        'Tinteggiatura dell’androne',
        18,
        {
          is_rejected: true,
        },
      ),
      validation: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'CLOSE',
        'Sostituzione valvola di zona',
        25,
        {
          is_accepted: true,
          asked_price: 380,
          closed_at: at(-2, 16),
        },
      ),
      forcedClose: order(
        'buenosAires',
        'idraulicaBianchi',
        'ODS',
        'CLOSE',
        'Disostruzione pluviale',
        40,
        {
          is_accepted: true,
          is_forced_close: true,
          closed_at: at(-20, 12),
        },
      ),
      inValidation: order(
        'manzoni',
        'idraulicaBianchi',
        'ODS',
        'VALIDATION',
        'Riparazione perdita dal terrazzo',
        30,
        {
          is_accepted: true,
          is_partial: true,
          is_rejected: true,
          asked_price: 1250.5,
        },
      ),
      closed: order(
        'buenosAires',
        'pulizieSplendor',
        'ODS',
        'CLOSE',
        'Pulizia vetrate dell’ingresso',
        60,
        {
          is_accepted: true,
          amount: 240,
          closed_at: at(-50, 12),
        },
      ),
      privateRepair: order(
        'villaVerdi',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Riparazione scarico lavatrice',
        2,
        {
          is_read: false,
        },
      ),
      disabledBuilding: order(
        'padova',
        'galloImpianti',
        'ODS',
        'OPEN',
        'Messa a norma quadro elettrico',
        90,
        {
          valid_to: day(-60),
          is_accepted: true,
        },
      ),
      external: order(
        'parcoTigli',
        'giardiniMoretti',
        'ODS',
        'OPEN',
        'Potatura dei tigli del parco',
        7,
        {
          is_read: true,
        },
      ),
      contractWater: order(
        'manzoni',
        'idraulicaBianchi',
        'ODP',
        'OPEN',
        'Contratto manutenzione impianto idrico',
        150,
        {
          valid_from: day(-150),
          valid_to: day(215),
          is_accepted: true,
          is_planned: true,
          estimated_job_end_date: day(215),
          amount: 4800,
        },
      ),
      contractCleaningExpired: order(
        'buenosAires',
        'pulizieSplendor',
        'ODP',
        'OPEN',
        'Contratto pulizia scale',
        385,
        {
          valid_from: day(-385),
          valid_to: day(-20),
          is_accepted: true,
          amount: 3600,
        },
      ),
      contractLift: order(
        'buenosAires',
        'ascensoriLombardi',
        'ODP',
        'OPEN',
        'Contratto manutenzione ascensore',
        200,
        {
          valid_from: day(-200),
          valid_to: day(165),
          is_accepted: true,
          amount: 2100,
        },
      ),
      contractGardenDraft: order(
        'manzoni',
        'giardiniMoretti',
        'ODP',
        'DRAFT',
        'Contratto manutenzione del verde',
        2,
        {
          is_read: false,
        },
      ),
      contractBoilerClosed: order(
        'manzoni',
        'idraulicaBianchi',
        'ODP',
        'CLOSE',
        'Contratto conduzione caldaia',
        400,
        {
          valid_from: day(-400),
          valid_to: day(-35),
          is_accepted: true,
          amount: 5200,
          closed_at: at(-30, 9),
        },
      ),
      quoteDraft: order(
        'manzoni',
        null,
        'ODS',
        'DRAFT',
        'Rifacimento impermeabilizzazione del tetto',
        4,
        {
          is_read: false,
        },
      ),
      contiMixer: order(
        'casaFerri',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Sostituzione miscelatore della cucina',
        1,
        {
          ticket_id: T('rubinetto'),
          is_read: false,
        },
      ),
      contiShutter: order(
        'mimose',
        'galloImpianti',
        'ODS',
        'OPEN',
        'Riparazione motore serranda garage',
        3,
        {
          ticket_id: T('serranda'),
          is_accepted: true,
          is_planned: true,
          estimated_job_end_date: day(2),
        },
      ),
      contiDraft: order(
        'viaRoma',
        'idraulicaBianchi',
        'ODS',
        'DRAFT',
        'Sostituzione scaldabagno',
        1,
        {
          is_read: false,
        },
      ),
      contiCleaning: order(
        'mimose',
        'pulizieSplendor',
        'ODP',
        'OPEN',
        'Contratto pulizie Residenza Le Mimose',
        90,
        {
          valid_from: day(-90),
          valid_to: day(275),
          is_accepted: true,
          amount: 2900,
        },
      ),
      contiValidation: order(
        'mimose',
        'idraulicaBianchi',
        'ODS',
        'CLOSE',
        'Spurgo colonna di scarico',
        14,
        {
          is_accepted: true,
          asked_price: 420,
          closed_at: at(-3, 15),
        },
      ),
      // Open with a price already asked by the supplier: the dashboard view 'with opportunity'
      // (000 §4, ORDER_DASHBOARD_VIEWS OPP) of Giulia's default dashboard.
      opportunity: order(
        'buenosAires',
        'idraulicaBianchi',
        'ODS',
        'OPEN',
        'Sostituzione autoclave condominiale',
        2,
        {
          is_read: true,
          is_accepted: true,
          asked_price: 1850,
          note_spl: 'Proposta: autoclave a inverter, consumi ridotti di circa un terzo.',
        },
      ),
    },
    (values) => db.insertInto('orders').values(values).returning('id'),
  );
  const O = (key: keyof typeof orders): number => idOf(orders, key);

  // --- Quotes: REQ (requested, none received) and WAIT (to evaluate) ---------------------------
  const quotes = await insertKeyed(
    {
      roof: {
        organization_id: orgs.studioRossi,
        order_id: O('quoteDraft'),
        building_id: B('manzoni'),
        requests: 3,
        got: 0,
        due_date: day(10),
        note: 'Richiesti tre preventivi per il rifacimento della guaina.',
        updated_at: at(-4, 11),
      },
      garden: {
        organization_id: orgs.studioRossi,
        order_id: O('contractGardenDraft'),
        building_id: B('manzoni'),
        requests: 2,
        got: 1,
        due_date: day(5),
        note: null,
        updated_at: at(-1, 16),
      },
      boiler: {
        organization_id: orgs.contiGestioni,
        order_id: O('contiDraft'),
        building_id: B('viaRoma'),
        requests: 1,
        got: 1,
        due_date: day(7),
        note: null,
        updated_at: at(0, 8),
      },
    },
    (values) => db.insertInto('quotes').values(values).returning('id'),
  );
  await db
    .insertInto('quote_offers')
    .values([
      {
        organization_id: orgs.studioRossi,
        quote_id: quotes.roof,
        supplier_id: S('edilMarchetti'),
        status: 'REQUESTED',
      },
      {
        organization_id: orgs.studioRossi,
        quote_id: quotes.roof,
        supplier_id: S('idraulicaBianchi'),
        status: 'REQUESTED',
      },
      {
        organization_id: orgs.studioRossi,
        quote_id: quotes.roof,
        supplier_id: S('galloImpianti'),
        status: 'REQUESTED',
      },
      {
        organization_id: orgs.studioRossi,
        quote_id: quotes.garden,
        supplier_id: S('giardiniMoretti'),
        status: 'SUBMITTED',
        amount: 2400,
        note: 'Dodici interventi annui, potature comprese.',
        submitted_at: at(-1, 16),
      },
      {
        organization_id: orgs.studioRossi,
        quote_id: quotes.garden,
        supplier_id: S('pulizieSplendor'),
        status: 'REQUESTED',
      },
      {
        organization_id: orgs.contiGestioni,
        quote_id: quotes.boiler,
        supplier_id: S('idraulicaBianchi'),
        status: 'SUBMITTED',
        amount: 890,
        submitted_at: at(0, 8),
      },
    ])
    .execute();

  // --- Tokens (invoiced and not) --------------------------------------------------------------
  const token = (
    org: keyof typeof orgs,
    supplier: keyof typeof suppliers,
    orderKey: keyof typeof orders,
    building: keyof typeof buildings,
    number: number,
    amount: number,
    invoicedDaysAgo: number | null,
  ) => ({
    organization_id: idOf(orgs, org),
    supplier_id: S(supplier),
    order_id: O(orderKey),
    building_id: B(building),
    code: `GTN-${String(year)}-${String(number).padStart(4, '0')}`,
    description: 'Intervento programmato da contratto',
    amount,
    is_invoiced: invoicedDaysAgo !== null,
    invoiced_at: invoicedDaysAgo === null ? null : at(-invoicedDaysAgo, 10),
    created_at: at(-(invoicedDaysAgo ?? 5) - 5, 18),
  });
  const tokens = await insertKeyed(
    {
      water1: token('studioRossi', 'idraulicaBianchi', 'contractWater', 'manzoni', 1, 400, 110),
      water2: token('studioRossi', 'idraulicaBianchi', 'contractWater', 'manzoni', 2, 400, 80),
      water3: token('studioRossi', 'idraulicaBianchi', 'contractWater', 'manzoni', 3, 400, 50),
      water4: token('studioRossi', 'idraulicaBianchi', 'contractWater', 'manzoni', 4, 400, null),
      water5: token('studioRossi', 'idraulicaBianchi', 'contractWater', 'manzoni', 5, 400, null),
      contiCleaning1: token(
        'contiGestioni',
        'pulizieSplendor',
        'contiCleaning',
        'mimose',
        6,
        240,
        null,
      ),
    },
    (values) => db.insertInto('tokens').values(values).returning('id'),
  );

  // --- Activities: every status, today's, expired, pending -------------------------------------
  let activityNumber = 0;
  const activity = (
    orderKey: keyof typeof orders,
    building: keyof typeof buildings,
    supplier: keyof typeof suppliers,
    status: 'TODO' | 'WORKING' | 'DONE' | 'REJECTED',
    from: number,
    to: number,
    extra: Partial<Insertable<ActivitiesTable>> = {},
  ): Insertable<ActivitiesTable> => {
    activityNumber += 1;
    return {
      organization_id: orgOfBuilding(building),
      order_id: O(orderKey),
      supplier_id: S(supplier),
      building_id: B(building),
      code: `ATT-${String(activityNumber).padStart(4, '0')}`,
      status,
      valid_from: day(from),
      valid_to: day(to),
      closing_date: status === 'DONE' ? day(to) : null,
      created_at: at(Math.min(from, 0) - 1, 9),
      ...extra,
    };
  };
  const activities = await insertKeyed(
    {
      water1: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'DONE', -120, -118, {
        token_id: tokens.water1,
        note: 'Controllo trimestrale impianto: tutto regolare.',
      }),
      water2: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'DONE', -90, -88, {
        token_id: tokens.water2,
      }),
      water3: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'DONE', -60, -58, {
        token_id: tokens.water3,
      }),
      water4: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'DONE', -30, -28, {
        token_id: tokens.water4,
        note_spl: 'Sostituita guarnizione della pompa.',
      }),
      water5: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'DONE', -10, -9, {
        token_id: tokens.water5,
      }),
      waterToday: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'WORKING', -1, 1, {
        note: 'Lettura contatori e verifica autoclave.',
        note_org: 'Chiedere le chiavi al portiere.',
      }),
      waterTodayTodo: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'TODO', 0, 0, {
        note: 'Pulizia filtri dell’addolcitore.',
      }),
      waterRejected: activity(
        'contractWater',
        'manzoni',
        'idraulicaBianchi',
        'REJECTED',
        -45,
        -44,
        {
          managed_from_org: true,
          note_org: 'Attività non necessaria: già eseguita da altro fornitore.',
        },
      ),
      waterNext: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'TODO', 30, 32),
      waterLater: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'TODO', 60, 62),
      liftExpired1: activity('contractLift', 'buenosAires', 'ascensoriLombardi', 'TODO', -20, -15),
      liftExpired2: activity(
        'contractLift',
        'buenosAires',
        'ascensoriLombardi',
        'WORKING',
        -12,
        -8,
      ),
      liftNext: activity('contractLift', 'buenosAires', 'ascensoriLombardi', 'TODO', 15, 20),
      pendingToday: activity('pending', 'manzoni', 'idraulicaBianchi', 'WORKING', -2, 2, {
        is_pending: true,
      }),
      plannedSoon: activity('planned', 'manzoni', 'galloImpianti', 'TODO', 2, 5),
      partialRejected: activity('partial', 'buenosAires', 'galloImpianti', 'REJECTED', -10, -9, {
        managed_from_org: false,
        note_spl: 'Motore non riparabile: serve la sostituzione.',
      }),
      partialDone: activity('partial', 'buenosAires', 'galloImpianti', 'DONE', -9, -8),
      suspended: activity('suspended', 'buenosAires', 'idraulicaBianchi', 'TODO', -5, 10),
      contiCleaningDone: activity('contiCleaning', 'mimose', 'pulizieSplendor', 'DONE', -7, -7, {
        token_id: tokens.contiCleaning1,
      }),
      contiCleaningToday: activity('contiCleaning', 'mimose', 'pulizieSplendor', 'TODO', 0, 0),
      contiCleaningNext: activity('contiCleaning', 'mimose', 'pulizieSplendor', 'TODO', 7, 7),
      contiShutter: activity('contiShutter', 'mimose', 'galloImpianti', 'TODO', 1, 2),
      // The suppliers' dashboards (000 §2): expired work for Idraulica Bianchi, and today's and
      // expired work for Gallo Impianti, whose other activities fall on other days.
      waterExpired: activity('contractWater', 'manzoni', 'idraulicaBianchi', 'TODO', -6, -3, {
        note: 'Verifica delle valvole di sfiato in centrale termica.',
      }),
      pendingExpired: activity('pending', 'manzoni', 'idraulicaBianchi', 'TODO', -7, -3, {
        note: 'Smontaggio del bruciatore per la diagnosi.',
      }),
      citofonoToday: activity('accepted', 'manzoni', 'galloImpianti', 'TODO', 0, 0, {
        note: 'Sostituzione della pulsantiera del citofono.',
      }),
      citofonoExpired: activity('accepted', 'manzoni', 'galloImpianti', 'TODO', -4, -2, {
        note: 'Sopralluogo al citofono dell’interno 2.',
      }),
    },
    (values) => db.insertInto('activities').values(values).returning('id'),
  );
  const A = (key: keyof typeof activities): number => idOf(activities, key);

  // --- Tasks (interventi) ---------------------------------------------------------------------
  await db
    .insertInto('tasks')
    .values([
      ...(['water1', 'water2', 'water3', 'water4', 'water5'] as const).map((key, index) => ({
        organization_id: orgs.studioRossi,
        activity_id: A(key),
        supplier_id: S('idraulicaBianchi'),
        employee_id: E(index % 2 === 0 ? 'giorgio' : 'simone'),
        status: 1,
        is_signed: index !== 4,
        description: 'Intervento eseguito e verbalizzato.',
        executed_at: at(-118 + index * 30, 11),
      })),
      {
        organization_id: orgs.studioRossi,
        activity_id: A('waterToday'),
        supplier_id: S('idraulicaBianchi'),
        employee_id: E('giorgio'),
        status: 0,
        is_signed: false,
        description: 'Lettura contatori in corso.',
      },
      {
        organization_id: orgs.contiGestioni,
        activity_id: A('contiCleaningDone'),
        supplier_id: S('pulizieSplendor'),
        employee_id: null,
        status: 1,
        is_signed: true,
        description: 'Pulizia scale e androne.',
        executed_at: at(-7, 8),
      },
    ])
    .execute();

  // --- Claims ---------------------------------------------------------------------------------
  let claimNumber = 0;
  const claim = (
    org: keyof typeof orgs,
    building: keyof typeof buildings,
    status: Insertable<ClaimsTable>['status'],
    description: string,
    daysAgo: number,
    employee: keyof typeof employees,
    amounts: { claimed: number; refunded: number | null },
  ): Insertable<ClaimsTable> => {
    claimNumber += 1;
    return {
      organization_id: idOf(orgs, org),
      building_id: B(building),
      org_employee_id: E(employee),
      supplier_icmp_id: org === 'studioRossi' ? S('assicurazioniTorre') : null,
      supplier_iexp_id: org === 'studioRossi' ? S('studioPeritaleFontana') : null,
      code: `SIN-${String(year)}-${String(claimNumber).padStart(3, '0')}`,
      status,
      description,
      date_start: day(-daysAgo),
      amount_claimed: amounts.claimed,
      amount_refunded: amounts.refunded,
      created_at: at(-daysAgo, 10),
      updated_at: at(-Math.floor(daysAgo / 2), 10),
    };
  };
  const claims = await insertKeyed(
    {
      open: claim(
        'studioRossi',
        'manzoni',
        'OPEN',
        'Danni da infiltrazione nel bagno dell’interno 4',
        2,
        'giulia',
        {
          claimed: 1800,
          refunded: null,
        },
      ),
      verifying: claim(
        'studioRossi',
        'buenosAires',
        'VERIFYING',
        'Rottura vetrata del portone per atto vandalico',
        15,
        'luca',
        {
          claimed: 950,
          refunded: null,
        },
      ),
      damageAssessed: claim(
        'studioRossi',
        'manzoni',
        'DAMAGE_ASSESSED',
        'Allagamento del box 1 per rottura tubazione',
        40,
        'giulia',
        {
          claimed: 3200,
          refunded: null,
        },
      ),
      waitingLiquidation: claim(
        'studioRossi',
        'buenosAires',
        'WAITING_LIQUIDATION',
        'Caduta di calcinacci dal cornicione',
        70,
        'luca',
        {
          claimed: 5400,
          refunded: 4800,
        },
      ),
      closedLiquidated: claim(
        'studioRossi',
        'manzoni',
        'CLOSE_LIQUIDATED',
        'Danni da grandine alla copertura',
        200,
        'giulia',
        {
          claimed: 7600,
          refunded: 7100,
        },
      ),
      closedNotLiquidated: claim(
        'studioRossi',
        'parcoTigli',
        'CLOSE_NOT_LIQUIDATED',
        'Furto nel locale biciclette',
        150,
        'luca',
        {
          claimed: 600,
          refunded: 0,
        },
      ),
      conti: claim(
        'contiGestioni',
        'mimose',
        'OPEN',
        'Infiltrazione dal lastrico solare',
        20,
        'sara',
        {
          claimed: 2100,
          refunded: null,
        },
      ),
    },
    (values) => db.insertInto('claims').values(values).returning('id'),
  );

  // --- Qualification folders: empty, expired, expiring, valid ---------------------------------
  const folderTypes = await insertKeyed(
    {
      durc: {
        organization_id: null,
        name: 'Documento unico di regolarità contributiva (DURC)',
        owner: 'CONSULTANT' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile', 'pulizie'),
        current_subtype: String(year),
        validity_months: 4,
      },
      visura: {
        organization_id: null,
        name: 'Visura camerale',
        owner: 'CONSULTANT' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile'),
        current_subtype: String(year),
        validity_months: 6,
      },
      questionario: {
        organization_id: null,
        name: 'Questionario di qualifica',
        owner: 'CONSULTANT' as const,
        kind: 'FORM' as const,
        qualifications: q('idraulica', 'elettrico'),
        current_subtype: String(year),
        validity_months: 12,
      },
      polizza: {
        organization_id: orgs.studioRossi,
        name: 'Polizza di responsabilità civile',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile'),
        current_subtype: String(year),
        validity_months: 12,
      },
      conformita: {
        organization_id: orgs.studioRossi,
        name: 'Dichiarazione di conformità degli impianti',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico'),
        current_subtype: String(year),
        validity_months: 24,
      },
      formazione: {
        organization_id: orgs.studioRossi,
        name: 'Attestati di formazione sulla sicurezza',
        owner: 'ORGANIZATION' as const,
        kind: 'FINAL_DOC' as const,
        qualifications: q('idraulica', 'elettrico', 'edile', 'pulizie'),
        current_subtype: String(year),
        validity_months: 60,
      },
    },
    (values) => db.insertInto('folder_types').values(values).returning('id'),
  );
  const folder = (
    supplier: keyof typeof suppliers,
    type: keyof typeof folderTypes,
    status: number,
    expiresIn: number | null,
    items: { name: string; status: number }[],
    criticality: number | null = null,
  ): Insertable<CertificationFoldersTable> => ({
    organization_id: ['polizza', 'conformita', 'formazione'].includes(type)
      ? orgs.studioRossi
      : null,
    supplier_id: S(supplier),
    folder_type_id: idOf(folderTypes, type),
    subtype: String(year),
    status,
    criticality,
    is_required: true,
    uploadable_by_spl: true,
    items,
    valid_from: expiresIn === null ? null : day(expiresIn - 120),
    expires_on: expiresIn === null ? null : day(expiresIn),
  });
  const folders = await insertKeyed(
    {
      bianchiValid: folder('idraulicaBianchi', 'durc', 2, 90, [{ name: 'DURC.pdf', status: 1 }]),
      bianchiExpiring: folder(
        'idraulicaBianchi',
        'visura',
        2,
        12,
        [{ name: 'Visura camerale.pdf', status: 1 }],
        2,
      ),
      bianchiEmpty: folder('idraulicaBianchi', 'questionario', 0, null, [], 3),
      bianchiExpired: folder(
        'idraulicaBianchi',
        'polizza',
        2,
        -20,
        [{ name: 'Polizza RC.pdf', status: 1 }],
        5,
      ),
      bianchiInProgress: folder(
        'idraulicaBianchi',
        'conformita',
        1,
        null,
        [
          { name: 'Dichiarazione impianto idrico.pdf', status: 1 },
          { name: 'Allegato obbligatorio.pdf', status: 0 },
        ],
        1,
      ),
      bianchiMissing: folder('idraulicaBianchi', 'formazione', 3, null, [], 4),
      galloExpired: folder('galloImpianti', 'durc', 2, -5, [{ name: 'DURC.pdf', status: 1 }], 5),
      galloValid: folder('galloImpianti', 'visura', 2, 150, [{ name: 'Visura.pdf', status: 1 }]),
      galloEmpty: folder('galloImpianti', 'questionario', 0, null, []),
    },
    (values) =>
      db
        .insertInto('certification_folders')
        .values(values.map((row) => withJsonb(row, ['items'])))
        .returning('id'),
  );

  // --- Communications (correspondence, opened flags) ------------------------------------------
  const correspondence = (
    org: keyof typeof orgs,
    recipient: DemoAccountKey,
    contactKey: keyof typeof contacts,
    type: string,
    status: string,
    object: string,
    daysAgo: number,
    opened: boolean,
    building: keyof typeof buildings | null,
  ): Insertable<CommunicationsTable> => ({
    organization_id: idOf(orgs, org),
    recipient_user_id: U(recipient),
    recipient_contact_id: C(contactKey),
    type,
    status,
    sending_date: status === 'SENT' ? at(-daysAgo, 9, 30) : null,
    object,
    body: `${object}. Il documento completo è disponibile in allegato.`,
    building_ids: building ? [B(building)] : [],
    usr_opened_in_portineria: opened,
    usr_opened_in_archivioplus: false,
    opened_at: opened ? at(-daysAgo + 1, 20) : null,
    created_at: at(-daysAgo - 1, 17),
  });
  const communications = await insertKeyed(
    {
      mariaRate: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Avviso di pagamento rata condominiale',
        1,
        false,
        'manzoni',
      ),
      mariaConvocazione: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Convocazione assemblea ordinaria',
        4,
        false,
        'manzoni',
      ),
      mariaConsuntivo: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Rendiconto consuntivo dell’esercizio',
        9,
        false,
        'manzoni',
      ),
      mariaVerbale: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Verbale dell’ultima assemblea',
        20,
        true,
        'manzoni',
      ),
      mariaVilla: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Rinnovo polizza fabbricato Villa Verdi',
        30,
        true,
        'villaVerdi',
      ),
      mariaDraft: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'DRAFT',
        'Sollecito di pagamento (bozza)',
        0,
        false,
        'manzoni',
      ),
      mariaCondominiale: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza_condominiale',
        'SENT',
        'Regolamento per l’uso del cortile',
        6,
        false,
        'manzoni',
      ),
      marcoRate: correspondence(
        'contiGestioni',
        'marco',
        'marco',
        'corrispondenza',
        'SENT',
        'Riepilogo spese di gestione Casa Ferri',
        2,
        false,
        'casaFerri',
      ),
      marcoLetta: correspondence(
        'contiGestioni',
        'marco',
        'marco',
        'corrispondenza',
        'SENT',
        'Contratto di locazione registrato',
        25,
        true,
        'viaRoma',
      ),
      giuliaMimose: correspondence(
        'contiGestioni',
        'giulia',
        'giuliaResident',
        'corrispondenza',
        'SENT',
        'Convocazione assemblea Residenza Le Mimose',
        3,
        false,
        'mimose',
      ),
      // Unread for Maria's private house: the USR dashboard's list differs by selected building.
      mariaVillaCaldaia: correspondence(
        'studioRossi',
        'maria',
        'maria',
        'corrispondenza',
        'SENT',
        'Preventivo per la manutenzione della caldaia di Villa Verdi',
        2,
        false,
        'villaVerdi',
      ),
    },
    (values) =>
      db
        .insertInto('communications')
        .values(values.map((row) => withJsonb(row, ['building_ids'])))
        .returning('id'),
  );

  // --- Notices and polls ----------------------------------------------------------------------
  const notices = await insertKeyed(
    {
      acquaCalda: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Interruzione dell’acqua calda',
        body: 'Giovedì dalle 8:30 alle 12:30 l’acqua calda sarà sospesa per la manutenzione della caldaia centralizzata.',
        status: 'PUBLISHED',
        published_at: at(-1, 9),
        valid_to: day(3),
      },
      scale: {
        organization_id: orgs.studioRossi,
        building_id: B('buenosAires'),
        title: 'Pulizia straordinaria delle scale',
        body: 'Lunedì mattina le scale saranno lavate con prodotti specifici: si prega di non lasciare oggetti sui pianerottoli.',
        status: 'PUBLISHED',
        published_at: at(-3, 10),
        valid_to: day(4),
      },
      scaduto: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Disinfestazione dei locali comuni',
        body: 'La disinfestazione di cantine e cortile si è svolta regolarmente.',
        status: 'PUBLISHED',
        published_at: at(-20, 9),
        valid_to: day(-5),
      },
      bozza: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        title: 'Lavori di rifacimento del tetto',
        body: 'Bozza: calendario dei lavori in preparazione.',
        status: 'DRAFT',
        published_at: null,
        valid_to: null,
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        building_id: B('mimose'),
        title: 'Assemblea ordinaria',
        body: 'L’assemblea ordinaria si terrà nella sala comune al piano terra.',
        status: 'PUBLISHED',
        published_at: at(-2, 12),
        valid_to: day(12),
      },
    },
    (values) => db.insertInto('notices').values(values).returning('id'),
  );
  const polls = await insertKeyed(
    {
      colonnine: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        object: 'Colonnine di ricarica in cortile',
        question:
          'Sei favorevole all’installazione di due colonnine di ricarica per auto elettriche?',
        options: [
          { id: 1, label: 'Favorevole', votes: 7 },
          { id: 2, label: 'Contrario', votes: 2 },
          { id: 3, label: 'Astenuto', votes: 1 },
        ],
        status: true,
        valid_from: day(-5),
        valid_to: day(10),
      },
      facciata: {
        organization_id: orgs.studioRossi,
        building_id: B('buenosAires'),
        object: 'Colore della facciata',
        question: 'Quale colore preferisci per il rifacimento della facciata?',
        options: [
          { id: 1, label: 'Giallo Milano', votes: 9 },
          { id: 2, label: 'Grigio perla', votes: 6 },
        ],
        status: false,
        valid_from: day(-45),
        valid_to: day(-15),
      },
      portineria: {
        organization_id: orgs.studioRossi,
        building_id: B('manzoni'),
        object: 'Orario della portineria',
        question: 'Preferisci l’apertura della portineria anche il sabato pomeriggio?',
        options: [
          { id: 1, label: 'Sì', votes: 3 },
          { id: 2, label: 'No', votes: 4 },
        ],
        status: true,
        valid_from: day(-2),
        valid_to: day(1),
      },
      mimose: {
        organization_id: orgs.contiGestioni,
        building_id: B('mimose'),
        object: 'Giornata del verde condominiale',
        question: 'Partecipi alla giornata di cura del giardino?',
        options: [
          { id: 1, label: 'Sì', votes: 5 },
          { id: 2, label: 'No', votes: 1 },
        ],
        status: false,
        valid_from: day(-30),
        valid_to: day(-10),
      },
    },
    (values) =>
      db
        .insertInto('polls')
        .values(values.map((row) => withJsonb(row, ['options'])))
        .returning('id'),
  );

  // --- Calendar events, reminders, colleagues -------------------------------------------------
  const event = (
    owner: { org?: keyof typeof orgs; supplier?: keyof typeof suppliers },
    employee: keyof typeof employees,
    object: string,
    start: Date,
    end: Date,
    extra: Partial<Insertable<CalendarEventsTable>> = {},
  ): Insertable<CalendarEventsTable> => ({
    organization_id: owner.org ? idOf(orgs, owner.org) : null,
    supplier_id: owner.supplier ? S(owner.supplier) : null,
    employee_id: E(employee),
    object,
    description: null,
    start_time: start,
    end_time: end,
    visibility: '1',
    status: 0,
    color: null,
    ...extra,
  });
  const rossi = { org: 'studioRossi' as const };
  const calendarEvents = await insertKeyed(
    {
      sopralluogo: event(
        rossi,
        'giulia',
        'Sopralluogo Via Manzoni 12',
        at(0, 9, 30),
        at(0, 10, 30),
        {
          visibility: '0',
          color: '#1565C0',
          link_building_id: B('manzoni'),
          description: 'Verifica infiltrazione bagno interno 4 con il fornitore.',
        },
      ),
      riunione: event(rossi, 'luca', 'Riunione con Idraulica Bianchi', at(0, 15), at(0, 16), {
        assignee_employee_id: E('giulia'),
        color: '#2E7D32',
        link_order_id: O('unread'),
      }),
      assemblea: event(
        rossi,
        'giulia',
        'Assemblea condominiale Corso Buenos Aires',
        at(1, 0),
        at(1, 23, 59),
        {
          is_all_day: true,
          is_mobile_all_day: true,
          visibility: 'global',
          link_building_id: B('buenosAires'),
        },
      ),
      polizza: event(rossi, 'giulia', 'Scadenza documentazione sinistro', at(3, 0), at(3, 23, 59), {
        is_all_day: true,
        link_claim_id: claims.damageAssessed,
      }),
      ticketDone: event(rossi, 'luca', 'Verifica ticket ascensore', at(-2, 11), at(-2, 11, 30), {
        status: 1,
        link_ticket_id: T('regolamento'),
      }),
      preventivi: event(
        rossi,
        'francesca',
        'Incontro preventivi impianto elettrico',
        at(1, 14, 30),
        at(1, 15, 30),
        {
          link_supplier_id: S('galloImpianti'),
          visibility: '0',
        },
      ),
      attivita: event(rossi, 'luca', 'Controllo lettura contatori', at(0, 11), at(0, 12), {
        link_activity_id: A('waterToday'),
      }),
      contratto: event(rossi, 'giulia', 'Rinnovo contratto pulizia scale', at(5, 10), at(5, 11), {
        link_order_id: O('contractCleaningExpired'),
      }),
      bianchiOggi: event(
        { supplier: 'idraulicaBianchi' },
        'paolo',
        'Intervento Via Manzoni 12 — perdita bagno',
        at(0, 14),
        at(0, 16),
        {
          link_order_id: O('unread'),
          color: '#0277BD',
        },
      ),
      bianchiDopodomani: event(
        { supplier: 'idraulicaBianchi' },
        'giorgio',
        'Lettura contatori Via Manzoni 12',
        at(2, 8, 30),
        at(2, 10),
      ),
      galloOggi: event(
        { supplier: 'galloImpianti' },
        'anna',
        'Sostituzione lampade scale',
        at(0, 10),
        at(0, 13),
        {
          link_order_id: O('planned'),
        },
      ),
      contiSopralluogo: event(
        { org: 'contiGestioni' },
        'sara',
        'Sopralluogo Casa Ferri',
        at(0, 16),
        at(0, 17),
        {
          link_building_id: B('casaFerri'),
          visibility: '0',
        },
      ),
      // Spans yesterday, today and tomorrow: the daily widget lists it on each of those days
      // (001 §2.7); it has no colour, so it shows the default blue (001 §9).
      corso: event(
        rossi,
        'giulia',
        'Corso di aggiornamento per amministratori',
        at(-1, 9),
        at(1, 18),
        {
          visibility: '0',
          description: 'Tre giornate di formazione obbligatoria presso la sede ANACI di Milano.',
        },
      ),
    },
    (values) => db.insertInto('calendar_events').values(values).returning('id'),
  );
  const reminder = (
    owner: { org?: keyof typeof orgs; supplier?: keyof typeof suppliers },
    employee: keyof typeof employees,
    object: string,
    offset: number,
    extra: Partial<Insertable<RemindersTable>> = {},
  ): Insertable<RemindersTable> => ({
    organization_id: owner.org ? idOf(orgs, owner.org) : null,
    supplier_id: owner.supplier ? S(owner.supplier) : null,
    employee_id: E(employee),
    object,
    start_time: at(offset, 0),
    end_time: at(offset, 23, 59),
    is_all_day: true,
    status: 0,
    ...extra,
  });
  const reminders = await insertKeyed(
    {
      giuliaOggi: reminder(rossi, 'giulia', 'Chiamare l’amministratore uscente di Via Padova', 0, {
        color: '#1565C0',
      }),
      giuliaFatto: reminder(rossi, 'giulia', 'Inviare il verbale ai consiglieri', -1, {
        status: 1,
      }),
      lucaDomani: reminder(rossi, 'luca', 'Sollecitare il preventivo del tetto', 1, {
        link_order_id: O('quoteDraft'),
      }),
      paoloCondiviso: reminder(
        { supplier: 'idraulicaBianchi' },
        'paolo',
        'Portare la valvola di ricambio in Via Manzoni',
        1,
        {
          share_with_org: true,
          shared_organization_id: orgs.studioRossi,
          link_order_id: O('pending'),
        },
      ),
      paoloPrivato: reminder(
        { supplier: 'idraulicaBianchi' },
        'paolo',
        'Rinnovare la polizza RC',
        5,
        {
          link_supplier_id: S('idraulicaBianchi'),
        },
      ),
      annaOggi: reminder({ supplier: 'galloImpianti' }, 'anna', 'Ordinare lampade LED', 0),
      saraOggi: reminder(
        { org: 'contiGestioni' },
        'sara',
        'Preparare l’ordine del giorno dell’assemblea',
        0,
      ),
    },
    (values) => db.insertInto('reminders').values(values).returning('id'),
  );
  await db
    .insertInto('calendar_colleagues')
    .values([
      {
        organization_id: orgs.studioRossi,
        owner_employee_id: E('giulia'),
        employee_id: E('luca'),
        color: '#2E7D32',
        enabled: true,
      },
      {
        organization_id: orgs.studioRossi,
        owner_employee_id: E('giulia'),
        employee_id: E('francesca'),
        color: '#AD1457',
        enabled: false,
      },
      {
        organization_id: orgs.studioRossi,
        owner_employee_id: E('luca'),
        employee_id: E('giulia'),
        color: '#1565C0',
        enabled: true,
      },
      {
        supplier_id: S('idraulicaBianchi'),
        owner_employee_id: E('paolo'),
        employee_id: E('giorgio'),
        color: '#558B2F',
        enabled: true,
      },
    ])
    .execute();

  // --- Chats, members, messages ---------------------------------------------------------------
  const chats = await insertKeyed(
    {
      manzoni: {
        organization_id: orgs.studioRossi,
        category: 'BUILDING' as const,
        entity_id: B('manzoni'),
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Condominio Via Manzoni 12',
        status: true,
        last_message_at: minutesAgo(35),
      },
      orderUnread: {
        organization_id: orgs.studioRossi,
        category: 'ORDER' as const,
        entity_id: O('unread'),
        building_id: B('manzoni'),
        supplier_id: S('idraulicaBianchi'),
        object: 'Perdita tubo bagno interno 4',
        status: true,
        last_message_at: minutesAgo(12),
      },
      claimOpen: {
        organization_id: orgs.studioRossi,
        category: 'CLAIM' as const,
        entity_id: claims.open,
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Sinistro infiltrazione interno 4',
        status: true,
        last_message_at: minutesAgo(180),
      },
      ticketClosed: {
        organization_id: orgs.studioRossi,
        category: 'TICKET' as const,
        entity_id: T('cancello'),
        building_id: B('manzoni'),
        supplier_id: null,
        object: 'Cancello carraio bloccato',
        status: false,
        last_message_at: at(-11, 10),
      },
      orderGallo: {
        organization_id: orgs.studioRossi,
        category: 'ORDER' as const,
        entity_id: O('accepted'),
        building_id: B('manzoni'),
        supplier_id: S('galloImpianti'),
        object: 'Riparazione citofono',
        status: true,
        last_message_at: minutesAgo(300),
      },
      contiCompany: {
        organization_id: orgs.contiGestioni,
        category: 'COMPANY' as const,
        entity_id: S('idraulicaBianchi'),
        building_id: null,
        supplier_id: S('idraulicaBianchi'),
        object: 'Conti Gestioni — Idraulica Bianchi',
        status: true,
        last_message_at: minutesAgo(60),
      },
      contiMimose: {
        organization_id: orgs.contiGestioni,
        category: 'BUILDING' as const,
        entity_id: B('mimose'),
        building_id: B('mimose'),
        supplier_id: null,
        object: 'Residenza Le Mimose',
        status: true,
        last_message_at: minutesAgo(90),
      },
    },
    (values) => db.insertInto('chats').values(values).returning('id'),
  );
  const member = (
    chat: keyof typeof chats,
    account: DemoAccountKey,
    type: DemoProfile['roleType'],
    visibility: string,
  ) => ({
    chat_id: idOf(chats, chat),
    user_id: U(account),
    profile_id: P(account, type),
    visibility,
  });
  await db
    .insertInto('chat_members')
    .values([
      member('manzoni', 'giulia', 'ORG', 'org'),
      member('manzoni', 'luca', 'ORG', 'org'),
      member('manzoni', 'maria', 'USR', 'tennant'),
      member('orderUnread', 'giulia', 'ORG', 'org'),
      member('orderUnread', 'luca', 'ORG', 'org'),
      member('orderUnread', 'paolo', 'SPL', 'spl'),
      member('claimOpen', 'giulia', 'ORG', 'org'),
      member('claimOpen', 'luca', 'ORG', 'org'),
      member('ticketClosed', 'luca', 'ORG', 'org'),
      member('ticketClosed', 'maria', 'USR', 'tennant'),
      member('orderGallo', 'luca', 'ORG', 'org'),
      member('orderGallo', 'anna', 'SPL', 'spl'),
      member('contiCompany', 'sara', 'ORG', 'org'),
      member('contiCompany', 'paolo', 'SPL', 'spl'),
      member('contiMimose', 'sara', 'ORG', 'org'),
      member('contiMimose', 'giulia', 'USR', 'owner'),
    ])
    .execute();
  let messageNumber = 0;
  const message = (
    chat: keyof typeof chats,
    author: DemoAccountKey,
    minutes: number,
    text: string,
    extra: Partial<Insertable<ChatMessagesTable>> = {},
  ): Insertable<ChatMessagesTable> => {
    messageNumber += 1;
    const sent = minutesAgo(minutes);
    return {
      chat_id: idOf(chats, chat),
      user_id: U(author),
      id_message: `demo-${String(messageNumber).padStart(4, '0')}`,
      message: text,
      timestamp_ms: sent.getTime(),
      contains_link: false,
      created_at: sent,
      ...extra,
    };
  };
  await db
    .insertInto('chat_messages')
    .values([
      message(
        'manzoni',
        'giulia',
        60 * 26,
        'Buongiorno a tutti, domani passa l’idraulico per la perdita in cantina.',
      ),
      message('manzoni', 'maria', 60 * 25, 'Grazie! Io sono a casa dopo le 10.'),
      message('manzoni', 'luca', 60 * 24, 'Perfetto, avviso io il portiere.'),
      message(
        'manzoni',
        'maria',
        120,
        'Questa mattina c’era di nuovo acqua sul soffitto del bagno.',
      ),
      message(
        'manzoni',
        'giulia',
        90,
        'Ho aperto un ordine urgente, oggi pomeriggio arriva Idraulica Bianchi.',
      ),
      message(
        'manzoni',
        'luca',
        35,
        'Il regolamento aggiornato è qui: https://www.studiorossi.example/regolamento',
        {
          contains_link: true,
          external: {
            valid: true,
            url: 'https://www.studiorossi.example/regolamento',
            title: 'Regolamento condominiale',
            description: 'Regolamento aggiornato del Condominio Via Manzoni 12',
            app: null,
          },
        },
      ),
      message('orderUnread', 'luca', 240, 'Buongiorno Paolo, le chiavi sono in portineria.'),
      message('orderUnread', 'paolo', 200, 'Ricevuto, passiamo alle 14.'),
      message('orderUnread', 'paolo', 30, 'Ecco la foto del tubo danneggiato.', {
        file: {
          name: 'tubo-bagno.jpg',
          type: 'image/jpeg',
          size: 184_320,
          url: '/files/demo/tubo-bagno.jpg',
        },
      }),
      message('orderUnread', 'giulia', 20, 'Grazie, procedete pure con la sostituzione.'),
      message('orderUnread', 'paolo', 12, 'Lavoro in corso, chiudiamo entro sera.'),
      message('claimOpen', 'giulia', 60 * 5, 'Ho inviato la denuncia del sinistro alla compagnia.'),
      message('claimOpen', 'luca', 180, 'Il perito passa la settimana prossima.'),
      message('ticketClosed', 'maria', 60 * 24 * 12, 'Il cancello non si apre con il telecomando.'),
      message(
        'ticketClosed',
        'luca',
        60 * 24 * 11,
        'Risolto: era da sostituire la batteria della centralina.',
      ),
      message(
        'orderGallo',
        'anna',
        400,
        'Il citofono dell’interno 2 va sostituito, porto il pezzo lunedì.',
      ),
      message('orderGallo', 'luca', 300, 'Va bene, grazie.'),
      message(
        'contiCompany',
        'sara',
        120,
        'Buongiorno, ci servirebbe un preventivo per lo scaldabagno di Via Roma 5.',
      ),
      message('contiCompany', 'paolo', 80, 'Certo, lo invio entro domani.'),
      message('contiCompany', 'paolo', 60, 'Preventivo caricato nel portale.'),
      message('contiMimose', 'sara', 100, 'Ricordo a tutti l’assemblea della prossima settimana.'),
      message('contiMimose', 'giulia', 90, 'Grazie, ci sarò.'),
    ])
    .execute();

  // --- Notifications --------------------------------------------------------------------------
  let notificationNumber = 0;
  const notification = (
    account: DemoAccountKey,
    type: DemoProfile['roleType'],
    notificationType: string,
    entityName: string,
    entityId: number,
    title: string,
    minutes: number,
    read = false,
  ): Insertable<NotificationsTable> => {
    notificationNumber += 1;
    const created = minutesAgo(minutes);
    const organizationId =
      account === 'sara' || account === 'marco'
        ? orgs.contiGestioni
        : account === 'paolo' || account === 'anna' || account === 'elena'
          ? null
          : orgs.studioRossi;
    return {
      profile_id: P(account, type),
      organization_id: organizationId,
      message_id: `demo-notification-${String(notificationNumber).padStart(4, '0')}`,
      notification_type: notificationType,
      entity_ids: [{ entityName, id: entityId }],
      title,
      body: null,
      status: read ? 'read' : 'unread',
      read_at: read ? minutesAgo(Math.max(minutes - 5, 0)) : null,
      created_at: created,
      updated_at: created,
    };
  };
  await db
    .insertInto('notifications')
    .values(
      [
        notification(
          'giulia',
          'ORG',
          'TICKET_NEW',
          'ticket',
          T('ascensore'),
          'Nuovo ticket: Ascensore fermo al terzo piano',
          25,
        ),
        notification(
          'giulia',
          'ORG',
          'ORDER_UPDATE',
          'order',
          O('validation'),
          'Ordine chiuso, in attesa di validazione',
          60 * 30,
        ),
        notification(
          'giulia',
          'ORG',
          'CHAT_CLAIM_MESSAGE',
          'chat',
          chats.claimOpen,
          'Nuovo messaggio nel sinistro SIN',
          180,
          true,
        ),
        notification(
          'luca',
          'ORG',
          'TICKET_UPDATE',
          'ticket',
          T('cantina'),
          'Ticket aggiornato: Perdita d’acqua in cantina',
          45,
        ),
        notification(
          'sara',
          'ORG',
          'TICKET_NEW',
          'ticket',
          T('rubinetto'),
          'Nuovo ticket: Rubinetto che gocciola in cucina',
          60 * 20,
        ),
        notification(
          'paolo',
          'SPL',
          'ORDER_NEW',
          'order',
          O('unread'),
          'Nuovo ordine: Perdita tubo bagno interno 4',
          60 * 24,
        ),
        notification(
          'paolo',
          'SPL',
          'QUOTE_NEW',
          'quote',
          quotes.roof,
          'Richiesta di preventivo: impermeabilizzazione del tetto',
          60 * 48,
        ),
        notification(
          'paolo',
          'SPL',
          'FOLDER_QUALIFICATION_UPDATE',
          'folder',
          folders.bianchiExpired,
          'Cartella scaduta: Polizza di responsabilità civile',
          60 * 72,
          true,
        ),
        notification(
          'anna',
          'SPL',
          'ORDER_NEW',
          'order',
          O('planned'),
          'Nuovo ordine: Sostituzione lampade delle scale',
          60 * 24 * 6,
        ),
        notification(
          'maria',
          'USR',
          'CORRESPONDENCE_NEW',
          'correspondence',
          communications.mariaRate,
          'Nuova corrispondenza: Avviso di pagamento rata condominiale',
          60 * 24,
        ),
        notification(
          'maria',
          'USR',
          'NOTICE_NEW',
          'notice',
          notices.acquaCalda,
          'Nuovo avviso: Interruzione dell’acqua calda',
          60 * 24,
          true,
        ),
        notification(
          'maria',
          'USR',
          'POLL_NEW',
          'poll',
          polls.colonnine,
          'Nuovo sondaggio: Colonnine di ricarica in cortile',
          60 * 24 * 5,
        ),
        notification(
          'marco',
          'USR',
          'CORRESPONDENCE_NEW',
          'correspondence',
          communications.marcoRate,
          'Nuova corrispondenza: Riepilogo spese di gestione',
          60 * 48,
        ),
      ].map((row) => withJsonb(row, ['entity_ids'])),
    )
    .execute();

  // --- Changelog and help pages ---------------------------------------------------------------
  await db
    .insertInto('changelog_entries')
    .values(
      CHANGELOG.map((entry) => ({
        channel: 'web',
        version: entry.version,
        title: entry.title,
        body_markdown: entry.body,
        published_at: at(-entry.daysAgo, 8),
      })),
    )
    .execute();
  await db
    .insertInto('helper_pages')
    .values(
      HELPER_PAGES.map((page) => ({
        page_key: page.pageKey,
        title: page.title,
        body: page.body,
        app_namespace: page.appNamespace,
      })),
    )
    .execute();

  // --- Result ---------------------------------------------------------------------------------
  const accountsByEmail = Object.fromEntries(
    Object.values(accounts).map((account) => [account.email, account]),
  );
  const ordersByState: Record<string, number> = {};
  for (const key of Object.keys(orders) as (keyof typeof orders)[]) ordersByState[key] = O(key);

  return {
    now: now.toISOString(),
    accounts,
    accountsByEmail,
    organizations: { studioRossi: orgs.studioRossi, contiGestioni: orgs.contiGestioni },
    suppliers: {
      idraulicaBianchi: S('idraulicaBianchi'),
      galloImpianti: S('galloImpianti'),
      giardiniMoretti: S('giardiniMoretti'),
      edilMarchetti: S('edilMarchetti'),
      ascensoriLombardi: S('ascensoriLombardi'),
      pulizieSplendor: S('pulizieSplendor'),
      assicurazioniTorre: S('assicurazioniTorre'),
      studioPeritaleFontana: S('studioPeritaleFontana'),
    },
    buildings: {
      manzoni: B('manzoni'),
      buenosAires: B('buenosAires'),
      parcoTigli: B('parcoTigli'),
      padova: B('padova'),
      villaVerdi: B('villaVerdi'),
      buildinglessContainer: B('buildinglessContainer'),
      mimose: B('mimose'),
      casaFerri: B('casaFerri'),
      viaRoma: B('viaRoma'),
    },
    tenants: {
      studioRossi: {
        organizationId: orgs.studioRossi,
        buildingId: B('manzoni'),
        privateBuildingId: B('villaVerdi'),
        unitId: units.manzoni4,
        contactId: C('maria'),
        employeeId: E('giulia'),
        orderId: O('unread'),
        contractId: O('contractWater'),
        activityId: A('waterToday'),
        ticketId: T('infiltrazione'),
        claimId: claims.open,
        chatId: chats.manzoni,
        noticeId: notices.acquaCalda,
        pollId: polls.colonnine,
        calendarEventId: calendarEvents.sopralluogo,
        reminderId: reminders.giuliaOggi,
        tokenId: tokens.water4,
        quoteId: quotes.roof,
        communicationId: communications.mariaRate,
      },
      contiGestioni: {
        organizationId: orgs.contiGestioni,
        buildingId: B('mimose'),
        privateBuildingId: B('casaFerri'),
        unitId: units.mimose2,
        contactId: C('marco'),
        employeeId: E('sara'),
        orderId: O('contiMixer'),
        contractId: O('contiCleaning'),
        activityId: A('contiCleaningToday'),
        ticketId: T('rubinetto'),
        claimId: claims.conti,
        chatId: chats.contiMimose,
        noticeId: notices.mimose,
        pollId: polls.mimose,
        calendarEventId: calendarEvents.contiSopralluogo,
        reminderId: reminders.saraOggi,
        tokenId: tokens.contiCleaning1,
        quoteId: quotes.boiler,
        communicationId: communications.marcoRate,
      },
    },
    supplierRecords: {
      idraulicaBianchi: {
        supplierId: S('idraulicaBianchi'),
        orderId: O('unread'),
        folderId: folders.bianchiExpired,
        calendarEventId: calendarEvents.bianchiOggi,
        reminderId: reminders.paoloCondiviso,
      },
      galloImpianti: {
        supplierId: S('galloImpianti'),
        orderId: O('planned'),
        folderId: folders.galloExpired,
        calendarEventId: calendarEvents.galloOggi,
        reminderId: reminders.annaOggi,
      },
    },
    ordersByState,
  };
}
