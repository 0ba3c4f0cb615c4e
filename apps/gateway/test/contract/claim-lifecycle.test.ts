/**
 * Contract tests of the claim lifecycle (DECISIONS.md "Claim lifecycle"; 001 §4.4; 000 §4):
 * `POST claims/{id}/transitions` `{ event, version }` asks domain's machine; the answers come in
 * the contract's order 404 → 403 → 409 STALE_RECORD → 409 CONFLICT → 400, a refused step writes
 * nothing, and every accepted step and edit appends a `record_history` row read back by
 * `GET claims/{id}/history`.
 */
import type { Claim, ClaimTransitionEvent } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingProfile, clientFor, rejection } from '../support/contract.ts';
import { callerFor } from '../support/calls.ts';
import { signInAs, startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ testHooks: true });
});

afterAll(async () => {
  await gateway?.close();
});

type StoredClaim = Claim & { updatedAt?: string; amountClaimed?: number | null };

/** A claim of Studio Rossi opened by Giulia for the test alone, both suppliers linked by default. */
async function openClaim(fields: Record<string, unknown> = {}): Promise<StoredClaim> {
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return (await giulia.claims.create({
    _building: gateway.seed.buildings.manzoni,
    dateStart: '2026-11-30',
    _supplierICMP: gateway.seed.suppliers.assicurazioniTorre,
    _supplierIEXP: gateway.seed.suppliers.studioPeritaleFontana,
    amountClaimed: 1800,
    ...fields,
  } as never)) as StoredClaim;
}

/** Sends one step as Giulia with the version given. */
async function step(claim: { id: unknown }, event: ClaimTransitionEvent, version: unknown) {
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return (await giulia.claims.transition(String(claim.id), {
    event,
    version: version as string,
  })) as StoredClaim;
}

/** The claim's history rows, oldest first. */
async function historyOf(id: unknown) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'user_fullname', 'changes'])
    .where('record_kind', '=', 'claim')
    .where('record_id', '=', Number(id))
    .orderBy('id')
    .execute();
}

async function storedClaim(id: unknown) {
  return gateway.gateway.deps.db
    .selectFrom('claims')
    .select(['status', 'amount_refunded', 'updated_at'])
    .where('id', '=', Number(id))
    .executeTakeFirstOrThrow();
}

describe('claims: the lifecycle (DECISIONS.md "Claim lifecycle" 1–5)', () => {
  it('000 §4 OPE → VDD → DAC → INL → CLOSE_LIQUIDATED: Giulia works a claim to the end, each step in the history', async () => {
    const created = await openClaim();
    const verifying = await step(created, { type: 'START_VERIFICATION' }, created.updatedAt);
    expect(verifying.status).toBe('VERIFYING');
    const assessed = await step(created, { type: 'ASSESS_DAMAGE' }, verifying.updatedAt);
    expect(assessed.status).toBe('DAMAGE_ASSESSED');
    const waiting = await step(created, { type: 'REQUEST_LIQUIDATION' }, assessed.updatedAt);
    expect(waiting.status).toBe('WAITING_LIQUIDATION');
    const closed = await step(
      created,
      { type: 'LIQUIDATE', amountRefunded: 1500.5 },
      waiting.updatedAt,
    );
    expect(closed).toMatchObject({
      status: 'CLOSE_LIQUIDATED',
      amountRefunded: 1500.5,
      building: { id: gateway.seed.buildings.manzoni },
    });
    const author = { profile_role: 'org_3', user_fullname: 'Giulia Rossi' };
    const history = await historyOf(created.id);
    expect(history.map((row) => row.action)).toEqual([
      'create',
      'START_VERIFICATION',
      'ASSESS_DAMAGE',
      'REQUEST_LIQUIDATION',
      'LIQUIDATE',
    ]);
    expect(history.slice(1)).toEqual([
      {
        action: 'START_VERIFICATION',
        ...author,
        changes: [{ field: 'status', from: 'OPEN', to: 'VERIFYING' }],
      },
      {
        action: 'ASSESS_DAMAGE',
        ...author,
        changes: [{ field: 'status', from: 'VERIFYING', to: 'DAMAGE_ASSESSED' }],
      },
      {
        action: 'REQUEST_LIQUIDATION',
        ...author,
        changes: [{ field: 'status', from: 'DAMAGE_ASSESSED', to: 'WAITING_LIQUIDATION' }],
      },
      {
        action: 'LIQUIDATE',
        ...author,
        changes: [
          { field: 'status', from: 'WAITING_LIQUIDATION', to: 'CLOSE_LIQUIDATED' },
          { field: 'amountRefunded', from: null, to: 1500.5 },
        ],
      },
    ]);
  });

  it('001 §4.4 CLOSE_NOT_LIQUIDATED with its reason in the history, then Riapri back to OPEN; GET claims/{id}/history reads it newest first', async () => {
    const created = await openClaim();
    const closed = await step(
      created,
      { type: 'CLOSE_NOT_LIQUIDATED', reason: 'Danno sotto franchigia' },
      created.updatedAt,
    );
    expect(closed.status).toBe('CLOSE_NOT_LIQUIDATED');
    const reopened = await step(created, { type: 'REOPEN' }, closed.updatedAt);
    expect(reopened.status).toBe('OPEN');
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const answer = await giulia.call('GET', `claims/${String(created.id)}/history`);
    expect(answer.status).toBe(200);
    const entries = answer.body.data as {
      action: string;
      changes: { field: string; to: unknown }[];
    }[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'REOPEN',
      'CLOSE_NOT_LIQUIDATED',
      'create',
    ]);
    // Each field named with domain's Italian label (DECISIONS.md 'Claim lifecycle' 10).
    expect(entries[1]?.changes).toEqual([
      expect.objectContaining({ field: 'status', label: 'Stato', to: 'CLOSE_NOT_LIQUIDATED' }),
      expect.objectContaining({
        field: 'closingReason',
        label: 'Motivo della chiusura',
        to: 'Danno sotto franchigia',
      }),
    ]);
  });
});

describe('claims: refused steps write nothing (404 → 403 → 409 STALE_RECORD → 409 CONFLICT → 400)', () => {
  it.each<[string, Record<string, unknown>, ClaimTransitionEvent, string]>([
    [
      'START_VERIFICATION without the insurer',
      { _supplierICMP: null },
      { type: 'START_VERIFICATION' },
      'Collega la compagnia assicurativa prima di avviare la verifica',
    ],
    [
      'ASSESS_DAMAGE on an open claim',
      {},
      { type: 'ASSESS_DAMAGE' },
      "Il sinistro è 'Aperto': questo passaggio non è possibile",
    ],
    [
      'REQUEST_LIQUIDATION on an open claim',
      {},
      { type: 'REQUEST_LIQUIDATION' },
      "Il sinistro è 'Aperto': questo passaggio non è possibile",
    ],
    [
      'LIQUIDATE on an open claim',
      {},
      { type: 'LIQUIDATE', amountRefunded: 100 },
      "Il sinistro è 'Aperto': questo passaggio non è possibile",
    ],
    ['REOPEN on an open claim', {}, { type: 'REOPEN' }, 'Il sinistro non è chiuso'],
  ])('%s: 409 CONFLICT with the Italian reason', async (_name, fields, event, reason) => {
    const created = await openClaim(fields);
    const refused = await rejection(step(created, event, created.updatedAt));
    expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: reason,
    });
    expect((await storedClaim(created.id)).status).toBe('OPEN');
    expect((await historyOf(created.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('ASSESS_DAMAGE without the loss adjuster, and REQUEST_LIQUIDATION without a claimed amount: 409 CONFLICT', async () => {
    const created = await openClaim({ _supplierIEXP: null, amountClaimed: null });
    const verifying = await step(created, { type: 'START_VERIFICATION' }, created.updatedAt);
    const noAdjuster = await rejection(
      step(created, { type: 'ASSESS_DAMAGE' }, verifying.updatedAt),
    );
    expect(noAdjuster.message).toBe('Collega il perito prima di accertare il danno');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const linked = (await giulia.claims.update(String(created.id), {
      _supplierIEXP: gateway.seed.suppliers.studioPeritaleFontana,
      version: verifying.updatedAt as string,
    })) as StoredClaim;
    const assessed = await step(created, { type: 'ASSESS_DAMAGE' }, linked.updatedAt);
    const noAmount = await rejection(
      step(created, { type: 'REQUEST_LIQUIDATION' }, assessed.updatedAt),
    );
    expect({ code: noAmount.code, message: noAmount.message }).toEqual({
      code: 'CONFLICT',
      message: "Indica l'importo richiesto prima di chiedere la liquidazione",
    });
    expect((await storedClaim(created.id)).status).toBe('DAMAGE_ASSESSED');
  });

  it('LIQUIDATE without an amount above zero and CLOSE_NOT_LIQUIDATED without a reason: 400 with the field', async () => {
    const created = await openClaim();
    const noReason = await rejection(
      step(created, { type: 'CLOSE_NOT_LIQUIDATED', reason: ' ' }, created.updatedAt),
    );
    expect({ status: noReason.status, error: noReason.error }).toEqual({
      status: 400,
      error: [{ field: 'reason', message: 'Indica il motivo della chiusura senza liquidazione' }],
    });
    let version = created.updatedAt;
    for (const type of ['START_VERIFICATION', 'ASSESS_DAMAGE', 'REQUEST_LIQUIDATION'] as const) {
      version = (await step(created, { type }, version)).updatedAt;
    }
    const zero = await rejection(step(created, { type: 'LIQUIDATE', amountRefunded: 0 }, version));
    expect({ status: zero.status, error: zero.error }).toEqual({
      status: 400,
      error: [
        { field: 'amountRefunded', message: "L'importo liquidato deve essere maggiore di zero" },
      ],
    });
    const stored = await storedClaim(created.id);
    expect({ status: stored.status, amount: stored.amount_refunded }).toEqual({
      status: 'WAITING_LIQUIDATION',
      amount: null,
    });
  });

  it('a step or an edit based on another version is 409 STALE_RECORD and writes nothing', async () => {
    const created = await openClaim();
    const moved = await step(created, { type: 'START_VERIFICATION' }, created.updatedAt);
    const before = await storedClaim(created.id);
    const staleStep = await rejection(step(created, { type: 'ASSESS_DAMAGE' }, created.updatedAt));
    expect({ status: staleStep.status, code: staleStep.code }).toEqual({
      status: 409,
      code: 'STALE_RECORD',
    });
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const staleEdit = await rejection(
      giulia.claims.update(String(created.id), {
        description: 'Modifica su una versione vecchia',
        version: created.updatedAt as string,
      }),
    );
    expect(staleEdit.code).toBe('STALE_RECORD');
    const noVersion = await rejection(
      giulia.claims.update(String(created.id), { description: 'Senza versione', version: null }),
    );
    expect(noVersion.code).toBe('STALE_RECORD');
    expect(await storedClaim(created.id)).toEqual(before);
    expect((await historyOf(created.id)).map((row) => row.action)).toEqual([
      'create',
      'START_VERIFICATION',
    ]);
    const edited = await giulia.claims.update(String(created.id), {
      description: 'Infiltrazione dal terrazzo',
      version: moved.updatedAt as string,
    });
    expect(edited).toMatchObject({ description: 'Infiltrazione dal terrazzo' });
    expect((await historyOf(created.id)).at(-1)).toMatchObject({
      action: 'update',
      changes: [{ field: 'description', from: null, to: 'Infiltrazione dal terrazzo' }],
    });
  });

  it('another organisation’s claim is 404 NOT_FOUND, before any other answer', async () => {
    const giulia = await callerFor(gateway, 'giulia', 'ORG');
    const answer = await giulia.call(
      'POST',
      `claims/${String(gateway.seed.tenants.contiGestioni.claimId)}/transitions`,
      { event: { type: 'START_VERIFICATION' }, version: null },
    );
    expect({ status: answer.status, code: answer.body.error_code }).toEqual({
      status: 404,
      code: 'NOT_FOUND',
    });
  });

  it("Sara Conti's organisation (claims module off) gets 403 MODULE_DISABLED on create and on a transition", async () => {
    const sara = await clientFor(gateway, 'sara', 'ORG');
    const create = await rejection(
      sara.claims.create({ _building: gateway.seed.buildings.mimose, dateStart: '2026-11-30' }),
    );
    expect({ status: create.status, code: create.code }).toEqual({
      status: 403,
      code: 'MODULE_DISABLED',
    });
    const claimId = gateway.seed.tenants.contiGestioni.claimId;
    const transition = await rejection(
      sara.claims.transition(claimId, { event: { type: 'START_VERIFICATION' }, version: null }),
    );
    expect({ status: transition.status, code: transition.code }).toEqual({
      status: 403,
      code: 'MODULE_DISABLED',
    });
    const stored = await storedClaim(claimId);
    expect(stored.status).toBe('OPEN');
  });

  it('DECISIONS.md "Claim lifecycle" 6: the supplier linked as loss adjuster reads the claim and its history but takes no step (403)', async () => {
    // Idraulica Bianchi's profile gets the claims module for this test (suppliers have it off in the demo).
    const acting = await signInAs(gateway.url, gateway.seed.accounts.paolo.email, 'SPL');
    const profile = await actingProfile(gateway, acting);
    const hook = await fetch(`${gateway.url}/auth/test/profile-grants`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: gateway.url },
      body: JSON.stringify({
        uid: acting.profileUid,
        moduli: { ...profile.moduli, moduleSinistri: true },
      }),
    });
    expect(hook.status).toBe(204);
    try {
      const created = await openClaim({ _supplierIEXP: gateway.seed.suppliers.idraulicaBianchi });
      const paolo = await clientFor(gateway, 'paolo', 'SPL');
      await expect(paolo.claims.getOne(created.id)).resolves.toMatchObject({
        id: created.id,
        status: 'OPEN',
      });
      const refused = await rejection(
        paolo.claims.transition(created.id, {
          event: { type: 'START_VERIFICATION' },
          version: created.updatedAt as string,
        }),
      );
      expect({ status: refused.status, code: refused.code, message: refused.message }).toEqual({
        status: 403,
        code: 'FORBIDDEN',
        message: "Questa azione spetta all'amministrazione",
      });
      const history = await callerFor(gateway, 'paolo', 'SPL');
      const answer = await history.call('GET', `claims/${String(created.id)}/history`);
      expect(answer.status).toBe(200);
      expect((await storedClaim(created.id)).status).toBe('OPEN');
      expect((await historyOf(created.id)).map((row) => row.action)).toEqual(['create']);
      // A claim it is not linked to stays 404, before the 403.
      const other = await openClaim();
      const hidden = await history.call('POST', `claims/${String(other.id)}/transitions`, {
        event: { type: 'START_VERIFICATION' },
        version: other.updatedAt,
      });
      expect(hidden.status).toBe(404);
    } finally {
      await fetch(`${gateway.url}/auth/test/profile-grants`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: gateway.url },
        body: JSON.stringify({ uid: acting.profileUid, moduli: profile.moduli }),
      });
    }
  });
});
