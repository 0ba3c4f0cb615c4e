/**
 * Demo claims.
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { Insertable } from 'kysely';
import type { ClaimsTable } from '../../db/schema.ts';
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { PeopleIds } from './people.ts';
import type { BuildingsIds } from './buildings.ts';

export type ClaimsIds = Awaited<ReturnType<typeof seedClaims>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedClaims(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs'> &
    Pick<PeopleIds, 'E' | 'employees'> &
    Pick<BuildingsIds, 'B' | 'buildings'>,
) {
  const { day, at } = clock;
  const year = clock.now.getFullYear();
  const { S, orgs, E, B } = ids;

  // --- Claims ---------------------------------------------------------------------------------
  let claimNumber = 0;
  const claim = (
    org: keyof typeof orgs,
    building: keyof typeof ids.buildings,
    status: Insertable<ClaimsTable>['status'],
    description: string,
    daysAgo: number,
    employee: keyof typeof ids.employees,
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
  return { claims };
}
