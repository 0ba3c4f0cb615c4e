/**
 * Contract tests of communications (001 §7): the real api-client's `communications` family against a
 * test gateway with the demo seed — the unread correspondence list with keyset paging, its
 * count, and the opened flag.
 */
import type { Communication } from '@portineria/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;
const PRODUCT = 'portineria';

async function storedUnread(userId: number): Promise<number[]> {
  const rows = await gateway.gateway.deps.db
    .selectFrom('communications')
    .select('id')
    .where('recipient_user_id', '=', userId)
    .where('type', '=', 'corrispondenza')
    .where('status', '=', 'SENT')
    .where('usr_opened_in_portineria', '=', false)
    .execute();
  return rows.map((row) => row.id);
}

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('communications: unread correspondence (001 §7)', () => {
  it('lists the unread correspondence of the resident, newest first, and counts it', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const expected = await storedUnread(gateway.seed.accounts.maria.userId);
    expect(expected.length).toBeGreaterThan(0);
    const page = await client.communications.getUnreadCorrespondence({ product: PRODUCT });
    expect(new Set(page.data.map((item) => Number(item.id)))).toEqual(new Set(expected));
    expect(page.nextOffsetKey).toBeNull();
    for (const item of page.data) {
      expect(item).toMatchObject({
        type: 'corrispondenza',
        status: 'SENT',
        usr_openedInportineria: false,
      });
    }
    const dates = page.data.map((item) => Date.parse(String(item.sendingDate)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    await expect(client.communications.countUnreadCorrespondence(PRODUCT)).resolves.toBe(
      expected.length,
    );
  });

  it('reads usr_openedIn{product} in the spelling the app uses, and answers in it', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const lower = await client.communications.getUnreadCorrespondence({ product: PRODUCT });
    const capital = await client.communications.getUnreadCorrespondence({ product: 'Portineria' });
    expect(capital.data.map((item) => item.id)).toEqual(lower.data.map((item) => item.id));
    await expect(client.communications.countUnreadCorrespondence('Portineria')).resolves.toBe(
      lower.data.length,
    );
    expect(lower.data[0]).toHaveProperty('usr_openedInportineria', false);
  });

  it('never shows a draft, nor another resident’s communications', async () => {
    const maria = await clientFor(gateway, 'maria', 'USR');
    const all = await maria.communications.getPage({ where: {}, limit: 100 });
    const stored = await gateway.gateway.deps.db
      .selectFrom('communications')
      .select(['id', 'status', 'recipient_user_id'])
      .execute();
    const draft = stored.find(
      (row) =>
        row.status !== 'SENT' && row.recipient_user_id === gateway.seed.accounts.maria.userId,
    );
    expect(draft).toBeDefined();
    expect(all.data.map((item) => Number(item.id))).not.toContain(draft?.id);
    const marcos = stored.find(
      (row) => row.recipient_user_id === gateway.seed.accounts.marco.userId,
    );
    expect((await rejection(maria.communications.getOne(marcos?.id ?? 0))).code).toBe('NOT_FOUND');
  });
});

describe('communications: keyset paging with offset_key', () => {
  it('pages of two follow next_offset_key to the same rows as one page, without repeats', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const whole = await client.communications.getPage({
      where: {},
      order: [['sendingDate', 'DESC']],
      limit: 100,
    });
    expect(whole.data.length).toBeGreaterThan(2);
    const paged: Communication[] = [];
    let key: string | null = null;
    let pages = 0;
    do {
      const query: Record<string, unknown> = {
        where: {},
        order: [['sendingDate', 'DESC']],
        limit: 2,
      };
      if (key !== null) query.offset_key = key;
      const page = await client.communications.getPage(query);
      paged.push(...page.data);
      key = page.nextOffsetKey;
      pages += 1;
    } while (key !== null && pages < 20);
    expect(paged.map((item) => item.id)).toEqual(whole.data.map((item) => item.id));
    expect(pages).toBe(Math.ceil(whole.data.length / 2));
  });

  it('refuses a forged, foreign or malformed offset_key with 400 INVALID_QUERY', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const first = await client.communications.getPage({
      where: {},
      order: [['sendingDate', 'DESC']],
      limit: 1,
    });
    expect(first.nextOffsetKey).not.toBeNull();
    const otherOrder = await rejection(
      client.communications.getPage({
        where: {},
        order: [['createdAt', 'ASC']],
        limit: 1,
        offset_key: first.nextOffsetKey,
      }),
    );
    expect(otherOrder.code).toBe('INVALID_QUERY');
    for (const offsetKey of [
      "1'; drop table communications; --",
      'bm90LWpzb24',
      Buffer.from('["sendingDate","DESC","not a date",1]').toString('base64url'),
    ]) {
      const error = await rejection(
        client.communications.getPage({
          where: {},
          order: [['sendingDate', 'DESC']],
          limit: 1,
          offset_key: offsetKey,
        }),
      );
      expect(error.code).toBe('INVALID_QUERY');
    }
  });
});

describe('communications: opened (001 §4.5)', () => {
  it('marks one opened for the product: it leaves the unread list and count', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const before = await storedUnread(gateway.seed.accounts.maria.userId);
    const target = before[0] as number;
    const opened = await client.communications.markOpened(target, PRODUCT);
    expect(opened).toMatchObject({ id: target, usr_openedInportineria: true });
    await expect(client.communications.countUnreadCorrespondence(PRODUCT)).resolves.toBe(
      before.length - 1,
    );
    const page = await client.communications.getUnreadCorrespondence({ product: PRODUCT });
    expect(page.data.map((item) => Number(item.id))).not.toContain(target);
  });

  it('only the recipient marks it; an unknown product is refused', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const target = gateway.seed.tenants.studioRossi.communicationId;
    expect((await rejection(giulia.communications.markOpened(target, PRODUCT))).code).toBe(
      'FORBIDDEN',
    );
    const maria = await clientFor(gateway, 'maria', 'USR');
    const unread = await storedUnread(gateway.seed.accounts.maria.userId);
    expect(
      (await rejection(maria.communications.markOpened(unread[0] as number, 'altro'))).code,
    ).toBe('VALIDATION_FAILED');
  });
});

describe('notices and polls: boards and watcher counts (000 §7)', () => {
  it('counts the open polls of the organisation as stored', async () => {
    const client = await clientFor(gateway, 'giulia', 'ORG');
    const stored = await gateway.gateway.deps.db
      .selectFrom('polls')
      .select('id')
      .where('organization_id', '=', gateway.seed.organizations.studioRossi)
      .where('status', '=', true)
      .execute();
    expect(stored.length).toBeGreaterThan(0);
    await expect(client.polls.count({ status: true })).resolves.toBe(stored.length);
    await expect(client.counters.countFor('polls', { status: true })).resolves.toBe(stored.length);
  });

  it('a resident reads the published notices and the polls of its buildings only', async () => {
    const client = await clientFor(gateway, 'maria', 'USR');
    const buildings = (
      await gateway.gateway.deps.db
        .selectFrom('entitlements')
        .select('building_id')
        .where('user_id', '=', gateway.seed.accounts.maria.userId)
        .execute()
    ).map((row) => row.building_id);
    const notices = await client.notices.getMany({ limit: 1000 });
    const storedNotices = await gateway.gateway.deps.db
      .selectFrom('notices')
      .select('id')
      .where('building_id', 'in', buildings)
      .where('status', '=', 'PUBLISHED')
      .execute();
    // Shown until their last day, inclusive (domain DECISIONS.md "Notices" 3): the seed's
    // expired notice is stored and not read.
    const shown = await gateway.gateway.deps.db
      .selectFrom('notices')
      .select('id')
      .where('building_id', 'in', buildings)
      .where('status', '=', 'PUBLISHED')
      .where(sql<boolean>`(valid_to is null or valid_to >= current_date)`)
      .execute();
    expect(storedNotices.length).toBeGreaterThan(shown.length);
    expect(new Set(notices.map((item) => item.id))).toEqual(new Set(shown.map((row) => row.id)));
    const polls = await client.polls.getMany({ limit: 1000 });
    expect(polls.every((poll) => buildings.includes(Number(poll._building)))).toBe(true);
  });

  it('the organisation publishes a notice its residents read; residents cannot write', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const maria = await clientFor(gateway, 'maria', 'USR');
    const notice = await giulia.notices.create({
      title: 'Pulizia scale',
      body: 'Lunedì le scale saranno lavate: si prega di non lasciare oggetti sui pianerottoli.',
      _building: gateway.seed.buildings.manzoni,
    });
    expect(notice).toMatchObject({ status: 'PUBLISHED', publishedAt: expect.any(String) });
    await expect(maria.notices.getOne(notice.id)).resolves.toMatchObject({ id: notice.id });
    expect((await rejection(maria.notices.create({ title: 'x', body: 'y' }))).code).toBe(
      'FORBIDDEN',
    );
    const foreign = await rejection(
      giulia.notices.create({ title: 'x', body: 'y', _building: gateway.seed.buildings.mimose }),
    );
    expect(foreign.error).toEqual([{ field: '_building', message: expect.any(String) }]);
    const poll = await giulia.polls.create({
      object: 'Tinteggiatura androne',
      question: 'Quale colore preferite per l’androne?',
      options: ['Bianco', 'Grigio perla'],
      validTo: '2099-12-31',
      _building: gateway.seed.buildings.manzoni,
    });
    expect(poll).toMatchObject({
      status: true,
      options: [{ label: 'Bianco' }, { label: 'Grigio perla' }],
    });
    const invalid = await rejection(
      giulia.polls.create({
        object: 'x',
        question: 'y',
        options: [{}],
        validTo: '2099-12-31',
        _building: gateway.seed.buildings.manzoni,
      } as never),
    );
    expect(invalid.error).toEqual([{ field: 'options', message: expect.any(String) }]);
  });
});
