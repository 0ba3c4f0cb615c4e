/**
 * Demo activities (every status, today's, expired, pending) and tasks (interventi).
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { ActivitiesTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';
import type { OrdersIds } from './orders.ts';
import type { QuotesAndTokensIds } from './quotes.ts';

export type ActivitiesIds = Awaited<ReturnType<typeof seedActivities>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedActivities(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'> &
    Pick<PeopleIds, 'E'> &
    Pick<BuildingsIds, 'B' | 'buildings' | 'orgOfBuilding'> &
    Pick<OrdersIds, 'O' | 'orders'> &
    Pick<QuotesAndTokensIds, 'tokens'>,
) {
  const { day, at } = clock;
  const { S, orgs, E, B, orgOfBuilding, O, tokens } = ids;

  // --- Activities: every status, today's, expired, pending -------------------------------------
  let activityNumber = 0;
  const activity = (
    orderKey: keyof typeof ids.orders,
    building: keyof typeof ids.buildings,
    supplier: keyof typeof ids.suppliers,
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
  return { A };
}
