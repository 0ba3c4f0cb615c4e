/**
 * Contract tests of the billing token lifecycle (domain DECISIONS.md "Billing token lifecycle";
 * 002 §3.10 "Token: isInvoiced"; 000 §7 "SPL badge counts tokens where isInvoiced is false"):
 * `POST tokens/{id}/transitions` `{ event, version }` is the only way to change `isInvoiced`;
 * the answers come in the contract's order 404 → 403 → 409 STALE_RECORD → 409 CONFLICT → 400, a
 * refused step writes nothing, and every accepted step appends a `record_history` row read back
 * by `GET tokens/{id}/history`. Each test invoices a token of its own, inserted for it.
 */
import { TOKEN_DASHBOARD_VIEWS } from '@portineria/domain';
import type { TokenTransitionEvent } from '@portineria/domain';
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

interface StoredToken {
  id: number;
  isInvoiced: boolean;
  invoicedAt: string | null;
  updatedAt: string;
}

let tokenNumber = 0;

/** A token of Studio Rossi for Paolo's plumbing company, not invoiced, for one test alone. */
async function newToken(isInvoiced = false): Promise<StoredToken> {
  tokenNumber += 1;
  const row = await gateway.gateway.deps.db
    .insertInto('tokens')
    .values({
      organization_id: gateway.seed.organizations.studioRossi,
      supplier_id: gateway.seed.suppliers.idraulicaBianchi,
      building_id: gateway.seed.buildings.manzoni,
      code: `GET-TEST-${String(tokenNumber)}`,
      description: 'Sostituzione valvola di zona',
      amount: '180.00',
      is_invoiced: isInvoiced,
      invoiced_at: isInvoiced ? new Date('2026-11-02T09:00:00.000Z') : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return wireAs<StoredToken>(await giulia.tokens.getOne(row.id));
}

/** Sends one step as the given account with the version given. */
async function step(
  token: { id: number },
  event: TokenTransitionEvent,
  version: unknown,
  account: 'giulia' | 'paolo' = 'giulia',
) {
  const client = await clientFor(gateway, account, account === 'giulia' ? 'ORG' : 'SPL');
  return wireAs<StoredToken>(
    await client.tokens.transition(token.id, { event, version: version as string }),
  );
}

async function stored(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('tokens')
    .select(['is_invoiced', 'invoiced_at', 'updated_at', 'description', 'amount'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The token's history rows, oldest first. */
async function historyOf(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'user_fullname', 'changes'])
    .where('record_kind', '=', 'token')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('tokens: the lifecycle (DECISIONS.md "Billing token lifecycle" 1–2, 6)', () => {
  it('000 §7: Giulia marks a token invoiced: the supplier’s not-invoiced badge and the 2VER view drop by one, the invoicing date is set, the step is in the history', async () => {
    const token = await newToken();
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const view = TOKEN_DASHBOARD_VIEWS[0];
    const badgeBefore = await paolo.tokens.countNotInvoiced();
    const viewBefore = await giulia.counters.countFor('tokens', view.criteria);

    const invoiced = await step(token, { type: 'MARK_INVOICED' }, token.updatedAt);

    expect(invoiced).toMatchObject({
      id: token.id,
      isInvoiced: true,
      invoicedAt: expect.any(String),
    });
    expect(invoiced.updatedAt).not.toBe(token.updatedAt);
    await expect(paolo.tokens.countNotInvoiced()).resolves.toBe(badgeBefore - 1);
    await expect(giulia.counters.countFor('tokens', view.criteria)).resolves.toBe(viewBefore - 1);
    expect(await historyOf(token.id)).toEqual([
      {
        action: 'MARK_INVOICED',
        profile_role: 'org_3',
        user_fullname: 'Giulia Rossi',
        changes: [{ field: 'isInvoiced', from: false, to: true }],
      },
    ]);
  });

  it('DECISIONS.md "Billing token lifecycle" 2: Riporta a da fatturare clears the flag and its date, the badge grows by one, the reason is in the history; GET tokens/{id}/history reads it newest first', async () => {
    const token = await newToken(true);
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const badgeBefore = await paolo.tokens.countNotInvoiced();

    const back = await step(
      token,
      { type: 'MARK_NOT_INVOICED', reason: 'Fattura intestata al condominio sbagliato' },
      token.updatedAt,
    );

    expect(back).toMatchObject({ isInvoiced: false, invoicedAt: null });
    await expect(paolo.tokens.countNotInvoiced()).resolves.toBe(badgeBefore + 1);
    const again = await step(token, { type: 'MARK_INVOICED' }, back.updatedAt);
    expect(again.isInvoiced).toBe(true);
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const answer = await giulia.call('GET', `tokens/${String(token.id)}/history`);
    expect(answer.status).toBe(200);
    const entries = answer.body.data as {
      action: string;
      changes: { field: string; label: string; from: unknown; to: unknown }[];
    }[];
    expect(entries.map((entry) => entry.action)).toEqual(['MARK_INVOICED', 'MARK_NOT_INVOICED']);
    expect(entries[1]?.changes).toEqual([
      { field: 'isInvoiced', label: 'Fatturato', from: true, to: false },
      {
        field: 'reason',
        label: 'Motivo',
        from: null,
        to: 'Fattura intestata al condominio sbagliato',
      },
    ]);
    // The supplier reads the token, so it reads its timeline too.
    const supplier = await callerFor(gateway, 'paolo', 'SPL');
    expect((await supplier.call('GET', `tokens/${String(token.id)}/history`)).status).toBe(200);
  });
});

describe('tokens: refused steps write nothing (DECISIONS.md "Billing token lifecycle" 2–4, 6)', () => {
  it('DECISIONS.md "Billing token lifecycle" 4: the supplier is 403 with the Italian reason, and its badge does not move', async () => {
    const token = await newToken();
    const paolo = await clientFor(gateway, 'paolo', 'SPL');
    const badgeBefore = await paolo.tokens.countNotInvoiced();
    const before = await stored(token.id);

    const error = await rejection(step(token, { type: 'MARK_INVOICED' }, token.updatedAt, 'paolo'));

    expect(error).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
    expect(await stored(token.id)).toEqual(before);
    expect(await historyOf(token.id)).toEqual([]);
    await expect(paolo.tokens.countNotInvoiced()).resolves.toBe(badgeBefore);
  });

  it('a token of another organisation is 404 NOT_FOUND, as a read of it is', async () => {
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const token = await newToken();
    const error = await rejection(
      sara.tokens.transition(token.id, {
        event: { type: 'MARK_INVOICED' },
        version: token.updatedAt,
      }),
    );
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await stored(token.id)).is_invoiced).toBe(false);
  });

  it('DECISIONS.md "Billing token lifecycle" 6: a stale version is 409 STALE_RECORD and writes nothing', async () => {
    const token = await newToken();
    const before = await stored(token.id);

    const error = await rejection(
      step(token, { type: 'MARK_INVOICED' }, '2026-01-01T00:00:00.000Z'),
    );

    expect(error).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    expect(await stored(token.id)).toEqual(before);
    expect(await historyOf(token.id)).toEqual([]);
  });

  it('DECISIONS.md "Billing token lifecycle" 3: a token already invoiced is 409 CONFLICT and writes nothing', async () => {
    const token = await newToken(true);
    const before = await stored(token.id);

    const error = await rejection(step(token, { type: 'MARK_INVOICED' }, token.updatedAt));

    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Il gettone è già fatturato',
    });
    expect(await stored(token.id)).toEqual(before);
    expect(await historyOf(token.id)).toEqual([]);
  });

  it('DECISIONS.md "Billing token lifecycle" 2: MARK_NOT_INVOICED without a reason is 400 with the field error on reason, and writes nothing', async () => {
    const token = await newToken(true);
    const before = await stored(token.id);

    const blank = await rejection(
      step(token, { type: 'MARK_NOT_INVOICED', reason: '  ' }, token.updatedAt),
    );
    const missing = await rejection(step(token, { type: 'MARK_NOT_INVOICED' }, token.updatedAt));

    for (const error of [blank, missing]) {
      expect(error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(error.error).toEqual(
        expect.arrayContaining([
          {
            field: 'reason',
            message: 'Indica il motivo per cui il gettone torna da fatturare',
          },
        ]),
      );
    }
    expect(await stored(token.id)).toEqual(before);
    expect(await historyOf(token.id)).toEqual([]);
  });

  it('an event the lifecycle does not know, or a payload it does not carry, is 400 and writes nothing', async () => {
    const token = await newToken();
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const unknown = await giulia.call('POST', `tokens/${String(token.id)}/transitions`, {
      event: { type: 'DELETE' },
      version: token.updatedAt,
    });
    const extra = await giulia.call('POST', `tokens/${String(token.id)}/transitions`, {
      event: { type: 'MARK_INVOICED', invoicedAt: '2026-01-01' },
      version: token.updatedAt,
    });
    expect(unknown.status).toBe(400);
    expect(extra.status).toBe(400);
    expect((await stored(token.id)).is_invoiced).toBe(false);
  });
});

describe('tokens: an edit never invoices (DECISIONS.md "Billing token lifecycle" 6)', () => {
  it('PATCH with isInvoiced is 400 VALIDATION_FAILED on isInvoiced, on both paths, and writes nothing', async () => {
    const token = await newToken();
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const before = await stored(token.id);
    for (const path of [`tokens/${String(token.id)}`, `proxy/tokens/${String(token.id)}`]) {
      for (const method of ['PATCH', 'PUT'] as const) {
        const answer = await giulia.call(method, path, {
          isInvoiced: true,
          version: token.updatedAt,
        });
        expect(answer.status, `${method} ${path}`).toBe(400);
        expect(answer.body).toMatchObject({
          error_code: 'VALIDATION_FAILED',
          error: [{ field: 'isInvoiced', message: expect.any(String) }],
        });
      }
    }
    expect(await stored(token.id)).toEqual(before);
  });

  it('PATCH of the amount with the version read writes it with an update row in the history; another version is 409 STALE_RECORD', async () => {
    const token = await newToken();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const stale = await rejection(
      giulia.tokens.update(token.id, { amount: 200, version: '2026-01-01T00:00:00.000Z' }),
    );
    const edited = wireAs<StoredToken & { amount: unknown }>(
      await giulia.tokens.update(token.id, { amount: 210, version: token.updatedAt }),
    );

    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    expect(Number(edited.amount)).toBe(210);
    const history = await historyOf(token.id);
    expect(history.map((row) => row.action)).toEqual(['update']);
    expect(history[0]?.changes).toEqual([{ field: 'amount', from: 180, to: 210 }]);
  });
});
