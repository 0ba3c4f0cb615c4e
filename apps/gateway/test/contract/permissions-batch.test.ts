/**
 * The batch permission check (the web menu asked `permissions/check` once per entry,
 * ~30 calls per ORG page load): `POST permissions/check` with `{ paths, profile? }` answers, for
 * each path, exactly what the single `GET permissions/check` answers for it, in one call, through
 * the real api-client (`permissions.checkMany`). It is authorised exactly like the single check:
 * a bearer token, a profile header naming one of the user's profiles, and no other profile in the
 * body.
 */
import { ApiError, PERMISSION_CHECK_BATCH_MAX, type ApiClient } from '@portineria/api-client';
import { navigationEntries, orgNavigation, splNavigation, type Profile } from '@portineria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoAccountKey } from '../../src/seed/types.ts';
import { actingClientFor, actingProfile } from '../support/contract.ts';
import { signIn, startTestGateway } from '../support/gateway.ts';
import type { ActingAs, TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

async function actAs(
  account: DemoAccountKey,
  roleType: 'ORG' | 'SPL' | 'USR',
): Promise<{ acting: ActingAs; client: ApiClient; profile: Profile }> {
  const { acting, client } = await actingClientFor(gateway, account, roleType);
  const profile = await actingProfile(gateway, acting);
  return { acting, client, profile };
}

/** The app paths of a menu's entries that a permission gate checks. */
function menuPaths(entries: ReturnType<typeof navigationEntries>): string[] {
  return entries
    .filter((entry) => entry.application !== null && entry.href?.startsWith('/'))
    .map((entry) => entry.href as string);
}

async function postBatch(acting: ActingAs, body: unknown): Promise<Response> {
  return fetch(`${gateway.url}/api/v2/permissions/check`, {
    method: 'POST',
    headers: acting.headers,
    body: JSON.stringify(body),
  });
}

describe('POST permissions/check: the whole menu in one call', () => {
  it.each([
    ['giulia', 'ORG'],
    ['luca', 'ORG'],
    ['sara', 'ORG'],
    ['paolo', 'SPL'],
    ['anna', 'SPL'],
  ] as const)(
    '%s (%s): every menu path answers what the single check answers',
    async (account, roleType) => {
      const { client, profile } = await actAs(account, roleType);
      const menu =
        roleType === 'ORG'
          ? orgNavigation({ profile })
          : splNavigation({ profile, uninvoicedTokens: 0 });
      const paths = menuPaths(navigationEntries(menu));
      expect(paths.length).toBeGreaterThan(roleType === 'ORG' ? 15 : 5);
      const scopes = await client.permissions.checkMany(paths);
      expect(Object.keys(scopes).sort()).toEqual([...new Set(paths)].sort());
      for (const path of paths) {
        const single = await client.permissions.check(path).then(
          (scope) => scope,
          (error: unknown) => (error instanceof ApiError && error.status === 404 ? null : error),
        );
        expect(scopes[path], path).toEqual(single);
      }
    },
  );

  it('answers in the order asked, each path once, and null for a path no route matches', async () => {
    const { acting } = await actAs('giulia', 'ORG');
    const response = await postBatch(acting, {
      paths: ['/ORG/GEN/tickets', '/ORG/nowhere', '/ORG/OPR/orders/service', '/ORG/GEN/tickets'],
      profile: acting.profileUid,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { path: string; scope: unknown }[] };
    expect(body.data.map((item) => item.path)).toEqual([
      '/ORG/GEN/tickets',
      '/ORG/nowhere',
      '/ORG/OPR/orders/service',
    ]);
    expect(body.data[1]?.scope).toBeNull();
    expect(body.data[2]?.scope).toMatchObject({ application: 'ORG_OPR_ORDERS' });
  });

  it('is authorised like the single check: token, own profile header, never another profile', async () => {
    const { acting } = await actAs('giulia', 'ORG');
    const paths = ['/ORG/OPR/orders'];
    const anonymous = await fetch(`${gateway.url}/api/v2/permissions/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error_code: string }).error_code).toBe('TOKEN_MISSING');

    const sara = gateway.seed.accounts.sara.profiles[0]?.uid ?? '';
    const foreignHeader = await fetch(`${gateway.url}/api/v2/permissions/check`, {
      method: 'POST',
      headers: { ...acting.headers, 'x-portineria-profile': sara },
      body: JSON.stringify({ paths }),
    });
    expect(foreignHeader.status).toBe(403);
    expect(((await foreignHeader.json()) as { error_code: string }).error_code).toBe(
      'PROFILE_INVALID',
    );

    const foreignBody = await postBatch(acting, { paths, profile: sara });
    expect(foreignBody.status).toBe(403);
    expect(await foreignBody.json()).toEqual({
      error_code: 'FORBIDDEN',
      message: 'Puoi verificare i permessi solo del profilo con cui hai effettuato l’accesso.',
    });
    const single = await fetch(
      `${gateway.url}/api/v2/permissions/check?path=%2FORG%2FOPR%2Forders&profile=${encodeURIComponent(sara)}`,
      { headers: acting.headers },
    );
    expect(single.status).toBe(403);

    // The same user's other profile answers for that profile only when it is the one in use.
    const giulia = await signIn(gateway.url, gateway.seed.accounts.giulia.email);
    const resident = gateway.seed.accounts.giulia.profileByType.USR?.uid ?? '';
    const asResident = await fetch(`${gateway.url}/api/v2/permissions/check`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${giulia.token}`,
        'x-portineria-profile': resident,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ paths: ['/USR/GEN/tickets', '/ORG/OPR/orders'] }),
    });
    expect(asResident.status).toBe(200);
    const residentScopes = (await asResident.json()) as {
      data: { path: string; scope: { functionalities: string[] } | null }[];
    };
    expect(residentScopes.data[0]?.scope).toMatchObject({ application: 'USR_GEN_TICKETS' });
    // An ORG path answers its scope with no functionality granted to a USR profile.
    expect(residentScopes.data[1]?.scope?.functionalities).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['not an object', ['/ORG/OPR/orders']],
    ['no paths', {}],
    ['an empty list', { paths: [] }],
    ['a path that is not absolute', { paths: ['ORG/OPR/orders'] }],
    ['a path that is not text', { paths: [42] }],
    ['an unknown key', { paths: ['/ORG/OPR/orders'], extra: true }],
    ['a profile that is not text', { paths: ['/ORG/OPR/orders'], profile: 3 }],
    [
      'too many paths',
      {
        paths: Array.from(
          { length: PERMISSION_CHECK_BATCH_MAX + 1 },
          (_, index) => `/ORG/p${String(index)}`,
        ),
      },
    ],
  ])('refuses %s with 400 INVALID_QUERY', async (_name, body) => {
    const { acting } = await actAs('giulia', 'ORG');
    const response = await fetch(`${gateway.url}/api/v2/permissions/check`, {
      method: 'POST',
      headers: acting.headers,
      body: body === undefined ? '' : JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error_code: string; message: string };
    expect(answer.error_code).toBe('INVALID_QUERY');
    expect(answer.message.length).toBeGreaterThan(0);
  });

  it('keeps the single GET check working', async () => {
    const { client } = await actAs('paolo', 'SPL');
    await expect(client.permissions.check('/SPL/OPR/orders')).resolves.toMatchObject({
      application: 'SPL_OPR_ORDERS',
    });
    const unknown: unknown = await client.permissions
      .check('/SPL/nowhere')
      .catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ApiError);
    expect((unknown as ApiError).code).toBe('NOT_FOUND');
  });
});
