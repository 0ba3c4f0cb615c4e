import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../createApiClient.ts';
import { ApiError, ResponseFormatError } from '../http/errors.ts';
import { fakeFetch, json, type FakeHandler } from '../http/testing/fakeFetch.ts';
import { PERMISSION_CHECK_BATCH_MAX } from './permissions.ts';
import { checkPermissionQueryOptions, checkPermissionsQueryOptions } from './queries.ts';

function clientFor(handler: FakeHandler) {
  const fake = fakeFetch(handler);
  const client = createApiClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:org:12',
    fetch: fake.fetch,
  });
  return { client, fake };
}

const ordersScope = {
  application: 'ORG_OPR_ORDERS',
  functionalities: ['APP_NEW', 'APP_UPDATE'],
  modules: ['moduleOperativita'],
  licenceLevel: 0,
};
const ticketsScope = {
  application: 'ORG_GEN_TICKETS',
  functionalities: [],
  modules: [],
  licenceLevel: 0,
};

describe('permissions.checkMany (000 §7 "a check-permissions call by application path and profile", in one call)', () => {
  it('posts the paths once each with the active profile and reads the scopes by path', async () => {
    const { client, fake } = clientFor(() =>
      json({
        data: [
          { path: '/ORG/OPR/orders', scope: ordersScope },
          { path: '/ORG/GEN/tickets', scope: ticketsScope },
          { path: '/ORG/nowhere', scope: null },
        ],
      }),
    );
    const scopes = await client.permissions.checkMany([
      '/ORG/OPR/orders',
      '/ORG/GEN/tickets',
      '/ORG/OPR/orders',
      '/ORG/nowhere',
    ]);
    expect(fake.requests).toHaveLength(1);
    expect(fake.last().method).toBe('POST');
    expect(fake.last().url).toBe('/api/v2/permissions/check');
    expect(fake.last().headers['x-portineria-profile']).toBe('portineria:org:12');
    expect(fake.last().body).toEqual({
      paths: ['/ORG/OPR/orders', '/ORG/GEN/tickets', '/ORG/nowhere'],
      profile: 'portineria:org:12',
    });
    expect(scopes).toEqual({
      '/ORG/OPR/orders': ordersScope,
      '/ORG/GEN/tickets': ticketsScope,
      '/ORG/nowhere': null,
    });
  });

  it('makes no call for no path and refuses more than the batch limit', async () => {
    const { client, fake } = clientFor(() => json({ data: [] }));
    await expect(client.permissions.checkMany([])).resolves.toEqual({});
    const tooMany = Array.from(
      { length: PERMISSION_CHECK_BATCH_MAX + 1 },
      (_, index) => `/ORG/p${String(index)}`,
    );
    await expect(client.permissions.checkMany(tooMany)).rejects.toThrow(RangeError);
    expect(fake.requests).toHaveLength(0);
  });

  it('rejects with the typed error, and refuses an answer of another shape', async () => {
    const forbidden = clientFor(() =>
      json({ error_code: 'FORBIDDEN', message: 'Profilo di un altro utente' }, 403),
    );
    await expect(
      forbidden.client.permissions.checkMany(['/ORG/OPR/orders'], { profile: 'portineria:org:9' }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(forbidden.fake.last().body).toEqual({
      paths: ['/ORG/OPR/orders'],
      profile: 'portineria:org:9',
    });
    const malformed = clientFor(() => json({ data: { '/ORG/OPR/orders': ordersScope } }));
    await expect(
      malformed.client.permissions.checkMany(['/ORG/OPR/orders']),
    ).rejects.toBeInstanceOf(ResponseFormatError);
    const wrongItems = clientFor(() => json({ data: [{ path: 3, scope: ordersScope }] }));
    await expect(
      wrongItems.client.permissions.checkMany(['/ORG/OPR/orders']),
    ).rejects.toBeInstanceOf(ResponseFormatError);
  });
});

describe('checkPermissionsQueryOptions', () => {
  it('keys the paths sorted and once each, under the profile', () => {
    const { client } = clientFor(() => json({ data: [] }));
    const first = checkPermissionsQueryOptions(client, ['/b', '/a', '/b']).queryKey;
    expect(first).toEqual([
      'portineria',
      'portineria:org:12',
      'permissions',
      'check-many',
      { paths: ['/a', '/b'] },
    ]);
    expect(checkPermissionsQueryOptions(client, ['/a', '/b']).queryKey).toEqual(first);
  });

  it("stores each known scope as the single check's answer, so a guard finds it cached", async () => {
    const { client, fake } = clientFor(() =>
      json({
        data: [
          { path: '/ORG/GEN/tickets', scope: ticketsScope },
          { path: '/ORG/OPR/orders', scope: ordersScope },
          { path: '/ORG/nowhere', scope: null },
        ],
      }),
    );
    const queryClient = new QueryClient();
    await queryClient.fetchQuery(
      checkPermissionsQueryOptions(client, ['/ORG/OPR/orders', '/ORG/GEN/tickets', '/ORG/nowhere']),
    );
    expect(
      queryClient.getQueryData(checkPermissionQueryOptions(client, '/ORG/OPR/orders').queryKey),
    ).toEqual(ordersScope);
    expect(
      queryClient.getQueryData(checkPermissionQueryOptions(client, '/ORG/nowhere').queryKey),
    ).toBeUndefined();
    await queryClient.fetchQuery(checkPermissionQueryOptions(client, '/ORG/GEN/tickets'));
    expect(fake.requests).toHaveLength(1);
    queryClient.clear();
  });
});
