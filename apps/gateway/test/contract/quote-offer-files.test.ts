/**
 * A supplier's answer to a quote request carries a file (domain DECISIONS.md "Quote lifecycle"
 * 10; 002 §7.3 "version 2: file, entity, entity id"): the supplier asked uploads with entity
 * 'quoteOffers' and its offer's id while it answers; anyone else is refused (404 for who does not
 * read the offer, 403 for the organisation, 409 once the request is decided or past its
 * deadline) and nothing is stored; the request's detail lists each offer's files to those who
 * read the offer, and each file added is a row of the request's history (DECISIONS.md "Record
 * history" 6).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDay } from '../support/contract.ts';
import { callerFor, rowOf } from '../support/calls.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';
import { SAMPLE_PDF, storedAttachments, uploadAs } from '../support/uploads.ts';

let gateway: TestGateway;
let paolo: ActingAs;
let anna: ActingAs;
let giulia: ActingAs;

beforeAll(async () => {
  gateway = await startTestGateway({ testHooks: true });
  const signIn = (account: 'paolo' | 'anna' | 'giulia', roleType: 'SPL' | 'ORG') =>
    signInAs(gateway.url, gateway.seed.accounts[account].email, roleType);
  [paolo, anna, giulia] = await Promise.all([
    signIn('paolo', 'SPL'),
    signIn('anna', 'SPL'),
    signIn('giulia', 'ORG'),
  ]);
});

afterAll(async () => {
  await gateway?.close();
});

interface Offer {
  id: number;
  _supplier: number;
  status: string;
  updatedAt: string;
  attachments?: { id: string; name: string; size: number; mimeType: string }[];
}

interface QuoteRequest {
  id: number;
  quotes: { offers: Offer[] };
}

/** Giulia asks Idraulica Bianchi (Paolo) and Gallo Impianti (Anna), for this test alone. */
async function askTwo(object: string): Promise<QuoteRequest> {
  const caller = await callerFor(gateway, 'giulia', 'ORG');
  const answer = await caller.call('POST', 'proxy/orders/quotes', {
    object,
    _building: gateway.seed.buildings.manzoni,
    dueDate: localDay(7),
    suppliers: [gateway.seed.suppliers.idraulicaBianchi, gateway.seed.suppliers.galloImpianti],
  });
  expect(answer.status).toBe(201);
  return rowOf(answer) as unknown as QuoteRequest;
}

function offerOf(request: QuoteRequest, supplier: number): Offer {
  const offer = request.quotes.offers.find((candidate) => candidate._supplier === supplier);
  if (offer === undefined) throw new Error(`no offer of ${String(supplier)}`);
  return offer;
}

function upload(acting: ActingAs, offerId: number) {
  const file = new Blob([SAMPLE_PDF], { type: 'application/pdf' });
  return uploadAs(gateway, acting, {
    entity: 'quoteOffers',
    entityId: offerId,
    file,
    name: 'preventivo.pdf',
  });
}

async function detail(account: 'giulia' | 'paolo' | 'anna', id: number): Promise<QuoteRequest> {
  const caller = await callerFor(gateway, account, account === 'giulia' ? 'ORG' : 'SPL');
  const answer = await caller.call('GET', `proxy/orders/quotes/${String(id)}`);
  expect(answer.status).toBe(200);
  return rowOf(answer) as unknown as QuoteRequest;
}

const storedFiles = (offerId: number) => storedAttachments(gateway, 'quoteOffers', offerId);

async function fileHistory(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'entity', 'entity_id', 'changes'])
    .where('record_kind', '=', 'quote')
    .where('record_id', '=', id)
    .where('action', '=', 'ATTACH')
    .execute();
}

describe('the file of a supplier\'s answer (DECISIONS.md "Quote lifecycle" 10)', () => {
  it('DECISIONS.md "Quote lifecycle" 10: Paolo adds his quote\'s PDF to his offer; the organisation and Paolo see it on the offer, Anna never, and the request\'s history tells it', async () => {
    const request = await askTwo('Manutenzione cancello carraio');
    const own = offerOf(request, gateway.seed.suppliers.idraulicaBianchi);

    const response = await upload(paolo, own.id);
    expect(response.status).toBe(201);
    const stored = ((await response.json()) as { data: { name: string; type: string } }).data;
    expect(stored).toMatchObject({ name: 'preventivo.pdf', type: 'application/pdf' });

    const organisation = await detail('giulia', request.id);
    expect(
      offerOf(organisation, gateway.seed.suppliers.idraulicaBianchi).attachments?.map(
        (file) => file.name,
      ),
    ).toEqual(['preventivo.pdf']);
    expect(offerOf(organisation, gateway.seed.suppliers.galloImpianti).attachments).toEqual([]);
    const supplier = await detail('paolo', request.id);
    expect(supplier.quotes.offers.map((offer) => offer.attachments?.length)).toEqual([1]);
    const competitor = await detail('anna', request.id);
    expect(competitor.quotes.offers.map((offer) => offer._supplier)).toEqual([
      gateway.seed.suppliers.galloImpianti,
    ]);
    expect(competitor.quotes.offers[0]?.attachments).toEqual([]);

    expect(await fileHistory(request.id)).toEqual([
      {
        action: 'ATTACH',
        entity: 'quote',
        entity_id: own.id,
        changes: [{ field: 'file', from: null, to: 'preventivo.pdf' }],
      },
    ]);
    const history = await (
      await callerFor(gateway, 'anna', 'SPL')
    ).call('GET', `proxy/orders/quotes/${String(request.id)}/history`);
    expect((history.body.data as { action: string }[]).map((entry) => entry.action)).not.toContain(
      'ATTACH',
    );
  });

  it('DECISIONS.md "Quote lifecycle" 10: another supplier\'s offer is 404 to Anna, the organisation is 403, and nothing is stored or told', async () => {
    const request = await askTwo('Sostituzione citofoni');
    const own = offerOf(request, gateway.seed.suppliers.idraulicaBianchi);

    const stranger = await upload(anna, own.id);
    expect(stranger.status).toBe(404);
    const organisation = await upload(giulia, own.id);
    expect(organisation.status).toBe(403);
    expect(((await organisation.json()) as { message: string }).message).toBe(
      'Solo il fornitore a cui è stato chiesto il preventivo può rispondere',
    );

    expect(await storedFiles(own.id)).toBe(0);
    expect(await fileHistory(request.id)).toEqual([]);
  });

  it('DECISIONS.md "Quote lifecycle" 10: once another offer is accepted, or past the deadline, a file is a 409 with the reason and nothing is stored', async () => {
    const request = await askTwo('Potatura alberi del cortile');
    const paolosOffer = offerOf(request, gateway.seed.suppliers.idraulicaBianchi);
    const annasOffer = offerOf(request, gateway.seed.suppliers.galloImpianti);
    const annaCaller = await callerFor(gateway, 'anna', 'SPL');
    const submitted = await annaCaller.call(
      'POST',
      `proxy/orders/quotes/${String(request.id)}/transitions`,
      { event: { type: 'SUBMIT', amount: 640 }, version: annasOffer.updatedAt },
    );
    expect(submitted.status).toBe(200);
    const accepted = offerOf(rowOf(submitted) as unknown as QuoteRequest, annasOffer._supplier);
    const giuliaCaller = await callerFor(gateway, 'giulia', 'ORG');
    const choice = await giuliaCaller.call(
      'POST',
      `proxy/orders/quotes/${String(request.id)}/transitions`,
      { event: { type: 'ACCEPT', offer: accepted.id }, version: accepted.updatedAt },
    );
    expect(choice.status).toBe(200);

    const late = await upload(paolo, paolosOffer.id);
    expect(late.status).toBe(409);
    expect(((await late.json()) as { message: string }).message).toBe(
      'La richiesta è già stata assegnata a un fornitore',
    );
    expect(await storedFiles(paolosOffer.id)).toBe(0);

    const other = await askTwo('Pulizia grondaie');
    await gateway.gateway.deps.db
      .updateTable('quotes')
      .set({ due_date: localDay(-1) })
      .where('order_id', '=', other.id)
      .execute();
    const expired = await upload(paolo, offerOf(other, paolosOffer._supplier).id);
    expect(expired.status).toBe(409);
    expect(((await expired.json()) as { message: string }).message).toBe(
      'La scadenza della richiesta è passata: non è più possibile rispondere',
    );
  });
});
