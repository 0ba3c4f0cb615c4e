import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  applyPollTransition,
  arePollResultsVisible,
  isPollVisibleToResidents,
  pollActions,
  pollResults,
  pollStatusLabel,
  pollVoteRefusal,
} from './pollActions.ts';
import { pollLifecycleState } from './pollLifecycle.machine.ts';
import type { PollLifecycleRecord } from './pollLifecycle.machine.ts';

const OFFICE = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_COM_POLLS', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const OFFICE_READ_ONLY = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_COM_POLLS', functionalities: ['APP_MENU'] }],
});
const RESIDENT = makeProfile({
  role: 'usr_1',
  permissions: [{ application: 'USR_COM_POLLS', functionalities: ['APP_MENU'] }],
});

const OPTIONS = [
  { id: 1, label: 'Sì', votes: 3 },
  { id: 2, label: 'No', votes: 1 },
];
const DRAFT: PollLifecycleRecord = { status: false, publishedAt: null, validTo: '2026-12-20' };
const OPEN: PollLifecycleRecord = {
  status: true,
  publishedAt: '2026-12-01T09:00:00Z',
  validTo: '2026-12-20',
  options: OPTIONS,
};
const CLOSED: PollLifecycleRecord = { ...OPEN, status: false };
const TODAY = '2026-12-07';

describe('pollLifecycleState (000 §3 "Poll (status boolean …)"; DECISIONS.md "Polls" 2)', () => {
  it.each([
    [DRAFT, 'draft'],
    [OPEN, 'open'],
    [CLOSED, 'closed'],
  ] as const)('a stored poll starts the machine in its state', (poll, state) => {
    // Act
    const value = pollLifecycleState(poll);

    // Assert
    expect(value).toBe(state);
  });
});

describe('applyPollTransition (001 §2.2 /ORG/COM/polls, ORG_COM_POLLS; DECISIONS.md "Polls" 2)', () => {
  it('the office publishes a draft: the poll opens (status true)', () => {
    // Act
    const result = applyPollTransition(
      { poll: DRAFT, actor: OFFICE, today: TODAY, hasVoted: false },
      { type: 'PUBLISH' },
    );

    // Assert
    expect(result).toMatchObject({
      ok: true,
      changes: { status: true },
      history: [{ field: 'status', from: false, to: true }],
    });
  });

  it('the office closes an open poll: status false', () => {
    // Act
    const result = applyPollTransition(
      { poll: OPEN, actor: OFFICE, today: TODAY, hasVoted: false },
      { type: 'CLOSE' },
    );

    // Assert
    expect(result).toMatchObject({ ok: true, changes: { status: false } });
  });

  it('a closed poll is final: publishing it again is a conflict with its reason', () => {
    // Act
    const result = applyPollTransition(
      { poll: CLOSED, actor: OFFICE, today: TODAY, hasVoted: false },
      { type: 'PUBLISH' },
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il sondaggio è chiuso: non si può più votare',
    });
  });

  it('a draft cannot be closed: it is not published yet', () => {
    // Act
    const result = applyPollTransition(
      { poll: DRAFT, actor: OFFICE, today: TODAY, hasVoted: false },
      { type: 'CLOSE' },
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il sondaggio non è ancora pubblicato',
    });
  });

  it("a resident closes nothing: FORBIDDEN, the office's action", () => {
    // Act
    const result = applyPollTransition(
      { poll: OPEN, actor: RESIDENT, today: TODAY, hasVoted: false },
      { type: 'CLOSE' },
    );

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });

  it('001 §6 "ORG_COM_POLLS … APP_UPDATE": an office user without the update permission is refused', () => {
    // Act
    const result = applyPollTransition(
      { poll: DRAFT, actor: OFFICE_READ_ONLY, today: TODAY, hasVoted: false },
      { type: 'PUBLISH' },
    );

    // Assert
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('pollVoteRefusal (DECISIONS.md "Polls" 4: one vote each, while open)', () => {
  it('a resident who has not voted may vote an offered answer on an open poll', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: OPEN, actor: RESIDENT, today: TODAY, hasVoted: false },
      2,
    );

    // Assert
    expect(refused).toBeUndefined();
  });

  it('a second vote is a conflict: "Hai già votato questo sondaggio"', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: OPEN, actor: RESIDENT, today: TODAY, hasVoted: true },
      1,
    );

    // Assert
    expect(refused).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Hai già votato questo sondaggio',
    });
  });

  it('a closed poll refuses votes with its reason', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: CLOSED, actor: RESIDENT, today: TODAY, hasVoted: false },
      1,
    );

    // Assert
    expect(refused).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il sondaggio è chiuso: non si può più votare',
    });
  });

  it('the closing date is the last day to vote: the day after, the vote is refused', () => {
    // Act
    const onTheDay = pollVoteRefusal(
      { poll: OPEN, actor: RESIDENT, today: '2026-12-20', hasVoted: false },
      1,
    );
    const dayAfter = pollVoteRefusal(
      { poll: OPEN, actor: RESIDENT, today: '2026-12-21', hasVoted: false },
      1,
    );

    // Assert
    expect(onTheDay).toBeUndefined();
    expect(dayAfter).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il sondaggio si è chiuso il 20/12/2026',
    });
  });

  it('a draft cannot be voted', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: { ...DRAFT, options: OPTIONS }, actor: RESIDENT, today: TODAY, hasVoted: false },
      1,
    );

    // Assert
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      message: 'Il sondaggio non è ancora pubblicato',
    });
  });

  it('an answer the poll does not offer is a validation error on the option', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: OPEN, actor: RESIDENT, today: TODAY, hasVoted: false },
      9,
    );

    // Assert
    expect(refused).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Scegli una delle risposte del sondaggio',
      fieldErrors: { option: 'Scegli una delle risposte del sondaggio' },
    });
  });

  it('the office does not vote: FORBIDDEN, residents only', () => {
    // Act
    const refused = pollVoteRefusal(
      { poll: OPEN, actor: OFFICE, today: TODAY, hasVoted: false },
      1,
    );

    // Assert
    expect(refused).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Votano solo i condòmini dell'immobile",
    });
  });
});

describe('pollActions (DECISIONS.md "Polls" 2)', () => {
  it('a draft offers the office "Pubblica"; "Chiudi" is hidden', () => {
    // Act
    const actions = pollActions({ poll: DRAFT, actor: OFFICE, today: TODAY, hasVoted: false });

    // Assert
    expect(actions.map(({ label, enabled, hidden }) => ({ label, enabled, hidden }))).toEqual([
      { label: 'Pubblica', enabled: true, hidden: undefined },
      { label: 'Chiudi', enabled: false, hidden: true },
    ]);
  });

  it('an open poll offers the office "Chiudi", asking first', () => {
    // Act
    const close = pollActions({ poll: OPEN, actor: OFFICE, today: TODAY, hasVoted: false }).find(
      (action) => action.id === 'close',
    );

    // Assert
    expect(close).toMatchObject({
      enabled: true,
      confirmation: { confirmLabel: 'Chiudi il sondaggio' },
    });
    expect(close?.hidden).toBeUndefined();
  });

  it('a resident sees no office step', () => {
    // Act
    const actions = pollActions({ poll: OPEN, actor: RESIDENT, today: TODAY, hasVoted: false });

    // Assert
    expect(actions.every((action) => action.hidden === true)).toBe(true);
  });
});

describe('isPollVisibleToResidents (DECISIONS.md "Polls" 3)', () => {
  it.each([
    [DRAFT, false],
    [OPEN, true],
    [CLOSED, true],
  ] as const)('a published poll is seen by residents, a draft is not', (poll, seen) => {
    // Act
    const visible = isPollVisibleToResidents(poll);

    // Assert
    expect(visible).toBe(seen);
  });
});

describe('arePollResultsVisible (DECISIONS.md "Polls" 6: live for the office, when closed for residents)', () => {
  it('the office sees the counts of an open poll', () => {
    // Act
    const visible = arePollResultsVisible(OPEN, OFFICE, TODAY);

    // Assert
    expect(visible).toBe(true);
  });

  it('a resident sees no count while the poll is open, and sees them once it is closed', () => {
    // Act
    const whileOpen = arePollResultsVisible(OPEN, RESIDENT, TODAY);
    const closed = arePollResultsVisible(CLOSED, RESIDENT, TODAY);

    // Assert
    expect(whileOpen).toBe(false);
    expect(closed).toBe(true);
  });

  it('a resident sees the counts once the closing date has passed, even before the office closes it', () => {
    // Act
    const visible = arePollResultsVisible(OPEN, RESIDENT, '2026-12-21');

    // Assert
    expect(visible).toBe(true);
  });
});

describe('pollResults (DECISIONS.md "Polls" 6)', () => {
  it('counts each answer in its order with its whole-percent share and the total', () => {
    // Act
    const results = pollResults(OPTIONS);

    // Assert
    expect(results).toEqual({
      total: 4,
      rows: [
        { id: 1, label: 'Sì', votes: 3, percent: 75 },
        { id: 2, label: 'No', votes: 1, percent: 25 },
      ],
    });
  });

  it('a poll nobody voted shows zero shares', () => {
    // Act
    const results = pollResults([{ id: 1, label: 'Sì', votes: 0 }]);

    // Assert
    expect(results).toEqual({ total: 0, rows: [{ id: 1, label: 'Sì', votes: 0, percent: 0 }] });
  });
});

describe('pollStatusLabel (DECISIONS.md "Polls" 2)', () => {
  it.each([
    [DRAFT, 'Bozza'],
    [OPEN, 'Aperto'],
    [CLOSED, 'Chiuso'],
  ] as const)('reads the state in Italian', (poll, label) => {
    // Act
    const text = pollStatusLabel(poll);

    // Assert
    expect(text).toBe(label);
  });
});
