/**
 * Demo orders and contracts, covering every order chip state.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { OrdersTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';
import type { TicketsIds } from './tickets.ts';

export type OrdersIds = Awaited<ReturnType<typeof seedOrders>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedOrders(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'> &
    Pick<PeopleIds, 'E' | 'U'> &
    Pick<BuildingsIds, 'B' | 'buildings' | 'orgOfBuilding'> &
    Pick<TicketsIds, 'T'>,
) {
  const { day, at } = clock;
  const year = clock.now.getFullYear();
  const { S, orgs, E, U, B, orgOfBuilding, T } = ids;

  // --- Orders: every chip state ---------------------------------------------------------------
  let odsNumber = 0;
  let odpNumber = 0;
  const order = (
    building: keyof typeof ids.buildings,
    supplier: keyof typeof ids.suppliers | null,
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
  return { O, orders };
}
