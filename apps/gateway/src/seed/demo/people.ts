/**
 * Demo users (the demo accounts), contacts (persons and clients) and the employees of the
 * organisations and suppliers.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { ContactsTable, Database, EmployeesTable } from '../../db/schema.ts';
import type { DemoAccountKey } from '../types.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';

export type PeopleIds = Awaited<ReturnType<typeof seedPeople>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedPeople(db: Db, ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'>) {
  const { S, orgs } = ids;

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
      colombo: person('studioRossi', 'Giovanni', 'Colombo', {
        mobile: '339 870 1234',
        nin: 'CLMGNN65M12F205Z',
      }),
      galli: person('studioRossi', 'Laura', 'Galli', { nin: 'GLLLRA72D55F205W' }),
      deLuca: person('studioRossi', 'Franco', 'De Luca', {
        mobile: '320 445 6677',
        nin: 'DLCFNC58H20F205Q',
      }),
      barbieri: person('studioRossi', 'Alessandra', 'Barbieri', { nin: 'BRBLSN80T62F205J' }),
      lombardo: person('studioRossi', 'Roberto', 'Lombardo', { nin: 'LMBRRT69B14F205U' }),
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
    supplier: keyof typeof ids.suppliers,
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
  return { C, E, U, accountSpecs, contacts, employees };
}
