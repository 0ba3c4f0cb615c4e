/**
 * Contract tests of billing proposals ('Proposte di fatturazione', 002 §2.8; domain DECISIONS.md
 * "Billing proposals"): the supplier sends a proposal of its tokens not invoiced (`POST
 * proxy/billingProposals` `{ tokenIds }`), the organisation accepts it — every token becomes
 * invoiced and the supplier's not-invoiced badge drops — or refuses it with a reason, through the
 * one transition route, in the contract's order 404 → 403 → 409 STALE_RECORD → 409 CONFLICT →
 * 400. Each test inserts its own tokens.
 */
import {
  BILLING_PROPOSAL_LIST_LIMIT,
  BILLING_PROPOSAL_LIST_ORDER,
  TOKEN_DASHBOARD_VIEWS,
} from '@portineria/domain';
import type { BillingProposal, ListQuery } from '@portineria/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, rejection, wireAs } from '../support/contract.ts';
import { callerFor } from '../support/calls.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

let tokenNumber = 0;

interface TokenOptions {
  amount?: string | null;
  isInvoiced?: boolean;
  organization?: 'studioRossi' | 'contiGestioni';
  supplier?: 'idraulicaBianchi' | 'galloImpianti';
}

/** A token for one test alone: Studio Rossi's, Idraulica Bianchi's, 180 €, not invoiced. */
async function newToken(options: TokenOptions = {}): Promise<{ id: number; code: string }> {
  tokenNumber += 1;
  const code = `GET-PROP-${String(tokenNumber)}`;
  const row = await gateway.gateway.deps.db
    .insertInto('tokens')
    .values({
      organization_id: gateway.seed.organizations[options.organization ?? 'studioRossi'],
      supplier_id: gateway.seed.suppliers[options.supplier ?? 'idraulicaBianchi'],
      building_id: gateway.seed.buildings.manzoni,
      code,
      description: 'Manutenzione caldaia',
      amount: options.amount === undefined ? '180.00' : options.amount,
      is_invoiced: options.isInvoiced ?? false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, code };
}

async function propose(tokenIds: number[], account: 'paolo' | 'anna' | 'giulia' = 'paolo') {
  const client = await clientFor(gateway, account, account === 'giulia' ? 'ORG' : 'SPL');
  return wireAs<BillingProposal>(await client.tokens.proposals.create({ tokenIds }));
}

async function storedTokens(ids: number[]) {
  return gateway.gateway.deps.db
    .selectFrom('tokens')
    .select(['id', 'is_invoiced', 'invoiced_at', 'billing_proposal_id', 'updated_at'])
    .where('id', 'in', ids)
    .orderBy('id')
    .execute();
}

async function storedProposal(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('billing_proposals')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

async function proposalCount() {
  const row = await gateway.gateway.deps.db
    .selectFrom('billing_proposals')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function historyOf(kind: 'token' | 'billingProposal', id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'user_fullname', 'changes'])
    .where('record_kind', '=', kind)
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('billing proposals: the supplier sends one (DECISIONS.md "Billing proposals" 1, 4)', () => {
  it('Paolo proposes two tokens: the proposal is sent with their total, to Studio Rossi, and each token and the proposal tell it in their history', async () => {
    const first = await newToken({ amount: '180.00' });
    const second = await newToken({ amount: '95.50' });

    const proposal = await propose([first.id, second.id]);

    expect(proposal).toMatchObject({
      status: 'SENT',
      tokenCount: 2,
      _organization: gateway.seed.organizations.studioRossi,
      _supplier: gateway.seed.suppliers.idraulicaBianchi,
      refusalReason: null,
    });
    expect(Number(proposal.total)).toBe(275.5);
    expect(proposal.org_tokens?.map((token) => token.code)).toEqual([first.code, second.code]);
    expect(
      (await storedTokens([first.id, second.id])).map((row) => row.billing_proposal_id),
    ).toEqual([proposal.id, proposal.id]);
    expect(await historyOf('billingProposal', proposal.id)).toEqual([
      {
        action: 'create',
        user_fullname: 'Paolo Bianchi',
        changes: [
          { field: 'status', from: null, to: 'SENT' },
          { field: 'tokens', from: null, to: `${first.code}, ${second.code}` },
          { field: 'total', from: null, to: 275.5 },
        ],
      },
    ]);
    expect(await historyOf('token', first.id)).toEqual([
      {
        action: 'PROPOSE',
        user_fullname: 'Paolo Bianchi',
        changes: [{ field: '_billingProposal', from: null, to: proposal.id }],
      },
    ]);
  });

  it('Giulia (the organisation) cannot send one: 403, nothing written', async () => {
    const token = await newToken();
    const before = await proposalCount();

    const error = await rejection(propose([token.id], 'giulia'));

    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await proposalCount()).toBe(before);
  });

  it("a token of another supplier is a 400 on tokenIds, as a missing one is: Anna cannot propose Paolo's token", async () => {
    const paolos = await newToken();
    const before = await proposalCount();

    const other = await rejection(propose([paolos.id], 'anna'));
    const missing = await rejection(propose([999_999]));

    for (const error of [other, missing]) {
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(error.error).toEqual([{ field: 'tokenIds', message: expect.any(String) }]);
    }
    expect(other.error).toEqual(missing.error);
    expect(await proposalCount()).toBe(before);
    expect((await storedTokens([paolos.id]))[0]?.billing_proposal_id).toBeNull();
  });

  it('an invoiced token, or one waiting in a proposal sent, is 409 CONFLICT naming it; nothing written', async () => {
    const invoiced = await newToken({ isInvoiced: true });
    const free = await newToken();
    const waiting = await newToken();
    await propose([waiting.id]);
    const before = await proposalCount();

    const first = await rejection(propose([free.id, invoiced.id]));
    const second = await rejection(propose([free.id, waiting.id]));

    expect(first).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: `Il gettone ${invoiced.code} è già fatturato`,
    });
    expect(second).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: `Il gettone ${waiting.code} è già in una proposta in attesa di risposta`,
    });
    expect(await proposalCount()).toBe(before);
    expect((await storedTokens([free.id]))[0]?.billing_proposal_id).toBeNull();
  });

  it('no token, a token without an amount, or tokens of two organisations are 400 on tokenIds', async () => {
    const noAmount = await newToken({ amount: null });
    const rossi = await newToken();
    const conti = await newToken({ organization: 'contiGestioni' });

    const empty = await rejection(propose([]));
    const withoutAmount = await rejection(propose([noAmount.id]));
    const mixed = await rejection(propose([rossi.id, conti.id]));

    expect(empty.error).toEqual([
      { field: 'tokenIds', message: 'Seleziona almeno un gettone da fatturare' },
    ]);
    expect(withoutAmount.error).toEqual([
      {
        field: 'tokenIds',
        message: `Il gettone ${noAmount.code} non ha un importo da fatturare`,
      },
    ]);
    expect(mixed).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(mixed.message).toBe(
      'Una proposta raccoglie i gettoni di una sola amministrazione: invia una proposta per ciascuna',
    );
  });

  it('each side lists its own: Paolo his proposals, Giulia those sent to Studio Rossi, Sara (Conti Gestioni) and Anna none of them', async () => {
    const token = await newToken();
    const proposal = await propose([token.id]);
    const listed = async (account: 'paolo' | 'anna' | 'giulia' | 'sara') => {
      const client = await clientFor(
        gateway,
        account,
        account === 'paolo' || account === 'anna' ? 'SPL' : 'ORG',
      );
      const page = await client.tokens.proposals.getMany({ where: { id: proposal.id } });
      return page.results.length;
    };

    expect(await listed('paolo')).toBe(1);
    expect(await listed('giulia')).toBe(1);
    expect(await listed('sara')).toBe(0);
    expect(await listed('anna')).toBe(0);
  });
});

describe('billing proposals: the organisation answers (DECISIONS.md "Billing proposals" 3)', () => {
  it("000 §7: Giulia accepts: every token is invoiced, Paolo's not-invoiced badge and the 2VER view drop by two, each token's history says it", async () => {
    const first = await newToken();
    const second = await newToken();
    const proposal = await propose([first.id, second.id]);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const view = TOKEN_DASHBOARD_VIEWS[0];
    const badgeBefore = await paolo.tokens.countNotInvoiced();
    const viewBefore = await giulia.counters.countFor('tokens', view.criteria);

    const accepted = wireAs<BillingProposal>(
      await giulia.tokens.proposals.transition(proposal.id, {
        event: { type: 'ACCEPT' },
        version: proposal.updatedAt as string,
      }),
    );

    expect(accepted).toMatchObject({ id: proposal.id, status: 'ACCEPTED' });
    expect(accepted.org_tokens?.map((token) => token.isInvoiced)).toEqual([true, true]);
    expect((await storedTokens([first.id, second.id])).map((row) => row.is_invoiced)).toEqual([
      true,
      true,
    ]);
    await expect(paolo.tokens.countNotInvoiced()).resolves.toBe(badgeBefore - 2);
    await expect(giulia.counters.countFor('tokens', view.criteria)).resolves.toBe(viewBefore - 2);
    expect(
      (await historyOf('token', first.id)).map((row) => [row.action, row.user_fullname]),
    ).toEqual([
      ['PROPOSE', 'Paolo Bianchi'],
      ['MARK_INVOICED', 'Giulia Rossi'],
    ]);
    const caller = await callerFor(gateway, 'paolo', 'SPL');
    const timeline = await caller.call('GET', `billingProposals/${String(proposal.id)}/history`);
    expect(timeline.status).toBe(200);
    expect((timeline.body.data as { action: string }[]).map((entry) => entry.action)).toEqual([
      'ACCEPT',
      'create',
    ]);
  });

  it('Giulia refuses with a reason: Paolo reads it, the tokens stay not invoiced and may be proposed again', async () => {
    const token = await newToken();
    const proposal = await propose([token.id]);
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const refused = wireAs<BillingProposal>(
      await giulia.tokens.proposals.transition(proposal.id, {
        event: { type: 'REFUSE', reason: 'Importo non concordato' },
        version: proposal.updatedAt as string,
      }),
    );

    expect(refused).toMatchObject({ status: 'REFUSED', refusalReason: 'Importo non concordato' });
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const read = wireAs<BillingProposal>(await paolo.tokens.proposals.getOne(proposal.id));
    expect(read.refusalReason).toBe('Importo non concordato');
    expect((await storedTokens([token.id]))[0]?.is_invoiced).toBe(false);
    const again = await propose([token.id]);
    expect(again.status).toBe('SENT');
  });

  it('404 → 403 → 409 STALE_RECORD → 409 CONFLICT → 400, each writing nothing', async () => {
    const token = await newToken();
    const proposal = await propose([token.id]);
    const version = proposal.updatedAt as string;
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const before = await storedProposal(proposal.id);

    const notFound = await rejection(
      sara.tokens.proposals.transition(proposal.id, { event: { type: 'ACCEPT' }, version }),
    );
    const forbidden = await rejection(
      paolo.tokens.proposals.transition(proposal.id, {
        event: { type: 'ACCEPT' },
        version: '2020-01-01T00:00:00.000Z',
      }),
    );
    const stale = await rejection(
      giulia.tokens.proposals.transition(proposal.id, {
        event: { type: 'REFUSE', reason: '' },
        version: '2020-01-01T00:00:00.000Z',
      }),
    );
    const invalid = await rejection(
      giulia.tokens.proposals.transition(proposal.id, {
        event: { type: 'REFUSE', reason: '  ' },
        version,
      }),
    );

    expect(notFound).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(forbidden).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    expect(invalid).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    expect(invalid.error).toEqual([
      { field: 'reason', message: 'Indica il motivo per cui rifiuti la proposta' },
    ]);
    expect(await storedProposal(proposal.id)).toEqual(before);
    expect((await storedTokens([token.id]))[0]?.is_invoiced).toBe(false);

    const accepted = wireAs<BillingProposal>(
      await giulia.tokens.proposals.transition(proposal.id, { event: { type: 'ACCEPT' }, version }),
    );
    const conflict = await rejection(
      giulia.tokens.proposals.transition(proposal.id, {
        event: { type: 'REFUSE', reason: '' },
        version: accepted.updatedAt as string,
      }),
    );
    expect(conflict).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'La proposta ha già avuto una risposta',
    });
  });
});

describe('billing proposals: their timeline (DECISIONS.md "Billing proposals" 4; "Billing proposals: their list and detail" 2)', () => {
  it('a refused proposal tells, newest first, the refusal with its reason then the sending, by whom; both sides read the same timeline, anyone else a 404', async () => {
    const token = await newToken();
    const proposal = await propose([token.id]);
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    await giulia.tokens.proposals.transition(proposal.id, {
      event: { type: 'REFUSE', reason: 'Manca il rapportino' },
      version: proposal.updatedAt as string,
    });
    const path = `billingProposals/${String(proposal.id)}/history`;

    const read = async (account: 'paolo' | 'giulia' | 'sara' | 'anna') => {
      const caller = await callerFor(
        gateway,
        account,
        account === 'paolo' || account === 'anna' ? 'SPL' : 'ORG',
      );
      return caller.call('GET', path);
    };
    const paolo = await read('paolo');
    const office = await read('giulia');

    expect(paolo.status).toBe(200);
    const entries = paolo.body.data as {
      action: string;
      user: { fullname: string };
      changes: { field: string; label: string; from: unknown; to: unknown }[];
    }[];
    expect(entries.map((entry) => [entry.action, entry.user.fullname])).toEqual([
      ['REFUSE', 'Giulia Rossi'],
      ['create', 'Paolo Bianchi'],
    ]);
    expect(entries[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', label: 'Stato', from: 'SENT', to: 'REFUSED' },
        {
          field: 'refusalReason',
          label: 'Motivo del rifiuto',
          from: null,
          to: 'Manca il rapportino',
        },
      ]),
    );
    expect(entries[1]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'tokens', label: 'Gettoni', from: null, to: token.code },
        { field: 'total', label: 'Totale', from: null, to: 180 },
      ]),
    );
    expect(office.status).toBe(200);
    expect(office.body.data).toEqual(paolo.body.data);
    expect((await read('sara')).status).toBe(404);
    expect((await read('anna')).status).toBe(404);
  });
});

describe('billing proposals: the list pages by 50 within the reader\'s rule (DECISIONS.md "Billing proposals: their list and detail" 1, "Billing proposals" 5)', () => {
  /** Stored proposals, one a minute from `start`: the list's order is certain. */
  async function storeProposals(
    count: number,
    supplier: 'idraulicaBianchi' | 'galloImpianti',
    organization: 'studioRossi' | 'contiGestioni',
    start: number,
  ) {
    for (let index = 0; index < count; index += 1) {
      const at = new Date(Date.UTC(2025, 0, 1) + (start + index) * 60_000);
      await gateway.gateway.deps.db
        .insertInto('billing_proposals')
        .values({
          organization_id: gateway.seed.organizations[organization],
          supplier_id: gateway.seed.suppliers[supplier],
          status: 'SENT',
          token_count: 1,
          total: '10.00',
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
  }

  /** The ids a reader should list, newest first, by the stored rows. */
  async function storedIds(column: 'supplier_id' | 'organization_id', value: number) {
    const rows = await gateway.gateway.deps.db
      .selectFrom('billing_proposals')
      .select('id')
      .where(column, '=', value)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'asc')
      .execute();
    return rows.map((row) => row.id);
  }

  const pageQuery = (offset: number): ListQuery => ({
    limit: BILLING_PROPOSAL_LIST_LIMIT,
    offset,
    order: BILLING_PROPOSAL_LIST_ORDER,
  });

  beforeAll(async () => {
    await storeProposals(55, 'idraulicaBianchi', 'studioRossi', 0);
    await storeProposals(3, 'galloImpianti', 'studioRossi', 100);
    await storeProposals(4, 'idraulicaBianchi', 'contiGestioni', 200);
  });

  it('Paolo reads 50 of his proposals, newest first; the next page continues where the first ended; the count is his alone', async () => {
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const expected = await storedIds('supplier_id', gateway.seed.suppliers.idraulicaBianchi);
    expect(expected.length).toBeGreaterThan(BILLING_PROPOSAL_LIST_LIMIT);

    const first = await paolo.tokens.proposals.getMany(pageQuery(0));
    const second = await paolo.tokens.proposals.getMany(pageQuery(BILLING_PROPOSAL_LIST_LIMIT));

    expect(first.results).toHaveLength(BILLING_PROPOSAL_LIST_LIMIT);
    expect(first.counter).toBe(expected.length);
    expect(second.counter).toBe(expected.length);
    expect([...first.results, ...second.results].map((row) => Number(row.id))).toEqual(expected);
    await expect(paolo.tokens.proposals.count({})).resolves.toBe(expected.length);
  });

  it("Giulia counts and pages Studio Rossi's proposals only (not Conti Gestioni's); Anna only Gallo Impianti's; Sara only Conti Gestioni's", async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const anna = await clientFor(gateway, 'anna', 'SPL');
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const office = await storedIds('organization_id', gateway.seed.organizations.studioRossi);
    const gallo = await storedIds('supplier_id', gateway.seed.suppliers.galloImpianti);
    const conti = await storedIds('organization_id', gateway.seed.organizations.contiGestioni);

    const first = await giulia.tokens.proposals.getMany(pageQuery(0));
    const second = await giulia.tokens.proposals.getMany(pageQuery(BILLING_PROPOSAL_LIST_LIMIT));
    const annaPage = await anna.tokens.proposals.getMany(pageQuery(0));
    const saraPage = await sara.tokens.proposals.getMany(pageQuery(0));

    expect(first.results).toHaveLength(BILLING_PROPOSAL_LIST_LIMIT);
    expect(first.counter).toBe(office.length);
    expect([...first.results, ...second.results].map((row) => Number(row.id))).toEqual(
      office.slice(0, 2 * BILLING_PROPOSAL_LIST_LIMIT),
    );
    expect(annaPage.counter).toBe(gallo.length);
    expect(annaPage.results.map((row) => Number(row.id))).toEqual(gallo);
    expect(saraPage.counter).toBe(conti.length);
    expect(saraPage.results.map((row) => Number(row.id))).toEqual(conti);
    await expect(giulia.tokens.proposals.count({})).resolves.toBe(office.length);
  });
});
