/**
 * Contract tests of the delegated accesses kept as a registry (001 §2.2
 * /ORG/TAB/entitlements-access; 002 §3.7 `_contactDeputy`, note; domain DECISIONS.md "Delegated
 * accesses kept as a registry"): an access row is edited with the version it was read at (409
 * STALE_RECORD otherwise, the stored row unchanged), refused with domain's Italian field messages,
 * refused 403 to a profile without ORG_TAB_ENTITLEMENTSACCESS APP_UPDATE, and each edit is told
 * in its entitlement's one history; an access is created on the contact's entitlement and removed
 * from it, and a deputy is never the delegating contact itself (DECISIONS.md "Delegated accesses:
 * created, removed, never self-delegated") — the real api-client against a test gateway with the
 * demo seed.
 */
import { staleWriteMessage } from '@portineria/domain';
import type { Profile } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerFor } from '../support/calls.ts';
import { rejection, sharedClientFor, wireAs } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  // The hooks change a profile's permissions (an office without APP_UPDATE on the accesses).
  gateway = await startTestGateway({ testHooks: true });
});

afterAll(async () => {
  await gateway?.close();
});

/** The field messages of a 400 VALIDATION_FAILED, by field. */
function fieldMessagesOf(error: { error?: unknown }): Record<string, string> {
  return Object.fromEntries(
    (error.error as { field: string; message: string }[]).map((entry) => [
      entry.field,
      entry.message,
    ]),
  );
}

/** A fresh entitlement of Studio Rossi whose contact delegated a deputy: its access row. */
async function newAccess(lastname: string) {
  const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
  const contact = await giulia.contacts.create({
    isPerson: true,
    lastname: `Titolare ${lastname}`,
  });
  const deputy = await giulia.contacts.create({ isPerson: true, lastname });
  const entitlement = await giulia.entitlements.create({
    _building: gateway.seed.buildings.buenosAires,
    _contact: contact.id,
    _contactDeputy: deputy.id,
    isOwner: true,
  });
  const access = await giulia.entitlementsAccess.getOne(entitlement.id);
  return { giulia, contact, deputy, entitlement, access };
}

/** Replaces a profile's permission grants through the test hook (GATEWAY_TEST_HOOKS). */
async function setGrants(profile: Profile, permissions: Profile['permissions']): Promise<void> {
  const answer = await fetch(`${gateway.url}/auth/test/profile-grants`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: gateway.url },
    body: JSON.stringify({ uid: profile.uid, permissions }),
  });
  expect(answer.status).toBe(204);
}

describe('delegated accesses kept as a registry (001 §2.2 /ORG/TAB/entitlements-access)', () => {
  it("edits an access's deputy and note with its version, answers the row with the new deputy's names, and tells it in the entitlement's history", async () => {
    const { giulia, deputy, entitlement, access } = await newAccess('Delegato Primo');
    expect(access).toMatchObject({ _contactDeputy: deputy.id, fullname: 'Delegato Primo' });
    const other = await giulia.contacts.create({ isPerson: true, lastname: 'Delegato Secondo' });

    const edited = await giulia.entitlementsAccess.update(
      access.id,
      wireAs({
        _contactDeputy: other.id,
        note: 'Delega per le assemblee',
        version: access.updatedAt,
      }),
    );
    expect(edited).toMatchObject({
      id: access.id,
      _contactDeputy: other.id,
      fullname: 'Delegato Secondo',
      note: 'Delega per le assemblee',
    });
    expect(edited.updatedAt).not.toBe(access.updatedAt);
    expect(await giulia.entitlements.getOne(entitlement.id)).toMatchObject({
      _contactDeputy: other.id,
      note: 'Delega per le assemblee',
      updatedAt: edited.updatedAt,
    });

    const history = await giulia.records.history('entitlement', entitlement.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([
      expect.objectContaining({ field: '_contactDeputy', from: deputy.id, to: other.id }),
      expect.objectContaining({ field: 'note', from: null, to: 'Delega per le assemblee' }),
    ]);
  });

  it('reads the deputy included by name for the form’s picker', async () => {
    const { giulia, access } = await newAccess('Delegato Incluso');
    const [row] = await giulia.entitlementsAccess.getMany({
      where: { id: access.id },
      include: ['contactDeputy'],
    });
    expect(
      (row as unknown as { contactDeputy?: { id: number; fullname: string } }).contactDeputy,
    ).toMatchObject({ id: access._contactDeputy, fullname: 'Delegato Incluso' });
  });

  it("keeps the access's version when the deputy's contact card is edited (its version is the entitlement's)", async () => {
    const { giulia, deputy, access } = await newAccess('Delegato Scheda');
    await giulia.contacts.update(deputy.id, {
      mobile: '+39 333 7654321',
      version: deputy.updatedAt,
    });
    const reread = await giulia.entitlementsAccess.getOne(access.id);
    expect(reread).toMatchObject({ mobile: '+39 333 7654321', updatedAt: access.updatedAt });
    const edited = await giulia.entitlementsAccess.update(
      access.id,
      wireAs({ note: 'Ancora valida', version: access.updatedAt }),
    );
    expect(edited).toMatchObject({ note: 'Ancora valida' });
  });

  it('refuses an edit based on another version with 409 STALE_RECORD and keeps the stored access', async () => {
    const { giulia, access } = await newAccess('Delegato Conteso');
    const first = await giulia.entitlementsAccess.update(
      access.id,
      wireAs({ note: 'Prima modifica', version: access.updatedAt }),
    );
    const stale = await rejection(
      giulia.entitlementsAccess.update(
        access.id,
        wireAs({ note: 'Seconda modifica', version: access.updatedAt }),
      ),
    );
    expect(stale.status).toBe(409);
    expect(stale.code).toBe('STALE_RECORD');
    expect(stale.message).toBe(staleWriteMessage());
    expect(await giulia.entitlementsAccess.getOne(access.id)).toMatchObject({
      note: 'Prima modifica',
      updatedAt: first.updatedAt,
    });
  });

  it("refuses a missing deputy, a note over its limit and another office's contact with 400 and domain's Italian messages", async () => {
    const { giulia, access } = await newAccess('Delegato Valido');
    const refusalOf = async (changes: Record<string, unknown>) => {
      const refused = await rejection(
        giulia.entitlementsAccess.update(
          access.id,
          wireAs({ ...changes, version: access.updatedAt }),
        ),
      );
      expect(refused.status).toBe(400);
      expect(refused.code).toBe('VALIDATION_FAILED');
      return fieldMessagesOf(refused);
    };
    expect(await refusalOf({ _contactDeputy: null })).toEqual({
      _contactDeputy: 'Il campo Delegato è obbligatorio',
    });
    expect(await refusalOf({ note: 'x'.repeat(5000) })).toEqual({
      note: 'Il campo Note deve avere al massimo 4000 caratteri',
    });

    const sara = await sharedClientFor(gateway, 'sara', 'ORG');
    const foreign = await sara.contacts.create({ isPerson: true, lastname: 'Estraneo' });
    const unknown = await rejection(
      giulia.entitlementsAccess.update(
        access.id,
        wireAs({ _contactDeputy: foreign.id, version: access.updatedAt }),
      ),
    );
    expect(unknown.status).toBe(400);
    expect(Object.keys(fieldMessagesOf(unknown))).toEqual(['_contactDeputy']);

    const outside = await rejection(
      giulia.entitlementsAccess.update(
        access.id,
        wireAs({ _building: gateway.seed.buildings.mimose, version: access.updatedAt }),
      ),
    );
    expect(outside.status).toBe(400);
    expect(await giulia.entitlementsAccess.getOne(access.id)).toEqual(access);
  });

  it('refuses the edit with 403 to a profile without ORG_TAB_ENTITLEMENTSACCESS APP_UPDATE, to the back office and to a resident, and keeps the access', async () => {
    const { access } = await newAccess('Delegato Protetto');
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const profiles = (await caller.call('GET', 'users/auth/profiles')).body.data as Profile[];
    const profile = profiles.find((found) => found.role.toUpperCase().startsWith('ORG'));
    if (!profile) throw new Error('giulia has no ORG profile');
    await setGrants(
      profile,
      profile.permissions.map((grant) =>
        grant.application === 'ORG_TAB_ENTITLEMENTSACCESS'
          ? {
              ...grant,
              functionalities: grant.functionalities.filter((id) => id !== 'APP_UPDATE'),
            }
          : grant,
      ),
    );
    try {
      const readOnly = await callerFor(gateway, 'giulia', 'ORG');
      const answer = await readOnly.call('PATCH', `entitlements-access/${String(access.id)}`, {
        note: 'Non ammessa',
        version: access.updatedAt,
      });
      expect(answer.status).toBe(403);
      expect(answer.body).toMatchObject({ error_code: 'FORBIDDEN' });
    } finally {
      await setGrants(profile, profile.permissions);
    }
    const elena = await sharedClientFor(gateway, 'elena', 'SYS');
    const back = await rejection(
      elena.entitlementsAccess.update(access.id, wireAs({ note: 'No', version: access.updatedAt })),
    );
    expect(back.status).toBe(403);
    const maria = await sharedClientFor(gateway, 'maria', 'USR');
    const resident = await rejection(
      maria.entitlementsAccess.update(access.id, wireAs({ note: 'No', version: access.updatedAt })),
    );
    expect(resident.status).toBe(403);
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    expect(await giulia.entitlementsAccess.getOne(access.id)).toEqual(access);
  });
});

/** A fresh contact of Studio Rossi with an entitlement on Buenos Aires and no deputy yet. */
async function newDelegator(lastname: string) {
  const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
  const contact = await giulia.contacts.create({ isPerson: true, lastname });
  const entitlement = await giulia.entitlements.create({
    _building: gateway.seed.buildings.buenosAires,
    _contact: contact.id,
    isOwner: true,
  });
  const deputy = await giulia.contacts.create({
    isPerson: true,
    lastname: `Delegato di ${lastname}`,
  });
  return { giulia, contact, entitlement, deputy };
}

describe('delegated accesses created and removed (DECISIONS.md "Delegated accesses: created, removed, never self-delegated")', () => {
  it("creates an access by giving the deputy to the contact's entitlement on the building, answers 201 with the access, and tells it in the entitlement's history", async () => {
    const { giulia, contact, entitlement, deputy } = await newDelegator('Titolare Nuovo');
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const answer = await caller.call('POST', 'entitlements-access', {
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
      _contactDeputy: deputy.id,
      note: 'Delega per le assemblee',
    });
    expect(answer.status).toBe(201);
    expect((answer.body as { data: unknown }).data).toMatchObject({
      id: entitlement.id,
      _contact: contact.id,
      _contactDeputy: deputy.id,
      fullname: 'Delegato di Titolare Nuovo',
      note: 'Delega per le assemblee',
    });
    expect(await giulia.entitlements.getOne(entitlement.id)).toMatchObject({
      _contactDeputy: deputy.id,
      isOwner: true,
      note: 'Delega per le assemblee',
    });
    const history = await giulia.records.history('entitlement', entitlement.id);
    expect(history.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history[0]?.changes).toEqual([
      expect.objectContaining({ field: '_contactDeputy', from: null, to: deputy.id }),
      expect.objectContaining({ field: 'note', from: null, to: 'Delega per le assemblee' }),
    ]);
  });

  it('refuses a new access for a contact without an entitlement on the building, or with several and no unit, with 400 and the field to fix', async () => {
    const { giulia, contact, deputy } = await newDelegator('Titolare Altrove');
    const refusalOf = async (body: Record<string, unknown>) => {
      const refused = await rejection(giulia.entitlementsAccess.create(wireAs(body)));
      expect(refused.status).toBe(400);
      expect(refused.code).toBe('VALIDATION_FAILED');
      return fieldMessagesOf(refused);
    };
    expect(
      await refusalOf({
        _building: gateway.seed.buildings.manzoni,
        _contact: contact.id,
        _contactDeputy: deputy.id,
      }),
    ).toEqual({
      _contact: 'Il contatto non ha un diritto su questo immobile: aggiungilo prima tra i Diritti',
    });
    expect(await refusalOf({})).toEqual({
      _building: 'Il campo Immobile è obbligatorio',
      _contact: 'Il campo Delegante è obbligatorio',
      _contactDeputy: 'Il campo Delegato è obbligatorio',
    });

    const units = await giulia.units.getMany({
      where: { _building: gateway.seed.buildings.buenosAires },
    });
    const [first, second] = units;
    if (!first || !second) throw new Error('Buenos Aires has fewer than two units in the seed');
    const owner = await giulia.contacts.create({ isPerson: true, lastname: 'Titolare Doppio' });
    for (const unit of [first, second]) {
      await giulia.entitlements.create({
        _building: gateway.seed.buildings.buenosAires,
        _unit: unit.id,
        _contact: owner.id,
        isOwner: true,
      });
    }
    const several = {
      _building: gateway.seed.buildings.buenosAires,
      _contact: owner.id,
      _contactDeputy: deputy.id,
    };
    expect(await refusalOf(several)).toEqual({
      _unit: "Il contatto ha più diritti su questo immobile: indica l'unità",
    });
    const created = await giulia.entitlementsAccess.create(
      wireAs({ ...several, _unit: second.id }),
    );
    expect(created).toMatchObject({ _unit: second.id, _contactDeputy: deputy.id });
  });

  it('refuses a second access on an entitlement that already has a deputy with 409 CONFLICT and keeps the first', async () => {
    const { giulia, contact, access } = await newAccess('Delegato Esistente');
    const other = await giulia.contacts.create({ isPerson: true, lastname: 'Delegato Nuovo' });
    const refused = await rejection(
      giulia.entitlementsAccess.create(
        wireAs({
          _building: gateway.seed.buildings.buenosAires,
          _contact: contact.id,
          _contactDeputy: other.id,
        }),
      ),
    );
    expect(refused.status).toBe(409);
    expect(refused.code).toBe('CONFLICT');
    expect(refused.message).toBe("Il diritto ha già un delegato: modifica l'accesso esistente");
    expect(await giulia.entitlementsAccess.getOne(access.id)).toEqual(access);
  });

  it('removes an access: the entitlement stays with no deputy, the access is gone, the removal is in its history', async () => {
    const { giulia, deputy, entitlement, access } = await newAccess('Delegato Revocato');
    const caller = await callerFor(gateway, 'giulia', 'ORG');
    const answer = await caller.call('DELETE', `entitlements-access/${String(access.id)}`);
    expect(answer.status).toBe(200);
    expect((answer.body as { data: unknown }).data).toMatchObject({
      id: access.id,
      _contactDeputy: deputy.id,
    });
    expect(await giulia.entitlements.getOne(entitlement.id)).toMatchObject({
      id: entitlement.id,
      _contactDeputy: null,
      isOwner: true,
    });
    expect((await rejection(giulia.entitlementsAccess.getOne(access.id))).status).toBe(404);
    expect((await rejection(giulia.entitlementsAccess.remove(access.id))).status).toBe(404);
    const history = await giulia.records.history('entitlement', entitlement.id);
    expect(history[0]?.changes).toEqual([
      expect.objectContaining({ field: '_contactDeputy', from: deputy.id, to: null }),
    ]);
  });

  it('refuses creating and removing to the back office and to a resident with 403, and keeps the access', async () => {
    const { contact, deputy } = await newDelegator('Titolare Protetto');
    const { access } = await newAccess('Delegato Intoccabile');
    const body = {
      _building: gateway.seed.buildings.buenosAires,
      _contact: contact.id,
      _contactDeputy: deputy.id,
    };
    for (const [name, role] of [
      ['elena', 'SYS'],
      ['maria', 'USR'],
    ] as const) {
      const client = await sharedClientFor(gateway, name, role);
      expect((await rejection(client.entitlementsAccess.create(wireAs(body)))).status).toBe(403);
      expect((await rejection(client.entitlementsAccess.remove(access.id))).status).toBe(403);
    }
    const giulia = await sharedClientFor(gateway, 'giulia', 'ORG');
    expect(await giulia.entitlementsAccess.getOne(access.id)).toEqual(access);
  });
});

describe('a deputy is never the delegating contact (DECISIONS.md "Delegated accesses: created, removed, never self-delegated")', () => {
  const message = 'Il campo Delegato deve indicare una persona diversa dal titolare del diritto';

  it("refuses the contact as its own deputy with 400 on an access's create and edit", async () => {
    const { giulia, contact } = await newDelegator('Titolare Se Stesso');
    const created = await rejection(
      giulia.entitlementsAccess.create(
        wireAs({
          _building: gateway.seed.buildings.buenosAires,
          _contact: contact.id,
          _contactDeputy: contact.id,
        }),
      ),
    );
    expect(created.status).toBe(400);
    expect(fieldMessagesOf(created)).toEqual({ _contactDeputy: message });

    const { contact: delegator, access } = await newAccess('Delegato Sostituito');
    const edited = await rejection(
      giulia.entitlementsAccess.update(
        access.id,
        wireAs({ _contactDeputy: delegator.id, version: access.updatedAt }),
      ),
    );
    expect(edited.status).toBe(400);
    expect(fieldMessagesOf(edited)).toEqual({ _contactDeputy: message });
    expect(await giulia.entitlementsAccess.getOne(access.id)).toEqual(access);
  });

  it("refuses the contact as its own deputy with 400 on an entitlement's create and edit", async () => {
    const { giulia, contact, entitlement } = await newDelegator('Titolare Diritto');
    const created = await rejection(
      giulia.entitlements.create({
        _building: gateway.seed.buildings.buenosAires,
        _contact: contact.id,
        _contactDeputy: contact.id,
      }),
    );
    expect(created.status).toBe(400);
    expect(fieldMessagesOf(created)).toEqual({ _contactDeputy: message });
    const edited = await rejection(
      giulia.entitlements.update(
        entitlement.id,
        wireAs({ _contactDeputy: contact.id, version: entitlement.updatedAt }),
      ),
    );
    expect(edited.status).toBe(400);
    expect(fieldMessagesOf(edited)).toEqual({ _contactDeputy: message });
  });
});
