import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import {
  applyNoticeTransition,
  isNoticeVisibleToResidents,
  noticeActions,
  noticeEditRefusal,
  noticeStatusLabel,
} from './noticeActions.ts';
import { isNoticeStatus, noticeLifecycleState } from './noticeLifecycle.machine.ts';

const OFFICE = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_COM_NOTICES', functionalities: ['APP_MENU', 'APP_UPDATE'] }],
});
const OFFICE_READ_ONLY = makeProfile({
  role: 'org_3',
  permissions: [{ application: 'ORG_COM_NOTICES', functionalities: ['APP_MENU'] }],
});
const RESIDENT = makeProfile({
  role: 'usr_1',
  permissions: [{ application: 'USR_COM_NOTICES', functionalities: ['APP_MENU'] }],
});

describe('noticeLifecycleState (DECISIONS.md "Notices")', () => {
  it.each([
    ['DRAFT', 'draft'],
    ['PUBLISHED', 'published'],
    ['ARCHIVED', 'withdrawn'],
  ] as const)('a stored status %s starts the machine in %s', (status, state) => {
    // Act
    const value = noticeLifecycleState({ status });

    // Assert
    expect(value).toBe(state);
  });
});

describe('applyNoticeTransition (001 §2.2 /ORG/COM/notices, ORG_COM_NOTICES)', () => {
  it('the office publishes a draft: the notice becomes PUBLISHED', () => {
    // Act
    const result = applyNoticeTransition({ status: 'DRAFT' }, { type: 'PUBLISH' }, OFFICE);

    // Assert
    expect(result).toMatchObject({ ok: true, changes: { status: 'PUBLISHED' } });
  });

  it('the office withdraws a published notice: it is stored ARCHIVED', () => {
    // Act
    const result = applyNoticeTransition({ status: 'PUBLISHED' }, { type: 'WITHDRAW' }, OFFICE);

    // Assert
    expect(result).toMatchObject({
      ok: true,
      changes: { status: 'ARCHIVED' },
      history: [{ field: 'status', from: 'PUBLISHED', to: 'ARCHIVED' }],
    });
  });

  it('a withdrawn notice is final: publishing it again is a conflict with its reason', () => {
    // Act
    const result = applyNoticeTransition({ status: 'ARCHIVED' }, { type: 'PUBLISH' }, OFFICE);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: "L'avviso è stato ritirato",
    });
  });

  it("a resident publishes nothing: FORBIDDEN, the office's action", () => {
    // Act
    const result = applyNoticeTransition({ status: 'DRAFT' }, { type: 'PUBLISH' }, RESIDENT);

    // Assert
    expect(result).toEqual({
      ok: false,
      code: 'FORBIDDEN',
      message: "Questa azione spetta all'amministrazione",
    });
  });

  it('001 §6 "ORG_COM_NOTICES … APP_UPDATE": an office user without the update permission is refused', () => {
    // Act
    const result = applyNoticeTransition(
      { status: 'DRAFT' },
      { type: 'PUBLISH' },
      OFFICE_READ_ONLY,
    );

    // Assert
    expect(result).toMatchObject({ ok: false, code: 'FORBIDDEN' });
  });
});

describe('noticeActions (DECISIONS.md "Notices")', () => {
  it('a draft offers the office "Pubblica"; "Ritira" is hidden', () => {
    // Act
    const actions = noticeActions({ status: 'DRAFT' }, OFFICE);

    // Assert
    expect(actions.map(({ label, enabled, hidden }) => ({ label, enabled, hidden }))).toEqual([
      { label: 'Pubblica', enabled: true, hidden: undefined },
      { label: 'Ritira', enabled: false, hidden: true },
    ]);
  });

  it('a published notice offers the office "Ritira", asking first', () => {
    // Act
    const withdraw = noticeActions({ status: 'PUBLISHED' }, OFFICE).find(
      (action) => action.id === 'withdraw',
    );

    // Assert
    expect(withdraw).toMatchObject({ enabled: true, confirmation: { confirmLabel: 'Ritira' } });
    expect(withdraw?.hidden).toBeUndefined();
  });

  it('a resident sees no action', () => {
    // Act
    const actions = noticeActions({ status: 'PUBLISHED' }, RESIDENT);

    // Assert
    expect(actions.every((action) => action.hidden === true)).toBe(true);
  });
});

describe('isNoticeVisibleToResidents (DECISIONS.md "Notices")', () => {
  it.each([
    ['DRAFT', false],
    ['PUBLISHED', true],
    ['ARCHIVED', false],
  ] as const)('a %s notice is seen by residents: %s', (status, seen) => {
    // Act
    const visible = isNoticeVisibleToResidents({ status });

    // Assert
    expect(visible).toBe(seen);
  });
});

describe('noticeStatusLabel (DECISIONS.md "Notices" 2)', () => {
  it.each([
    ['DRAFT', 'Bozza'],
    ['PUBLISHED', 'Pubblicato'],
    ['ARCHIVED', 'Ritirato'],
  ] as const)('%s reads %s', (status, label) => {
    // Act
    const text = noticeStatusLabel(status);

    // Assert
    expect(text).toBe(label);
  });

  it('knows the stored statuses and nothing else, as a row read from the wire may hold', () => {
    expect(['DRAFT', 'PUBLISHED', 'ARCHIVED'].every(isNoticeStatus)).toBe(true);
    expect([null, 'WITHDRAWN', 'draft', 1].some(isNoticeStatus)).toBe(false);
  });
});

describe('noticeEditRefusal (DECISIONS.md "Notices" 6: which notices the office edits)', () => {
  it.each(['DRAFT', 'PUBLISHED'] as const)('the office edits a %s notice', (status) => {
    // Act / Assert
    expect(noticeEditRefusal({ status }, OFFICE)).toBeUndefined();
  });

  it('a withdrawn notice is final: its edit is a 409 with the reason', () => {
    // Act
    const refused = noticeEditRefusal({ status: 'ARCHIVED' }, OFFICE);

    // Assert
    expect(refused).toEqual({
      ok: false,
      code: 'CONFLICT',
      message: 'Un avviso ritirato non si può modificare',
    });
  });

  it('a resident or an office user without ORG_COM_NOTICES update is forbidden', () => {
    // Act / Assert
    expect(noticeEditRefusal({ status: 'DRAFT' }, RESIDENT)).toMatchObject({ code: 'FORBIDDEN' });
    expect(noticeEditRefusal({ status: 'DRAFT' }, OFFICE_READ_ONLY)).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
