import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  applyPollTransition,
  arePollResultsVisible,
  isPollVisibleToResidents,
  pollActions,
  pollEditRefusal,
  pollResults,
  pollShownState,
  pollShownStatusLabel,
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

describe('pollShownState (DECISIONS.md "Polls" 7: past its closing date a poll is closed)', () => {
  it.each([
    ['2026-12-20T10:00:00', 'open', 'Aperto'],
    ['2026-12-21T10:00:00', 'closed', 'Chiuso'],
  ] as const)(
    'an open poll closing on 20/12/2026 is %s on the day after: shown %s',
    (now, state, label) => {
      // Act
      const shown = pollShownState(OPEN, new Date(now));
      const text = pollShownStatusLabel(OPEN, new Date(now));

      // Assert
      expect(shown).toBe(state);
      expect(text).toBe(label);
    },
  );

  it('a draft stays a draft and a closed poll stays closed, whatever the date', () => {
    // Arrange
    const later = new Date('2027-01-10T10:00:00');

    // Act / Assert
    expect(pollShownState(DRAFT, later)).toBe('draft');
    expect(pollShownState(CLOSED, new Date('2026-12-07T10:00:00'))).toBe('closed');
  });

  it("past its closing date the office is offered no 'Chiudi' and a close is refused with the date", () => {
    // Arrange
    const facts = { poll: OPEN, actor: OFFICE, today: '2026-12-21', hasVoted: false };

    // Act
    const actions = pollActions(facts);
    const closed = applyPollTransition(facts, { type: 'CLOSE' });

    // Assert
    expect(actions.find((action) => action.id === 'close')).toMatchObject({ hidden: true });
    expect(closed).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Il sondaggio si è chiuso il 20/12/2026',
    });
  });
});

describe('pollEditRefusal (DECISIONS.md "Polls" 7: which polls the office edits)', () => {
  const edit = {
    poll: OPEN,
    actor: OFFICE,
    today: TODAY,
    changesBallot: false,
  };

  it('the office edits a draft and an open poll before its closing date', () => {
    // Act / Assert
    expect(pollEditRefusal(edit)).toBeUndefined();
    expect(pollEditRefusal({ ...edit, poll: DRAFT, changesBallot: true })).toBeUndefined();
  });

  it('a closed poll, or one past its closing date, is not edited (409)', () => {
    // Act
    const closed = pollEditRefusal({ ...edit, poll: CLOSED });
    const pastDate = pollEditRefusal({ ...edit, today: '2026-12-21' });

    // Assert
    const expected = {
      ok: false,
      code: 'CONFLICT',
      message: 'Un sondaggio chiuso non si può modificare',
    };
    expect(closed).toEqual(expected);
    expect(pastDate).toEqual(expected);
  });

  it('a poll with votes keeps its answers and building; one without votes may change them', () => {
    // Arrange
    const noVotes = { ...OPEN, options: OPTIONS.map((option) => ({ ...option, votes: 0 })) };

    // Act
    const voted = pollEditRefusal({ ...edit, changesBallot: true });
    const notVoted = pollEditRefusal({ ...edit, poll: noVotes, changesBallot: true });

    // Assert
    expect(voted).toEqual({
      ok: false,
      code: 'CONFLICT',
      message:
        "Le risposte e l'immobile non si possono cambiare: il sondaggio ha già ricevuto voti",
    });
    expect(notVoted).toBeUndefined();
  });

  it('a resident or an office user without ORG_COM_POLLS update is forbidden', () => {
    // Act / Assert
    expect(pollEditRefusal({ ...edit, actor: RESIDENT })).toMatchObject({ code: 'FORBIDDEN' });
    expect(pollEditRefusal({ ...edit, actor: OFFICE_READ_ONLY })).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
