/**
 * Demo quotes (requested, to evaluate) and billing tokens (invoiced and not).
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import type { SeedClock } from '../clock.ts';
import { idOf, insertKeyed } from './shared.ts';
import type { Db } from './shared.ts';
import type { OrganisationsIds } from './organisations.ts';
import type { BuildingsIds } from './buildings.ts';
import type { OrdersIds } from './orders.ts';

export type QuotesAndTokensIds = Awaited<ReturnType<typeof seedQuotesAndTokens>>;

/** Inserts this part's rows and answers the ids the later parts and the seed's result use. */
export async function seedQuotesAndTokens(
  db: Db,
  clock: SeedClock,
  ids: Pick<OrganisationsIds, 'S' | 'orgs' | 'suppliers'> &
    Pick<BuildingsIds, 'B' | 'buildings'> &
    Pick<OrdersIds, 'O' | 'orders'>,
) {
  const { day, at } = clock;
  const year = clock.now.getFullYear();
  const { S, orgs, B, O } = ids;

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
    supplier: keyof typeof ids.suppliers,
    orderKey: keyof typeof ids.orders,
    building: keyof typeof ids.buildings,
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
  return { quotes, tokens };
}
