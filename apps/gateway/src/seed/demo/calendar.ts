/**
 * Demo calendar: events, reminders and colleagues.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { CalendarEventsTable, RemindersTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';
import type { TicketsIds } from './tickets.ts';
import type { OrdersIds } from './orders.ts';
import type { ActivitiesIds } from './activities.ts';
import type { ClaimsIds } from './claims.ts';

export type CalendarIds = Awaited<ReturnType<typeof seedCalendar>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedCalendar(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'> &
    Pick<PeopleIds, 'E' | 'employees'> &
    Pick<BuildingsIds, 'B'> &
    Pick<TicketsIds, 'T'> &
    Pick<OrdersIds, 'O'> &
    Pick<ActivitiesIds, 'A'> &
    Pick<ClaimsIds, 'claims'>,
) {
  const { at } = clock;
  const { S, orgs, E, B, T, O, A, claims } = ids;

  // --- Calendar events, reminders, colleagues -------------------------------------------------
  const event = (
    owner: { org?: keyof typeof orgs; supplier?: keyof typeof ids.suppliers },
    employee: keyof typeof ids.employees,
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
    owner: { org?: keyof typeof orgs; supplier?: keyof typeof ids.suppliers },
    employee: keyof typeof ids.employees,
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
  return { calendarEvents, reminders };
}
