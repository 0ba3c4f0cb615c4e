import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.ts';
import { dataFamily, resolveCallCriteria, resolveListQuery } from './resource.ts';
import { fakeFetch, json } from './testing/fakeFetch.ts';

const NOW = new Date('2026-03-10T09:30:00.000Z');

function http(getActiveUserId?: () => number | null) {
  const fake = fakeFetch(() => json({ data: [] }));
  const client = createHttpClient({
    baseUrl: '',
    getToken: () => 'jwt',
    getProfileId: () => 'portineria:org:12',
    fetch: fake.fetch,
    now: () => NOW,
    ...(getActiveUserId ? { getActiveUserId } : {}),
  });
  return { client, fake };
}

describe('placeholders (000 §7 "\'@activeUser\' in criteria replaced by the active user id")', () => {
  it('fills @activeUser from the call options first', () => {
    const { client } = http(() => 1);
    expect(resolveCallCriteria(client, { _assignTo: '@activeUser' }, { activeUserId: 42 })).toEqual(
      {
        _assignTo: 42,
      },
    );
  });

  it("falls back to the client's getActiveUserId", () => {
    const { client } = http(() => 7);
    expect(
      resolveCallCriteria(client, {
        $or: [{ _orgEmployee: '@activeUser' }, { _user: '@activeUser' }],
      }),
    ).toEqual({ $or: [{ _orgEmployee: 7 }, { _user: 7 }] });
  });

  it('refuses to send @activeUser when no user is known', () => {
    const { client } = http();
    expect(() => resolveCallCriteria(client, { _assignTo: '@activeUser' })).toThrow(
      "Il criterio usa '@activeUser' ma l'utente attivo non è noto.",
    );
  });

  it('fills the date placeholders from the client clock even without a user', () => {
    const { client } = http();
    const resolved = resolveCallCriteria(client, { validTo: { $gte: '@now' }, code: '@other' });
    expect(resolved).toEqual({ validTo: { $gte: NOW.toISOString() }, code: '@other' });
  });

  it('resolves the where of nested includes and leaves the input untouched', () => {
    const { client } = http(() => 5);
    const query = {
      where: { _user: '@activeUser' },
      include: [
        'org_buildings',
        {
          association: 'org_orders',
          where: { _employee: '@activeUser' },
          include: [{ association: 'org_activities', where: { _owner: '@activeUser' } }],
        },
      ],
    };
    expect(resolveListQuery(client, query)).toEqual({
      where: { _user: 5 },
      include: [
        'org_buildings',
        {
          association: 'org_orders',
          where: { _employee: 5 },
          include: [{ association: 'org_activities', where: { _owner: 5 } }],
        },
      ],
    });
    expect(query.where._user).toBe('@activeUser');
  });

  it('sends lists with the placeholders filled', async () => {
    const { client, fake } = http(() => 9);
    await dataFamily(client, 'tickets').getMany({ where: { _assignTo: '@activeUser' }, limit: 5 });
    expect(fake.last().body).toEqual({ where: { _assignTo: 9 }, limit: 5 });
  });
});

describe('ids in paths', () => {
  it('encodes ids so that a string id cannot change the path', async () => {
    const { client, fake } = http();
    const tickets = dataFamily(client, 'tickets');
    await tickets.getOne('1/../../admin').catch(() => undefined);
    expect(fake.last().url).toBe('/api/v2/tickets/1%2F..%2F..%2Fadmin');
  });
});
