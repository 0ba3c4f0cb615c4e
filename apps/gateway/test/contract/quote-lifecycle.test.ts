/**
 * Contract tests of quote requests (domain DECISIONS.md "Quote lifecycle"; 001 §3 quotes, 002
 * §3.10 quote summary): the organisation asks several suppliers (`POST proxy/orders/quotes`),
 * each asked supplier answers or declines its own offer and the organisation accepts one
 * (`POST proxy/orders/quotes/{id}/transitions` `{ event, version }`, the version of the offer);
 * accepting creates exactly one order for the chosen supplier with the accepted amount and makes
 * the other offers 'Non scelto'. Refused steps write nothing; every step is in the request's
 * history, and the created order's history says where it came from.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../support/contract.ts';
import { callerFor } from '../support/calls.ts';
import type { Answer } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ testHooks: true });
});

afterAll(async () => {
  await gateway?.close();
});

interface Offer {
  id: number;
  status: string;
  amount: number | null;
  note: string | null;
  _supplier: number;
  updatedAt: string;
  org_suppliers?: { id: number } | null;
}

interface QuoteRequest {
  id: number;
  status: string;
  object: string;
  quotes: { requests: number; got: number; dueDate: string; offers: Offer[] };
}

function requestOf(answer: Answer): QuoteRequest {
  const rows = answer.body.rows as { results: QuoteRequest[] };
  const [row] = rows.results;
  if (row === undefined) throw new Error(JSON.stringify(answer.body));
  return row;
}

/** Giulia asks Idraulica Bianchi (Paolo) and Gallo Impianti (Anna) for this test alone. */
async function askTwo(fields: Record<string, unknown> = {}): Promise<QuoteRequest> {
  const giulia = await callerFor(gateway, 'giulia', 'ORG');
  const answer = await giulia.call('POST', 'proxy/orders/quotes', {
    object: 'Sostituzione autoclave',
    _building: gateway.seed.buildings.manzoni,
    description: 'Autoclave del locale tecnico, portata 5 m³/h',
    dueDate: localDay(7),
    suppliers: [gateway.seed.suppliers.idraulicaBianchi, gateway.seed.suppliers.galloImpianti],
    ...fields,
  });
  expect(answer.status).toBe(201);
  return requestOf(answer);
}

function offerOf(request: QuoteRequest, supplier: number): Offer {
  const offer = request.quotes.offers.find((candidate) => candidate._supplier === supplier);
  if (offer === undefined) throw new Error(`no offer of ${String(supplier)}`);
  return offer;
}

async function step(
  account: 'giulia' | 'paolo' | 'anna',
  id: number,
  event: Record<string, unknown>,
  version: unknown,
): Promise<Answer> {
  const caller = await callerFor(gateway, account, account === 'giulia' ? 'ORG' : 'SPL');
  return caller.call('POST', `proxy/orders/quotes/${String(id)}/transitions`, { event, version });
}

async function historyRows(kind: 'quote' | 'order', id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'entity', 'entity_id', 'changes'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

async function storedOffers(orderId: number) {
  return gateway.gateway.deps.db
    .selectFrom('quote_offers')
    .innerJoin('quotes', 'quotes.id', 'quote_offers.quote_id')
    .select(['quote_offers.supplier_id', 'quote_offers.status', 'quote_offers.amount'])
    .where('quotes.order_id', '=', orderId)
    .orderBy('quote_offers.id')
    .execute();
}

describe('quote requests: the organisation asks several suppliers (DECISIONS.md "Quote lifecycle" 1)', () => {
  it('002 §3.10 quotes.requests: Giulia asks two suppliers; the request is a draft order with two requested offers and its history', async () => {
    const created = await askTwo();
    expect(created).toMatchObject({
      status: 'DRAFT',
      object: 'Sostituzione autoclave',
      quotes: { requests: 2, got: 0, dueDate: localDay(7) },
    });
    expect(created.quotes.offers.map((offer) => [offer._supplier, offer.status])).toEqual([
      [gateway.seed.suppliers.idraulicaBianchi, 'REQUESTED'],
      [gateway.seed.suppliers.galloImpianti, 'REQUESTED'],
    ]);
    expect((await historyRows('quote', created.id)).map((row) => row.action)).toEqual([
      'create',
      'ASK',
      'ASK',
    ]);
    expect((await historyRows('order', created.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('DECISIONS.md "Quote lifecycle" 1: a request without its fields, with a past deadline or a supplier outside the registry is 400 with every field error', async () => {
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const empty = await giulia.call('POST', 'proxy/orders/quotes', { object: ' ', suppliers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error_code).toBe('VALIDATION_FAILED');
    const fields = (empty.body.error as { field: string; message: string }[]).map((error) => [
      error.field,
      error.message,
    ]);
    expect(fields).toEqual([
      ['object', 'Campo obbligatorio'],
      ['_building', 'Campo obbligatorio'],
      ['dueDate', 'Campo obbligatorio'],
      ['suppliers', 'Scegli almeno un fornitore'],
    ]);
    const late = await giulia.call('POST', 'proxy/orders/quotes', {
      object: 'Tinteggiatura',
      _building: gateway.seed.buildings.manzoni,
      dueDate: localDay(-1),
      suppliers: [999999],
    });
    expect(late.status).toBe(400);
    expect((late.body.error as { field: string }[]).map((error) => error.field)).toEqual([
      'dueDate',
      'suppliers.0',
    ]);
  });

  it('a supplier cannot create a quote request: 403', async () => {
    const paolo = await callerFor(gateway, 'paolo', 'SPL');
    const answer = await paolo.call('POST', 'proxy/orders/quotes', {
      object: 'Prova',
      _building: gateway.seed.buildings.manzoni,
      dueDate: localDay(3),
      suppliers: [gateway.seed.suppliers.idraulicaBianchi],
    });
    expect(answer.status).toBe(403);
  });
});

describe('quote requests: the supplier answers (DECISIONS.md "Quote lifecycle" 2–3)', () => {
  it('DECISIONS.md "Quote lifecycle" 2: Paolo submits an amount with notes; received goes to 1 of 2 and he reads only his own offer', async () => {
    const created = await askTwo();
    const own = offerOf(created, gateway.seed.suppliers.idraulicaBianchi);
    const answer = await step(
      'paolo',
      created.id,
      { type: 'SUBMIT', amount: 1850.5, note: 'Installazione e collaudo compresi' },
      own.updatedAt,
    );
    expect(answer.status).toBe(200);
    const seen = requestOf(answer);
    expect(seen.quotes).toMatchObject({ requests: 2, got: 1 });
    expect(seen.quotes.offers).toEqual([
      expect.objectContaining({
        _supplier: gateway.seed.suppliers.idraulicaBianchi,
        status: 'SUBMITTED',
        amount: 1850.5,
        note: 'Installazione e collaudo compresi',
      }),
    ]);
    const [, , , submitted] = await historyRows('quote', created.id);
    expect(submitted).toMatchObject({ action: 'SUBMIT', entity: 'quote', entity_id: own.id });
    expect(submitted?.changes.map((change) => change.field)).toEqual([
      'status',
      'amount',
      'note',
      'submittedAt',
    ]);
  });

  it('DECISIONS.md "Quote lifecycle" 2: Anna declines with a reason, kept as her offer note; received stays 0', async () => {
    const created = await askTwo();
    const own = offerOf(created, gateway.seed.suppliers.galloImpianti);
    const answer = await step(
      'anna',
      created.id,
      { type: 'DECLINE', reason: 'Nessuna squadra disponibile' },
      own.updatedAt,
    );
    expect(answer.status).toBe(200);
    expect(requestOf(answer).quotes).toMatchObject({ got: 0 });
    expect(await storedOffers(created.id)).toEqual([
      { supplier_id: gateway.seed.suppliers.idraulicaBianchi, status: 'REQUESTED', amount: null },
      { supplier_id: gateway.seed.suppliers.galloImpianti, status: 'DECLINED', amount: null },
    ]);
  });

  it('refused answers write nothing: the organisation answering 403, a stale version 409 STALE_RECORD, past the deadline 409 CONFLICT with the reason, no amount 400', async () => {
    const created = await askTwo();
    const own = offerOf(created, gateway.seed.suppliers.idraulicaBianchi);
    const byOrganisation = await step(
      'giulia',
      created.id,
      { type: 'SUBMIT', amount: 10 },
      own.updatedAt,
    );
    expect([byOrganisation.status, byOrganisation.body.message]).toEqual([
      403,
      'Solo il fornitore a cui è stato chiesto il preventivo può rispondere',
    ]);
    const stale = await step(
      'paolo',
      created.id,
      { type: 'SUBMIT', amount: 10 },
      '2020-01-01T00:00:00.000Z',
    );
    expect([stale.status, stale.body.error_code]).toEqual([409, 'STALE_RECORD']);
    const noAmount = await step('paolo', created.id, { type: 'SUBMIT' }, own.updatedAt);
    expect([noAmount.status, noAmount.body.error_code]).toEqual([400, 'VALIDATION_FAILED']);
    await gateway.gateway.deps.db
      .updateTable('quotes')
      .set({ due_date: localDay(-1) })
      .where('order_id', '=', created.id)
      .execute();
    const late = await step('paolo', created.id, { type: 'SUBMIT', amount: 10 }, own.updatedAt);
    expect([late.status, late.body.error_code, late.body.message]).toEqual([
      409,
      'CONFLICT',
      'La scadenza della richiesta è passata: non è più possibile rispondere',
    ]);
    expect((await storedOffers(created.id)).map((offer) => offer.status)).toEqual([
      'REQUESTED',
      'REQUESTED',
    ]);
    expect((await historyRows('quote', created.id)).map((row) => row.action)).toEqual([
      'create',
      'ASK',
      'ASK',
    ]);
  });

  it('a supplier not asked reads no such request: 404', async () => {
    const created = await askTwo({ suppliers: [gateway.seed.suppliers.galloImpianti] });
    const answer = await step('paolo', created.id, { type: 'SUBMIT', amount: 10 }, null);
    expect(answer.status).toBe(404);
  });
});

describe('quote requests: the suppliers are told the choice (DECISIONS.md "Quote lifecycle" 8)', () => {
  /** The QUOTE_UPDATE titles a supplier's profiles got about one request. */
  async function toldAbout(supplierId: number, requestId: number) {
    const rows = await gateway.gateway.deps.db
      .selectFrom('notifications')
      .innerJoin('profiles', 'profiles.id', 'notifications.profile_id')
      .select(['notifications.title', 'notifications.entity_ids'])
      .where('profiles.supplier_id', '=', supplierId)
      .where('notifications.notification_type', '=', 'QUOTE_UPDATE')
      .orderBy('notifications.id')
      .execute();
    return rows
      .filter((row) =>
        (row.entity_ids as { entityName: string; id: number }[]).some(
          (entity) => entity.entityName === 'quote' && Number(entity.id) === requestId,
        ),
      )
      .map((row) => row.title);
  }

  it('the chosen supplier hears "Preventivo accettato", the one still in the running "Preventivo non scelto"; one that declined is not told again', async () => {
    const { idraulicaBianchi, galloImpianti } = gateway.seed.suppliers;
    const both = await askTwo({ object: 'Tinteggiatura scale' });
    const paolos = offerOf(both, idraulicaBianchi);
    const submitted = requestOf(
      await step('paolo', both.id, { type: 'SUBMIT', amount: 900 }, paolos.updatedAt),
    );
    // Nobody is told anything before the choice.
    expect(await toldAbout(idraulicaBianchi, both.id)).toEqual([]);
    const accepted = await step(
      'giulia',
      both.id,
      { type: 'ACCEPT', offer: paolos.id },
      offerOf(submitted, idraulicaBianchi).updatedAt,
    );
    expect(accepted.status).toBe(200);
    expect(await toldAbout(idraulicaBianchi, both.id)).toEqual([
      'Preventivo accettato: Tinteggiatura scale',
    ]);
    expect(await toldAbout(galloImpianti, both.id)).toEqual([
      'Preventivo non scelto: Tinteggiatura scale',
    ]);

    const declined = await askTwo({ object: 'Pulizia grondaie' });
    const annas = offerOf(declined, galloImpianti);
    await step(
      'anna',
      declined.id,
      { type: 'DECLINE', reason: 'Non copriamo la zona' },
      annas.updatedAt,
    );
    const offered = requestOf(
      await step(
        'paolo',
        declined.id,
        { type: 'SUBMIT', amount: 300 },
        offerOf(declined, idraulicaBianchi).updatedAt,
      ),
    );
    await step(
      'giulia',
      declined.id,
      { type: 'ACCEPT', offer: offerOf(offered, idraulicaBianchi).id },
      offerOf(offered, idraulicaBianchi).updatedAt,
    );
    expect(await toldAbout(idraulicaBianchi, declined.id)).toEqual([
      'Preventivo accettato: Pulizia grondaie',
    ]);
    expect(await toldAbout(galloImpianti, declined.id)).toEqual([]);
  });
});

describe('quote requests: the organisation accepts one (DECISIONS.md "Quote lifecycle" 4, 6)', () => {
  it('DECISIONS.md "Quote lifecycle" 4: accepting Paolo\'s offer creates exactly one order for him with his amount, Anna is not chosen, both histories say so', async () => {
    const created = await askTwo();
    const own = offerOf(created, gateway.seed.suppliers.idraulicaBianchi);
    const submitted = requestOf(
      await step('paolo', created.id, { type: 'SUBMIT', amount: 1850.5 }, own.updatedAt),
    );
    const version = offerOf(submitted, gateway.seed.suppliers.idraulicaBianchi).updatedAt;
    const ordersBefore = await gateway.gateway.deps.db
      .selectFrom('orders')
      .select('id')
      .where('supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .where('object', '=', 'Sostituzione autoclave')
      .execute();

    const answer = await step('giulia', created.id, { type: 'ACCEPT', offer: own.id }, version);

    expect(answer.status).toBe(200);
    expect(requestOf(answer).quotes.offers.map((offer) => offer.status)).toEqual([
      'ACCEPTED',
      'REFUSED',
    ]);
    const ordersAfter = await gateway.gateway.deps.db
      .selectFrom('orders')
      .select(['id', 'status', 'amount', 'code', 'building_id', 'category'])
      .where('supplier_id', '=', gateway.seed.suppliers.idraulicaBianchi)
      .where('object', '=', 'Sostituzione autoclave')
      .execute();
    const created_orders = ordersAfter.filter(
      (order) => !ordersBefore.some((before) => before.id === order.id),
    );
    expect(created_orders).toHaveLength(1);
    const [order] = created_orders;
    expect(order).toMatchObject({
      status: 'DRAFT',
      building_id: gateway.seed.buildings.manzoni,
      category: 'ODS',
    });
    expect(Number(order?.amount)).toBe(1850.5);
    expect(order?.code).toMatch(/^ODS-\d{4}-\d{5}$/);
    const quoteHistory = await historyRows('quote', created.id);
    expect(quoteHistory.slice(4).map((row) => [row.action, row.changes])).toEqual([
      [
        'ACCEPT',
        [
          { field: 'status', from: 'SUBMITTED', to: 'ACCEPTED' },
          { field: '_order', from: null, to: order?.id },
        ],
      ],
      ['ACCEPT', [{ field: 'status', from: 'REQUESTED', to: 'REFUSED' }]],
    ]);
    expect(
      (await historyRows('order', Number(order?.id))).map((row) => [
        row.action,
        row.changes.at(-1),
      ]),
    ).toEqual([
      ['create', expect.anything()],
      ['QUOTE_ACCEPTED', { field: '_quote', from: null, to: created.id }],
    ]);

    // The request is closed: a second acceptance and a late answer are refused.
    const accepted = requestOf(answer).quotes.offers;
    const again = await step(
      'giulia',
      created.id,
      { type: 'ACCEPT', offer: own.id },
      accepted[0]?.updatedAt,
    );
    expect([again.status, again.body.error_code, again.body.message]).toEqual([
      409,
      'CONFLICT',
      "Il preventivo è 'Accettato': questo passaggio non è possibile",
    ]);
    const late = await step(
      'anna',
      created.id,
      { type: 'SUBMIT', amount: 900 },
      accepted[1]?.updatedAt,
    );
    expect([late.status, late.body.message]).toEqual([
      409,
      "Il preventivo è 'Non scelto': questo passaggio non è possibile",
    ]);
  });

  it('DECISIONS.md "Quote lifecycle" 4: accepting an offer not submitted is 409, a supplier accepting is 403, an unknown offer 400; nothing is written', async () => {
    const created = await askTwo();
    const own = offerOf(created, gateway.seed.suppliers.idraulicaBianchi);
    const notSubmitted = await step(
      'giulia',
      created.id,
      { type: 'ACCEPT', offer: own.id },
      own.updatedAt,
    );
    expect([notSubmitted.status, notSubmitted.body.message]).toEqual([
      409,
      'Si può accettare solo un preventivo presentato',
    ]);
    const bySupplier = await step(
      'paolo',
      created.id,
      { type: 'ACCEPT', offer: own.id },
      own.updatedAt,
    );
    expect([bySupplier.status, bySupplier.body.message]).toEqual([
      403,
      "Questa azione spetta all'amministrazione",
    ]);
    const unknown = await step(
      'giulia',
      created.id,
      { type: 'ACCEPT', offer: 99999999 },
      own.updatedAt,
    );
    expect(unknown.status).toBe(400);
    expect((await storedOffers(created.id)).map((offer) => offer.status)).toEqual([
      'REQUESTED',
      'REQUESTED',
    ]);
  });

  it('DECISIONS.md "Quote lifecycle" 6: GET proxy/orders/quotes/{id}/history shows Giulia every row, Paolo the creation and his own offer only', async () => {
    const created = await askTwo();
    const paoloOffer = offerOf(created, gateway.seed.suppliers.idraulicaBianchi);
    const annaOffer = offerOf(created, gateway.seed.suppliers.galloImpianti);
    await step('paolo', created.id, { type: 'SUBMIT', amount: 700 }, paoloOffer.updatedAt);
    await step('anna', created.id, { type: 'SUBMIT', amount: 650 }, annaOffer.updatedAt);
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const paolo = await callerFor(gateway, 'paolo', 'SPL');
    const path = `proxy/orders/quotes/${String(created.id)}/history`;
    const forGiulia = (await giulia.call('GET', path)).body.data as {
      action: string;
      entityId: number;
    }[];
    const forPaolo = (await paolo.call('GET', path)).body.data as {
      action: string;
      entityId: number;
      changes: { label: string }[];
    }[];
    expect(forGiulia.map((entry) => entry.action)).toEqual([
      'SUBMIT',
      'SUBMIT',
      'ASK',
      'ASK',
      'create',
    ]);
    expect(forPaolo.map((entry) => [entry.action, entry.entityId])).toEqual([
      ['SUBMIT', paoloOffer.id],
      ['ASK', paoloOffer.id],
      ['create', created.id],
    ]);
    expect(forPaolo[0]?.changes.map((change) => change.label)).toEqual([
      'Stato',
      'Importo',
      'Presentato il',
    ]);
  });
});
