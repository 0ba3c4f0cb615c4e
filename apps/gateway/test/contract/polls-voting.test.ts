/**
 * Contract tests of the polls (001 §2.2 /ORG/COM/polls, ORG_COM_POLLS, USR_COM_POLLS; 000 §3
 * "Poll (status boolean, validTo, _building)"; 002 §2.10; domain DECISIONS.md "Polls"): the office
 * creates, publishes and closes a poll on one of its buildings; the residents entitled there see
 * it, are notified and vote once while it is open; the counts are the office's live and the
 * residents' once voting has ended; every refused case answers its code and Italian reason; every
 * office write is in the poll's history.
 */
import type { Poll } from '@portineria/api-client';
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

/** A day `days` from the gateway's today, `YYYY-MM-DD`. */
function dayFromToday(days: number): string {
  const day = new Date(gateway.gateway.deps.now());
  day.setDate(day.getDate() + days);
  const month = String(day.getMonth() + 1).padStart(2, '0');
  const date = String(day.getDate()).padStart(2, '0');
  return `${String(day.getFullYear())}-${month}-${date}`;
}

/**
 * Moves a poll's closing date to yesterday as time would: straight in the database, since no call
 * sets a date in the past (DECISIONS.md "Polls: the closing date of an edit"). The version stays.
 */
async function lapse(poll: Poll): Promise<string> {
  const yesterday = dayFromToday(-1);
  await gateway.gateway.deps.db
    .updateTable('polls')
    .set({ valid_to: yesterday })
    .where('id', '=', poll.id)
    .execute();
  return yesterday;
}

/** A poll created by Giulia for the test alone (open on Maria's condominium by default). */
async function giuliaCreates(fields: Record<string, unknown> = {}): Promise<Poll> {
  const giulia = await clientFor(gateway, 'giulia', 'ORG');
  return giulia.polls.create({
    _building: gateway.seed.buildings.manzoni,
    object: uniqueTitle('Orario della portineria'),
    question: 'Preferisci l’apertura della portineria anche il sabato pomeriggio?',
    options: ['Sì', 'No', 'Indifferente'],
    validTo: dayFromToday(10),
    ...fields,
  } as never);
}

async function maria() {
  return clientFor(gateway, 'maria', 'USR');
}

async function giulia() {
  return clientFor(gateway, 'giulia', 'ORG');
}

async function historyOf(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('record_history')
    .select(['action', 'profile_role', 'changes'])
    .where('record_kind', '=', 'poll')
    .where('record_id', '=', id)
    .orderBy('id')
    .execute();
}

async function votesOf(id: number) {
  return gateway.gateway.deps.db
    .selectFrom('poll_votes')
    .select(['user_id', 'option_id'])
    .where('poll_id', '=', id)
    .execute();
}

/** Maria's POLL_NEW notifications about a poll (her resident profile's bell). */
async function mariasNotifications(pollId: number) {
  const profileId = gateway.seed.accounts.maria.profileByType.USR?.profileId ?? -1;
  const rows = await gateway.gateway.deps.db
    .selectFrom('notifications')
    .select(['title', 'entity_ids'])
    .where('profile_id', '=', profileId)
    .where('notification_type', '=', 'POLL_NEW')
    .execute();
  return rows.filter((row) =>
    (row.entity_ids as { entityName: string; id: number }[]).some(
      (entity) => entity.entityName === 'poll' && entity.id === pollId,
    ),
  );
}

describe('polls: creating and publishing (DECISIONS.md "Polls" 1–3, 5)', () => {
  it('Giulia creates an open poll: its answers are numbered with no vote, Maria sees it in her list, count and detail and is notified', async () => {
    const poll = await giuliaCreates();

    expect(poll).toMatchObject({
      status: true,
      _building: gateway.seed.buildings.manzoni,
      options: [
        { id: 1, label: 'Sì', votes: 0 },
        { id: 2, label: 'No', votes: 0 },
        { id: 3, label: 'Indifferente', votes: 0 },
      ],
    });
    expect(poll.publishedAt).not.toBeNull();
    const resident = await maria();
    const titles = (await resident.polls.getMany({ limit: 1000 })).map((each) => each.object);
    expect(titles).toContain(poll.object);
    expect(await resident.polls.count({ object: poll.object })).toBe(1);
    expect((await resident.polls.getOne(poll.id)).object).toBe(poll.object);
    expect(await mariasNotifications(poll.id)).toEqual([
      expect.objectContaining({ title: `Nuovo sondaggio: ${poll.object}` }),
    ]);
    expect((await historyOf(poll.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('a draft is seen by the office only; PUBLISH opens it, shows it to Maria and notifies her then; the history has both rows', async () => {
    const draft = await giuliaCreates({ status: false });
    expect(draft).toMatchObject({ status: false, publishedAt: null });
    const resident = await maria();
    expect((await rejection(resident.polls.getOne(draft.id))).status).toBe(404);
    expect(await resident.polls.count({ object: draft.object })).toBe(0);
    expect(await mariasNotifications(draft.id)).toEqual([]);

    const office = await giulia();
    const opened = await office.polls.transition(draft.id, {
      event: { type: 'PUBLISH' },
      version: draft.updatedAt,
    });

    expect(opened.status).toBe(true);
    expect(opened.publishedAt).not.toBeNull();
    expect((await resident.polls.getOne(draft.id)).object).toBe(draft.object);
    expect(await mariasNotifications(draft.id)).toHaveLength(1);
    const history = await historyOf(draft.id);
    expect(history.map((row) => row.action)).toEqual(['create', 'PUBLISH']);
    expect(history[1]).toMatchObject({
      profile_role: 'org_3',
      changes: [{ field: 'status', from: false, to: true }],
    });
    const entries = await office.records.history('poll', draft.id);
    expect(entries.map((entry) => entry.action)).toEqual(['PUBLISH', 'create']);
    expect(entries[0]?.changes).toEqual([
      { field: 'status', label: 'Stato', from: false, to: true },
    ]);
  });

  it('a poll needs its building, title, question, 2–10 answers and a closing date (domain validatePollForm)', async () => {
    const office = await giulia();

    const empty = await rejection(office.polls.create({ object: ' ' } as never));
    const oneAnswer = await rejection(giuliaCreates({ options: ['Sì'] }));
    const elevenAnswers = await rejection(
      giuliaCreates({ options: Array.from({ length: 11 }, (_, index) => `R${String(index)}`) }),
    );
    const past = await rejection(giuliaCreates({ validTo: dayFromToday(-1) }));

    expect(empty.status).toBe(400);
    const text = JSON.stringify(empty.error);
    for (const field of ['_building', 'object', 'question', 'options', 'validTo']) {
      expect(text).toContain(field);
    }
    expect(oneAnswer.status).toBe(400);
    expect(JSON.stringify(oneAnswer.error)).toContain('Indica da 2 a 10 risposte');
    expect(elevenAnswers.status).toBe(400);
    expect(past.status).toBe(400);
    expect(JSON.stringify(past.error)).toContain('La data di chiusura non può essere nel passato');
  });

  it('002 §2.10: a private building has no polls — a poll there is refused with the reason', async () => {
    const error = await rejection(giuliaCreates({ _building: gateway.seed.buildings.villaVerdi }));

    expect(error.status).toBe(400);
    expect(JSON.stringify(error.error)).toContain('Un immobile privato non ha sondaggi');
  });

  it('a resident creates no poll (403)', async () => {
    const resident = await maria();

    const error = await rejection(
      resident.polls.create({
        _building: gateway.seed.buildings.manzoni,
        object: 'Sondaggio',
        question: 'Domanda?',
        options: ['Sì', 'No'],
        validTo: dayFromToday(3),
      }),
    );

    expect(error.status).toBe(403);
  });
});

describe('polls: voting (DECISIONS.md "Polls" 4, 6)', () => {
  it('Maria votes once: the count rises, her choice is hers to read, the counts stay hidden from her while open and live for the office', async () => {
    const poll = await giuliaCreates();
    const resident = await maria();

    const voted = await resident.polls.vote(poll.id, 2);

    expect(voted.myVote).toBe(2);
    expect(voted.options).toEqual([
      { id: 1, label: 'Sì' },
      { id: 2, label: 'No' },
      { id: 3, label: 'Indifferente' },
    ]);
    const office = await giulia();
    const live = await office.polls.getOne(poll.id);
    expect(live.options.map((answer) => answer.votes)).toEqual([0, 1, 0]);
    expect(live.updatedAt).toBe(poll.updatedAt);
    expect(await votesOf(poll.id)).toEqual([
      { user_id: gateway.seed.accounts.maria.userId, option_id: 2 },
    ]);
    // A vote is not an edit of the poll: its history keeps only the office's writes.
    expect((await historyOf(poll.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('a second vote is 409 CONFLICT with the reason, and the count does not move', async () => {
    const poll = await giuliaCreates();
    const resident = await maria();
    await resident.polls.vote(poll.id, 1);

    const again = await rejection(resident.polls.vote(poll.id, 2));

    expect(again).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Hai già votato questo sondaggio',
    });
    const office = await giulia();
    expect((await office.polls.getOne(poll.id)).options.map((answer) => answer.votes)).toEqual([
      1, 0, 0,
    ]);
  });

  it('a closed poll refuses votes (409 with the reason) and shows Maria the counts; the history has the CLOSE', async () => {
    const poll = await giuliaCreates();
    const resident = await maria();
    await resident.polls.vote(poll.id, 1);
    const office = await giulia();

    const closed = await office.polls.transition(poll.id, {
      event: { type: 'CLOSE' },
      version: poll.updatedAt,
    });
    const refused = await rejection(resident.polls.vote(poll.id, 2));

    expect(closed.status).toBe(false);
    expect(refused).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Il sondaggio è chiuso: non si può più votare',
    });
    const seen = await resident.polls.getOne(poll.id);
    expect(seen.myVote).toBe(1);
    expect(seen.options.map((answer) => answer.votes)).toEqual([1, 0, 0]);
    const history = await historyOf(poll.id);
    expect(history.map((row) => row.action)).toEqual(['create', 'CLOSE']);
    expect(history[1]?.changes).toEqual([{ field: 'status', from: true, to: false }]);
    const again = await rejection(
      office.polls.transition(poll.id, { event: { type: 'PUBLISH' }, version: closed.updatedAt }),
    );
    expect(again).toMatchObject({ status: 409, code: 'CONFLICT' });
  });

  it('past its closing date a poll refuses votes (409 with the date) and Maria sees the counts', async () => {
    const poll = await giuliaCreates();
    const yesterday = await lapse(poll);
    const resident = await maria();

    const refused = await rejection(resident.polls.vote(poll.id, 1));

    const [year, month, day] = yesterday.split('-');
    expect(refused).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: `Il sondaggio si è chiuso il ${String(day)}/${String(month)}/${String(year)}`,
    });
    expect((await resident.polls.getOne(poll.id)).options[0]?.votes).toBe(0);
    expect(await votesOf(poll.id)).toEqual([]);
  });

  it('an answer the poll does not offer is 400; a vote that is not a number is 400; nothing is counted', async () => {
    const poll = await giuliaCreates();
    const resident = await maria();

    const unknown = await rejection(resident.polls.vote(poll.id, 9));
    const text = await rejection(resident.polls.vote(poll.id, 'Sì' as never));

    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.error)).toContain('Scegli una delle risposte del sondaggio');
    expect(text.status).toBe(400);
    expect(await votesOf(poll.id)).toEqual([]);
  });

  it('the office does not vote (403 with the reason)', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();

    const refused = await rejection(office.polls.vote(poll.id, 1));

    expect(refused).toMatchObject({
      status: 403,
      message: "Votano solo i condòmini dell'immobile",
    });
    expect(await votesOf(poll.id)).toEqual([]);
  });

  it("a resident of another building gets 404 — read, vote and step alike — and a draft is 404 to Maria's vote too", async () => {
    const elsewhere = await giuliaCreates({ _building: gateway.seed.buildings.buenosAires });
    const draft = await giuliaCreates({ status: false });
    const resident = await maria();
    const marco = await clientFor(gateway, 'marco', 'USR');

    expect((await rejection(resident.polls.getOne(elsewhere.id))).status).toBe(404);
    expect((await rejection(resident.polls.vote(elsewhere.id, 1))).status).toBe(404);
    expect((await rejection(resident.polls.vote(draft.id, 1))).status).toBe(404);
    expect((await rejection(marco.polls.vote(elsewhere.id, 1))).status).toBe(404);
    expect(await marco.polls.count({ object: elsewhere.object })).toBe(0);
    expect(await votesOf(elsewhere.id)).toEqual([]);
  });
});

describe('polls: the office steps and their refusals (DECISIONS.md "Polls" 2)', () => {
  it('a resident closes nothing (403); a step on a poll she cannot read is 404 first', async () => {
    const poll = await giuliaCreates();
    const elsewhere = await giuliaCreates({ _building: gateway.seed.buildings.buenosAires });
    const resident = await maria();

    const forbidden = await rejection(
      resident.polls.transition(poll.id, { event: { type: 'CLOSE' }, version: poll.updatedAt }),
    );
    const unseen = await rejection(
      resident.polls.transition(elsewhere.id, {
        event: { type: 'CLOSE' },
        version: elsewhere.updatedAt,
      }),
    );

    expect(forbidden.status).toBe(403);
    expect(unseen.status).toBe(404);
    expect((await historyOf(poll.id)).map((row) => row.action)).toEqual(['create']);
  });

  it('a draft cannot be closed (409 with the reason)', async () => {
    const draft = await giuliaCreates({ status: false });
    const office = await giulia();

    const refused = await rejection(
      office.polls.transition(draft.id, { event: { type: 'CLOSE' }, version: draft.updatedAt }),
    );

    expect(refused).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Il sondaggio non è ancora pubblicato',
    });
  });

  it('a close with a version read before an edit is 409 STALE_RECORD and writes nothing', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();
    await office.polls.update(poll.id, {
      object: uniqueTitle('Nuovo titolo'),
      version: poll.updatedAt,
    });

    const stale = await rejection(
      office.polls.transition(poll.id, { event: { type: 'CLOSE' }, version: poll.updatedAt }),
    );

    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    expect((await office.polls.getOne(poll.id)).status).toBe(true);
  });

  it('the status is not an edit (400)', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();

    const status = await rejection(
      office.polls.update(poll.id, { status: false, version: poll.updatedAt } as never),
    );

    expect(status.status).toBe(400);
    expect((await office.polls.getOne(poll.id)).status).toBe(true);
  });
});

describe('polls: editing (DECISIONS.md "Polls" 7)', () => {
  it('before any vote Giulia changes the answers: renumbered with no vote, told in the history; an old version is 409 STALE_RECORD', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();

    const edited = await office.polls.update(poll.id, {
      options: ['Sì', 'No'],
      version: poll.updatedAt,
    });
    const stale = await rejection(
      office.polls.update(poll.id, { object: 'Altro titolo', version: poll.updatedAt }),
    );

    expect(edited.options).toEqual([
      { id: 1, label: 'Sì', votes: 0 },
      { id: 2, label: 'No', votes: 0 },
    ]);
    expect(stale).toMatchObject({ status: 409, code: 'STALE_RECORD' });
    const history = await historyOf(poll.id);
    expect(history.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.stringify(history[1]?.changes)).toContain('options');
  });

  it('once Maria has voted the answers are fixed (409 with the reason); the title still changes and the counts stay', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();
    await (await maria()).polls.vote(poll.id, 2);

    const answers = await rejection(
      office.polls.update(poll.id, { options: ['A', 'B'], version: poll.updatedAt }),
    );
    const object = uniqueTitle('Orario rivisto');
    const edited = await office.polls.update(poll.id, {
      object,
      options: ['Sì', 'No', 'Indifferente'],
      version: poll.updatedAt,
    });

    expect(answers).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message:
        "Le risposte e l'immobile non si possono cambiare: il sondaggio ha già ricevuto voti",
    });
    expect(edited.object).toBe(object);
    expect(edited.options.map((answer) => answer.votes)).toEqual([0, 1, 0]);
  });

  it('DECISIONS.md "Polls: the closing date of an edit": an edit moving the closing date into the past is 400 with the reason and writes nothing; today is accepted', async () => {
    const poll = await giuliaCreates();
    const office = await giulia();

    const past = await rejection(
      office.polls.update(poll.id, { validTo: dayFromToday(-1), version: poll.updatedAt }),
    );
    // The whole form, as the web's edit sends it.
    const wholeForm = await rejection(
      office.polls.update(poll.id, {
        _building: poll._building,
        object: poll.object,
        question: poll.question,
        options: poll.options.map((answer) => answer.label),
        validTo: dayFromToday(-3),
        version: poll.updatedAt,
      } as never),
    );

    for (const refused of [past, wholeForm]) {
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.error)).toContain('validTo');
      expect(JSON.stringify(refused.error)).toContain(
        'La data di chiusura non può essere nel passato',
      );
    }
    const stored = await office.polls.getOne(poll.id);
    expect(stored.validTo).toBe(poll.validTo);
    expect(stored.updatedAt).toBe(poll.updatedAt);
    expect((await historyOf(poll.id)).map((row) => row.action)).toEqual(['create']);
    const today = await office.polls.update(poll.id, {
      validTo: dayFromToday(0),
      version: poll.updatedAt,
    });
    expect(today.validTo).toBe(dayFromToday(0));
  });

  it('a closed poll, and one past its closing date, is not edited (409 with the reason)', async () => {
    const office = await giulia();
    const closed = await giuliaCreates();
    const afterClose = await office.polls.transition(closed.id, {
      event: { type: 'CLOSE' },
      version: closed.updatedAt,
    });
    const lapsed = await giuliaCreates();
    await lapse(lapsed);

    const refusedClosed = await rejection(
      office.polls.update(closed.id, { object: 'Nuovo', version: afterClose.updatedAt }),
    );
    const refusedLapsed = await rejection(
      office.polls.update(lapsed.id, { validTo: dayFromToday(5), version: lapsed.updatedAt }),
    );

    for (const refused of [refusedClosed, refusedLapsed]) {
      expect(refused).toMatchObject({
        status: 409,
        code: 'CONFLICT',
        message: 'Un sondaggio chiuso non si può modificare',
      });
    }
  });
});

describe('polls: the state past the closing date (DECISIONS.md "Polls" 7)', () => {
  it("past its closing date an open poll takes neither a vote nor 'Chiudi' (409 with the date), as domain's pollShownState says", async () => {
    const poll = await giuliaCreates();
    const office = await giulia();
    const yesterday = await lapse(poll);

    const vote = await rejection((await maria()).polls.vote(poll.id, 1));
    const close = await rejection(
      office.polls.transition(poll.id, { event: { type: 'CLOSE' }, version: poll.updatedAt }),
    );

    const [year, month, day] = yesterday.split('-');
    const message = `Il sondaggio si è chiuso il ${String(day)}/${String(month)}/${String(year)}`;
    expect(vote).toMatchObject({ status: 409, code: 'CONFLICT', message });
    expect(close).toMatchObject({ status: 409, code: 'CONFLICT', message });
  });
});

describe('polls: two residents (DECISIONS.md "Polls" 4, 6)', () => {
  it('two residents vote one answer each: the office reads 1–1 live, and once closed both residents read 1–1', async () => {
    const poll = await giuliaCreates({ options: ['Sì', 'No'] });
    const luca = await newResidentOn(gateway, gateway.seed.buildings.manzoni, {
      firstname: 'Luca',
      lastname: 'Colombo',
    });
    const resident = await maria();

    await resident.polls.vote(poll.id, 1);
    const lucaVote = await luca.client.polls.vote(poll.id, 2);
    const office = await giulia();
    const live = await office.polls.getOne(poll.id);
    await office.polls.transition(poll.id, { event: { type: 'CLOSE' }, version: live.updatedAt });
    const lucaReads = await luca.client.polls.getOne(poll.id);

    expect(lucaVote.myVote).toBe(2);
    expect(live.options.map((answer) => answer.votes)).toEqual([1, 1]);
    expect((await resident.polls.getOne(poll.id)).options).toEqual([
      { id: 1, label: 'Sì', votes: 1 },
      { id: 2, label: 'No', votes: 1 },
    ]);
    expect(lucaReads).toMatchObject({
      myVote: 2,
      options: [
        { id: 1, votes: 1 },
        { id: 2, votes: 1 },
      ],
    });
    expect(await votesOf(poll.id)).toHaveLength(2);
  });
});

describe('polls for several buildings (DECISIONS.md "Notices and polls for several buildings")', () => {
  it('a poll for Manzoni and Buenos Aires: residents of either read it — list count and detail — and vote; once voted, its buildings are fixed (409)', async () => {
    const anna = await newResidentOn(gateway, gateway.seed.buildings.buenosAires);
    const poll = await giuliaCreates({ buildings: [gateway.seed.buildings.buenosAires] });
    const resident = await maria();
    const marco = await clientFor(gateway, 'marco', 'USR');

    const annaCount = await anna.client.polls.count({ object: poll.object });
    const voted = await anna.client.polls.vote(poll.id, 1);
    const office = await giulia();
    const moved = await rejection(
      office.polls.update(poll.id, { buildings: [], version: poll.updatedAt }),
    );

    expect(poll.buildings).toEqual([
      gateway.seed.buildings.manzoni,
      gateway.seed.buildings.buenosAires,
    ]);
    expect(annaCount).toBe(1);
    expect(voted.myVote).toBe(1);
    expect(await resident.polls.count({ object: poll.object })).toBe(1);
    expect(await marco.polls.count({ object: poll.object })).toBe(0);
    expect((await rejection(marco.polls.getOne(poll.id))).status).toBe(404);
    expect(moved).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect((await office.polls.getOne(poll.id)).buildings).toHaveLength(2);
  });

  it('a poll for Buenos Aires only: Maria neither reads it (404, count 0) nor votes it (404)', async () => {
    const poll = await giuliaCreates({ _building: gateway.seed.buildings.buenosAires });
    const resident = await maria();

    expect(await resident.polls.count({ object: poll.object })).toBe(0);
    expect((await rejection(resident.polls.getOne(poll.id))).status).toBe(404);
    expect((await rejection(resident.polls.vote(poll.id, 1))).status).toBe(404);
  });
});
