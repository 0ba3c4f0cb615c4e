/**
 * Contract tests of the notice board (001 §2.2 /ORG/COM/notices, ORG_COM_NOTICES; 002 §2.10;
 * domain DECISIONS.md "Notices"): the office creates, edits, publishes and withdraws a notice on
 * one of its buildings; the residents entitled on that building see it (list, count, detail) and
 * are notified; nobody else sees it; every write is in the notice's history.
 */
import type { Notice } from '@portineria/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientFor, newResidentOn, rejection } from '../support/contract.ts';
import { startTestGateway } from '../support/gateway.ts';
import type { TestGateway } from '../support/gateway.ts';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

/** A title no other test writes, so that what a test finds is its own. */
function uniqueTitle(label: string): string {
  return `${label} ${Math.random().toString(36).slice(2, 8)}`;
}

/** A notice created by Giulia for the test alone (published on Maria's condominium by default). */
async function giuliaCreates(fields: Record<string, unknown> = {}): Promise<Notice> {
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return giulia.notices.create({
    _building: gateway.seed.buildings.manzoni,
    title: uniqueTitle('Pulizia scale'),
    body: 'Lunedì mattina le scale saranno lavate: si prega di non lasciare oggetti sui pianerottoli.',
    ...fields,
  } as never);
}

async function mariasTitles(): Promise<string[]> {
  const maria = await clientFor(gateway, 'maria', 'USR');
  const notices = await maria.notices.getMany({ limit: 1000 });
  return notices.map((notice) => notice.title);
}

async function mariasCount(title: string): Promise<number> {
  const maria = await clientFor(gateway, 'maria', 'USR');
  return maria.notices.count({ title });
}

/** Maria's NOTICE_NEW notifications about a notice (her resident profile's bell). */
async function mariasNotifications(noticeId: number) {
  const profileId = gateway.seed.accounts.maria.profileByType.USR?.profileId ?? -1;
  const rows = await gateway.gateway.deps.db
    .selectFrom('notifications')
    .select(['title', 'notification_type', 'entity_ids'])
    .where('profile_id', '=', profileId)
    .where('notification_type', '=', 'NOTICE_NEW')
    .execute();
  return rows.filter((row) =>
    (row.entity_ids as { entityName: string; id: number }[]).some(
      (entity) => entity.entityName === 'notice' && entity.id === noticeId,
    ),
  );
}

async function historyOf(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'changes'])
    .where('record_kind', '=', 'notice')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

describe('notices: publishing (DECISIONS.md "Notices" 2–4)', () => {
  it("Giulia publishes a notice on Maria's condominium: Maria sees it in her list, count and detail and is notified", async () => {
    const notice = await giuliaCreates();
    expect(notice).toMatchObject({
      status: 'PUBLISHED',
      _building: gateway.seed.buildings.manzoni,
    });
    expect(notice.publishedAt).not.toBeNull();

    const maria = await clientFor(gateway, 'maria', 'USR');
    expect(await mariasTitles()).toContain(notice.title);
    expect(await mariasCount(notice.title)).toBe(1);
    expect((await maria.notices.getOne(notice.id)).title).toBe(notice.title);
    expect(await mariasNotifications(notice.id)).toEqual([
      expect.objectContaining({ title: `Nuovo avviso: ${notice.title}` }),
    ]);
    expect((await historyOf(notice.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('a notice on another building of the office: Maria, not entitled there, sees nothing — list, count, detail — and is not notified', async () => {
    const notice = await giuliaCreates({ _building: gateway.seed.buildings.buenosAires });

    const maria = await clientFor(gateway, 'maria', 'USR');
    expect(await mariasTitles()).not.toContain(notice.title);
    expect(await mariasCount(notice.title)).toBe(0);
    expect((await rejection(maria.notices.getOne(notice.id))).status).toBe(404);
    expect(await mariasNotifications(notice.id)).toEqual([]);
  });

  it("a resident of another organisation (Marco) sees none of the office's notices", async () => {
    const notice = await giuliaCreates();

    const marco = await clientFor(gateway, 'marco', 'USR');
    const titles = (await marco.notices.getMany({ limit: 1000 })).map((each) => each.title);
    expect(titles).not.toContain(notice.title);
    expect(await marco.notices.count({ title: notice.title })).toBe(0);
    expect((await rejection(marco.notices.getOne(notice.id))).status).toBe(404);
  });

  it('a draft is seen by the office only; publishing it shows it to Maria and notifies her then', async () => {
    const draft = await giuliaCreates({ status: 'DRAFT' });
    expect(draft).toMatchObject({ status: 'DRAFT', publishedAt: null });
    expect(await mariasTitles()).not.toContain(draft.title);
    expect(await mariasNotifications(draft.id)).toEqual([]);

    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const published = await giulia.notices.transition(draft.id, {
      event: { type: 'PUBLISH' },
      version: draft.updatedAt,
    });

    expect(published.status).toBe('PUBLISHED');
    expect(published.publishedAt).not.toBeNull();
    expect(await mariasTitles()).toContain(draft.title);
    expect(await mariasNotifications(draft.id)).toHaveLength(1);
    expect((await historyOf(draft.id)).map((row) => row.action)).toEqual(['create', 'PUBLISH']);
  });

  it('002 §2.10: a private building has no notice board — a notice there is refused with the reason', async () => {
    const error = await rejection(giuliaCreates({ _building: gateway.seed.buildings.villaVerdi }));

    expect(error.status).toBe(400);
    expect(JSON.stringify(error.error)).toContain(
      'Un immobile privato non ha la bacheca degli avvisi',
    );
  });

  it('a notice needs its building, title and text (domain validateNoticeForm)', async () => {
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const error = await rejection(giulia.notices.create({ title: ' ' } as never));

    expect(error.status).toBe(400);
    const text = JSON.stringify(error.error);
    for (const field of ['_building', 'title', 'body']) expect(text).toContain(field);
  });

  it("an office cannot put a notice on another organisation's building: refused, nothing stored", async () => {
    const title = uniqueTitle('Avviso altrui');

    const error = await rejection(
      giuliaCreates({ _building: gateway.seed.buildings.mimose, title }),
    );

    expect(error.status).toBe(400);
    const stored = await gateway.gateway.deps.db
      .selectFrom('notices')
      .select('id')
      .where('title', '=', title)
      .execute();
    expect(stored).toEqual([]);
  });
});

describe('notices: withdrawing and refusals (DECISIONS.md "Notices" 2)', () => {
  it('Giulia withdraws a notice: Maria no longer sees it, and it cannot be published again (409 with the reason)', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const withdrawn = await giulia.notices.transition(notice.id, {
      event: { type: 'WITHDRAW' },
      version: notice.updatedAt,
    });

    expect(withdrawn.status).toBe('ARCHIVED');
    expect(await mariasTitles()).not.toContain(notice.title);
    const maria = await clientFor(gateway, 'maria', 'USR');
    expect((await rejection(maria.notices.getOne(notice.id))).status).toBe(404);
    const again = await rejection(
      giulia.notices.transition(notice.id, {
        event: { type: 'PUBLISH' },
        version: withdrawn.updatedAt,
      }),
    );
    expect(again).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: "L'avviso è stato ritirato",
    });
  });

  it('a resident may read a notice but not withdraw it (403) nor create one (403); an unseen notice is 404 first', async () => {
    const notice = await giuliaCreates();
    const hidden = await giuliaCreates({ _building: gateway.seed.buildings.buenosAires });
    const maria = await clientFor(gateway, 'maria', 'USR');

    const forbidden = await rejection(
      maria.notices.transition(notice.id, {
        event: { type: 'WITHDRAW' },
        version: notice.updatedAt,
      }),
    );
    const unseen = await rejection(
      maria.notices.transition(hidden.id, {
        event: { type: 'WITHDRAW' },
        version: hidden.updatedAt,
      }),
    );
    const create = await rejection(
      maria.notices.create({
        _building: gateway.seed.buildings.manzoni,
        title: 'Avviso',
        body: 'Testo',
      }),
    );

    expect(forbidden.status).toBe(403);
    expect(unseen.status).toBe(404);
    expect(create.status).toBe(403);
    const stored = await gateway.gateway.deps.db
      .selectFrom('notices')
      .select('status')
      .where('id', '=', notice.id)
      .executeTakeFirstOrThrow();
    expect(stored.status).toBe('PUBLISHED');
  });

  it('a withdrawal with a version read before another change is refused 409 STALE_RECORD and writes nothing', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    await giulia.notices.update(notice.id, {
      title: uniqueTitle('Nuovo titolo'),
      version: notice.updatedAt,
    });

    const stale = await rejection(
      giulia.notices.transition(notice.id, {
        event: { type: 'WITHDRAW' },
        version: notice.updatedAt,
      }),
    );

    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    expect((await giulia.notices.getOne(notice.id)).status).toBe('PUBLISHED');
  });
});

describe('notices: editing (DECISIONS.md "Notices" 1)', () => {
  it('Giulia edits a notice with the version she read: the change is in its history; an old version is 409 STALE_RECORD', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const title = uniqueTitle('Pulizia scale rinviata');

    const edited = await giulia.notices.update(notice.id, { title, version: notice.updatedAt });
    const stale = await rejection(
      giulia.notices.update(notice.id, { body: 'Altro testo', version: notice.updatedAt }),
    );

    expect(edited.title).toBe(title);
    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    const history = await historyOf(notice.id);
    expect(history.map((row) => row.action)).toEqual(['create', 'update']);
    expect(history[1]?.changes).toEqual([{ field: 'title', from: notice.title, to: title }]);
  });

  it('the status is not an edit: it changes only through the lifecycle (400)', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const error = await rejection(
      giulia.notices.update(notice.id, { status: 'ARCHIVED', version: notice.updatedAt } as never),
    );

    expect(error.status).toBe(400);
    expect((await giulia.notices.getOne(notice.id)).status).toBe('PUBLISHED');
  });

  it('a withdrawn notice is not edited (409 with the reason): withdrawn is final (DECISIONS.md "Notices" 6)', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');
    const withdrawn = await giulia.notices.transition(notice.id, {
      event: { type: 'WITHDRAW' },
      version: notice.updatedAt,
    });

    const refused = await rejection(
      giulia.notices.update(notice.id, { title: 'Altro titolo', version: withdrawn.updatedAt }),
    );

    expect(refused).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Un avviso ritirato non si può modificare',
    });
    expect((await giulia.notices.getOne(notice.id)).title).toBe(notice.title);
  });

  it('the history is read by whoever reads the notice, as the office sees it', async () => {
    const notice = await giuliaCreates();
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const entries = await giulia.records.history('notice', notice.id);

    expect(entries.map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('notices for several buildings (DECISIONS.md "Notices and polls for several buildings"; 002 §2.10)', () => {
  /** A resident of Buenos Aires (Giulia's, Maria is not entitled there) for this test alone. */
  const buenosAiresResident = () => newResidentOn(gateway, gateway.seed.buildings.buenosAires);

  it('a notice for Manzoni and Buenos Aires: residents of either see it — list, count, detail — and are notified; Marco (another organisation) does not', async () => {
    const anna = await buenosAiresResident();
    const notice = await giuliaCreates({ buildings: [gateway.seed.buildings.buenosAires] });
    const maria = await clientFor(gateway, 'maria', 'USR');
    const marco = await clientFor(gateway, 'marco', 'USR');

    const annaDetail = await anna.client.notices.getOne(notice.id);
    const annaCount = await anna.client.notices.count({ title: notice.title });

    expect(notice.buildings).toEqual([
      gateway.seed.buildings.manzoni,
      gateway.seed.buildings.buenosAires,
    ]);
    expect(notice._building).toBe(gateway.seed.buildings.manzoni);
    expect(annaDetail.title).toBe(notice.title);
    expect(annaCount).toBe(1);
    expect(await maria.notices.count({ title: notice.title })).toBe(1);
    expect((await maria.notices.getOne(notice.id)).title).toBe(notice.title);
    expect(await marco.notices.count({ title: notice.title })).toBe(0);
    expect((await rejection(marco.notices.getOne(notice.id))).status).toBe(404);
    expect(await mariasNotifications(notice.id)).toHaveLength(1);
    const annas = await gateway.gateway.deps.db
      .selectFrom('notifications')
      .select('entity_ids')
      .where('profile_id', '=', anna.profileId)
      .where('notification_type', '=', 'NOTICE_NEW')
      .execute();
    expect(JSON.stringify(annas.map((row) => row.entity_ids))).toContain(
      `"id":${String(notice.id)}`,
    );
  });

  it("a notice for Buenos Aires only is not Maria's: list, count and detail say nothing of it", async () => {
    const notice = await giuliaCreates({
      _building: gateway.seed.buildings.buenosAires,
      buildings: [],
    });
    const maria = await clientFor(gateway, 'maria', 'USR');

    expect(await mariasTitles()).not.toContain(notice.title);
    expect(await mariasCount(notice.title)).toBe(0);
    expect((await rejection(maria.notices.getOne(notice.id))).status).toBe(404);
  });

  it("002 §2.10: a private building among the chosen ones is refused with the reason; another organisation's is refused too; nothing is stored", async () => {
    const title = uniqueTitle('Avviso rifiutato');
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const privateOne = await rejection(
      giuliaCreates({ title, buildings: [gateway.seed.buildings.villaVerdi] }),
    );
    const foreign = await rejection(
      giuliaCreates({ title, buildings: [gateway.seed.buildings.mimose] }),
    );

    expect(privateOne.status).toBe(400);
    expect(JSON.stringify(privateOne.error)).toContain('buildings');
    expect(privateOne.message + JSON.stringify(privateOne.error)).toContain('privato');
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.error)).toContain('buildings');
    expect(await giulia.notices.count({ title })).toBe(0);
  });

  it('Giulia takes Buenos Aires off a notice with the version she read: its resident no longer sees it, Maria still does; the history tells it', async () => {
    const anna = await buenosAiresResident();
    const notice = await giuliaCreates({ buildings: [gateway.seed.buildings.buenosAires] });
    const giulia = await clientFor(gateway, 'giulia', 'ORG');

    const edited = await giulia.notices.update(notice.id, {
      buildings: [],
      version: notice.updatedAt,
    });

    expect(edited.buildings).toEqual([gateway.seed.buildings.manzoni]);
    expect((await rejection(anna.client.notices.getOne(notice.id))).status).toBe(404);
    expect(await anna.client.notices.count({ title: notice.title })).toBe(0);
    expect(await mariasCount(notice.title)).toBe(1);
    const history = await historyOf(notice.id);
    expect(history.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(history[1]?.changes)).toContain('buildings');
  });
});
