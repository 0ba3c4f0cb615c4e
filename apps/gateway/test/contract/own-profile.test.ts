/**
 * Contract tests of the own-profile editor (002 §2.9 'Il mio profilo', §3.9, §5.5, §7.5): the
 * Anagrafica save (domain's rules, the version, the history), the Password tab (the stand-in
 * login then takes only the new password) and the Preferenze tab — the real api-client against a
 * test gateway with the demo seed. Each test signs in on its own and leaves the accounts it
 * changes to no other test of this file.
 */
import {
  notificationPreferenceHistoryField,
  notificationPreferenceLabel,
} from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingClientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

async function userRow(id: number): Promise<Record<string, unknown>> {
  const { rows } = await sql<Record<string, unknown>>`select * from users where id = ${id}`.execute(
    gateway.gateway.deps.db,
  );
  return rows[0] ?? {};
}

function login(email: string, password?: string) {
  return fetch(`${gateway.url}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: gateway.url },
    body: new URLSearchParams({
      email,
      return_to: '/loading',
      ...(password === undefined ? {} : { password }),
    }).toString(),
  });
}

describe('Anagrafica (002 §3.9, §5.5, §7.5)', () => {
  it('saves the changed fields, renames the user and tells it in the profile history', async () => {
    const { client, acting } = await actingClientFor(gateway, 'luca', 'ORG');
    const before = await client.profiles.getOwn(acting.profileUid);
    const saved = await client.profiles.updateOwn(acting.profileUid, {
      firstname: '  Luchino ',
      mobile: '333 765 4321',
      version: before.updatedAt,
    });
    expect(saved).toMatchObject({ firstname: 'Luchino', mobile: '333 765 4321' });
    expect(saved.updatedAt).not.toBe(before.updatedAt);
    expect(await userRow(gateway.seed.accounts.luca.userId)).toMatchObject({
      firstname: 'Luchino',
      display_name: `Luchino ${before.lastname}`,
    });
    const me = await client.auth.getMe();
    expect(me.displayName).toBe(`Luchino ${before.lastname}`);
    const history = await client.http.request<{
      data: {
        action: string;
        changes: { field: string; label: string; from: unknown; to: unknown }[];
      }[];
    }>({ method: 'GET', path: `profiles/${encodeURIComponent(acting.profileUid)}/own/history` });
    expect(history.data[0]).toMatchObject({
      action: 'update',
      changes: expect.arrayContaining([
        { field: 'firstname', label: 'Nome', from: before.firstname, to: 'Luchino' },
        { field: 'mobile', label: 'Cellulare', from: before.mobile, to: '333 765 4321' },
      ]),
    });
  });

  it('refuses a save typed over an older version (409 STALE_RECORD) and keeps the stored one', async () => {
    const { client, acting } = await actingClientFor(gateway, 'paolo', 'SPL');
    const loaded = await client.profiles.getOwn(acting.profileUid);
    await client.profiles.updateOwn(acting.profileUid, {
      city: 'Bergamo',
      version: loaded.updatedAt,
    });
    const error = await rejection(
      client.profiles.updateOwn(acting.profileUid, { city: 'Brescia', version: loaded.updatedAt }),
    );
    expect(error.status).toBe(409);
    expect(error.code).toBe('STALE_RECORD');
    expect(await userRow(gateway.seed.accounts.paolo.userId)).toMatchObject({ city: 'Bergamo' });
  });

  it('002 §5.5: refuses every invalid field at once and writes nothing', async () => {
    const { client, acting } = await actingClientFor(gateway, 'maria', 'USR');
    const loaded = await client.profiles.getOwn(acting.profileUid);
    const stored = await userRow(gateway.seed.accounts.maria.userId);
    const error = await rejection(
      client.profiles.updateOwn(acting.profileUid, {
        lastname: 'B',
        province: 'M1',
        landline: 'non è un numero',
        version: loaded.updatedAt,
      }),
    );
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: 'lastname', message: 'Il campo Cognome deve avere almeno 2 caratteri' },
      { field: 'province', message: 'Il campo Provincia deve contenere solo lettere' },
      {
        field: 'landline',
        message: 'Il campo Telefono fisso deve essere un numero di telefono valido',
      },
    ]);
    expect(await userRow(gateway.seed.accounts.maria.userId)).toEqual(stored);
  });

  it('002 §5.5 "email … field disabled": refuses nothing for the email sent back, and never changes it', async () => {
    const { client, acting } = await actingClientFor(gateway, 'anna', 'SPL');
    const loaded = await client.profiles.getOwn(acting.profileUid);
    const answer = await client.http.request<{ data: { email: string } }>({
      method: 'PATCH',
      path: `profiles/${encodeURIComponent(acting.profileUid)}/own`,
      body: { email: 'altro@example.com', fax: '02 555 0101', version: loaded.updatedAt },
    });
    expect(answer.data.email).toBe(gateway.seed.accounts.anna.email);
  });
});

describe('the profile’s history (domain DECISIONS.md "Record history")', () => {
  it('Sara reads her own profile’s history through the one history read, newest first, with her save and her name', async () => {
    const { client, acting } = await actingClientFor(gateway, 'sara', 'ORG');
    const before = await client.profiles.getOwn(acting.profileUid);
    await client.profiles.updateOwn(acting.profileUid, {
      city: 'Monza',
      version: before.updatedAt,
    });
    const [latest] = await client.records.history('profile', acting.profileUid);
    expect(latest).toMatchObject({
      action: 'update',
      entity: 'profile',
      entityId: gateway.seed.accounts.sara.userId,
      user: { fullname: `${before.firstname} ${before.lastname}` },
    });
    expect(latest?.changes).toContainEqual(
      expect.objectContaining({ field: 'city', from: before.city, to: 'Monza' }),
    );
  });

  it('another user’s profile history is 404, as its read is: Marco cannot read Sara’s', async () => {
    const sara = await actingClientFor(gateway, 'sara', 'ORG');
    const marco = await actingClientFor(gateway, 'marco', 'USR');
    const intoSaras = await rejection(
      marco.client.records.history('profile', sara.acting.profileUid),
    );
    expect(intoSaras.status).toBe(404);
    const intoSarasProfile = await rejection(marco.client.profiles.getOwn(sara.acting.profileUid));
    expect(intoSarasProfile.status).toBe(404);
  });
});

describe('Password (002 §2.9, §5.5)', () => {
  it("002 §5.5: a confirmation that differs is refused with 'Le due password non coincidono'", async () => {
    const { client, acting } = await actingClientFor(gateway, 'marco', 'USR');
    const error = await rejection(
      client.profiles.changeOwnPassword(acting.profileUid, {
        password: 'Cortile-2026',
        passwordConfirmation: 'Cortile-2027',
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: 'passwordConfirmation', message: 'Le due password non coincidono' },
    ]);
    expect((await userRow(gateway.seed.accounts.marco.userId)).password_hash).toBeNull();
  });

  it('the stand-in login then takes the new password and refuses the old way in', async () => {
    const { client, acting } = await actingClientFor(gateway, 'giulia', 'ORG');
    const email = gateway.seed.accounts.giulia.email;
    await client.profiles.changeOwnPassword(acting.profileUid, {
      password: 'Portineria-Rossi-2026',
      passwordConfirmation: 'Portineria-Rossi-2026',
    });
    const stored = await userRow(gateway.seed.accounts.giulia.userId);
    expect(String(stored.password_hash)).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(String(stored.password_hash)).not.toContain('Portineria-Rossi-2026');

    expect((await login(email)).status).toBe(401);
    const wrong = await login(email, 'Portineria-Rossi-2025');
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain('Password non corretta.');
    const right = await login(email, 'Portineria-Rossi-2026');
    expect(right.status).toBe(303);
    expect(right.headers.get('set-cookie')).toContain('portineria_sid=');

    const page = await (await fetch(`${gateway.url}/auth/login`)).text();
    expect(page).toContain('type="password" name="password"');

    const history = await client.http.request<{ data: { action: string; changes: unknown[] }[] }>({
      method: 'GET',
      path: `profiles/${encodeURIComponent(acting.profileUid)}/own/history`,
    });
    expect(history.data[0]).toEqual(expect.objectContaining({ action: 'password', changes: [] }));
  });

  it('refuses the back office (read only) and another user profile', async () => {
    const elena = await actingClientFor(gateway, 'elena', 'SYS');
    const refused = await rejection(
      elena.client.profiles.changeOwnPassword(elena.acting.profileUid, {
        password: 'Ufficio-2026',
        passwordConfirmation: 'Ufficio-2026',
      }),
    );
    expect(refused.code).toBe('FORBIDDEN');
    const foreign = await rejection(
      elena.client.http.request({
        method: 'PUT',
        path: `profiles/${encodeURIComponent('portineria:org:999')}/own/password`,
        body: { password: 'Ufficio-2026', passwordConfirmation: 'Ufficio-2026' },
      }),
    );
    expect([403, 404]).toContain(foreign.status);
    expect((await userRow(gateway.seed.accounts.elena.userId)).password_hash).toBeNull();
  });
});

describe('Preferenze (002 §2.9 "Preferenze (notifications)")', () => {
  it('reads every notification on by default, saves a choice per user and tells it', async () => {
    const { client, acting } = await actingClientFor(gateway, 'anna', 'SPL');
    const initial = await client.profiles.getOwnNotificationPreferences(acting.profileUid);
    expect(initial.ORDER_NEW).toEqual({ bell: true, email: true });
    expect(Object.keys(initial)).toHaveLength(15);
    const saved = await client.profiles.saveOwnNotificationPreferences(acting.profileUid, {
      ORDER_NEW: { bell: true, email: false },
    });
    expect(saved.ORDER_NEW).toEqual({ bell: true, email: false });
    expect(saved.TICKET_NEW).toEqual({ bell: true, email: true });
    expect(await client.profiles.getOwnNotificationPreferences(acting.profileUid)).toEqual(saved);
    const [told] = await client.records.history('profile', acting.profileUid);
    expect(told).toMatchObject({
      action: 'preferences',
      changes: [
        {
          field: notificationPreferenceHistoryField('ORDER_NEW'),
          label: notificationPreferenceLabel('ORDER_NEW'),
          from: { bell: true, email: true },
          to: { bell: true, email: false },
        },
      ],
    });
    expect(
      (await userRow(gateway.seed.accounts.anna.userId)).notification_preferences,
    ).toMatchObject({
      ORDER_NEW: { bell: true, email: false },
    });
  });

  it('refuses a notification that is not offered or a channel that is not a boolean', async () => {
    const { client, acting } = await actingClientFor(gateway, 'maria', 'USR');
    const error = await rejection(
      client.http.request({
        method: 'PUT',
        path: `profiles/${encodeURIComponent(acting.profileUid)}/own/notification-preferences`,
        body: {
          CHAT_STATUS_UPDATE: { bell: false, email: false },
          POLL_NEW: { bell: 'no', email: true },
        },
      }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.error).toEqual([
      { field: 'CHAT_STATUS_UPDATE', message: 'Campo non modificabile.' },
      { field: 'POLL_NEW', message: 'Campo non modificabile.' },
    ]);
  });
});
