import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../orders/types.ts';
import type { RoleType } from '../profiles/types.ts';
import {
  activityActions,
  activityCancelledByOrganisationLabel,
  activityNotesAccess,
  activityRejection,
  areActivityDatesLocked,
  canSupplierWorkOnActivity,
} from './activityActions.ts';
import type { ActivityActions } from './activityActions.ts';
import type { ActivityStatus } from './types.ts';

const ROLES: RoleType[] = ['ORG', 'SPL', 'USR', 'SYS'];
const ACTIVITY_STATUSES: ActivityStatus[] = ['TODO', 'WORKING', 'DONE', 'REJECTED'];
const ORDER_STATUSES: OrderStatus[] = ['DRAFT', 'OPEN', 'CLOSE', 'VALIDATION'];
const SUSPENSION = ['active', 'suspended'] as const;

/** Every role × activity status × order status × suspension, as 'ORG/TODO/OPEN/active'. */
const MATRIX = ROLES.flatMap((role) =>
  ACTIVITY_STATUSES.flatMap((activityStatus) =>
    ORDER_STATUSES.flatMap((orderStatus) =>
      SUSPENSION.map((suspension) => `${role}/${activityStatus}/${orderStatus}/${suspension}`),
    ),
  ),
);

function actionsOf(combination: string, hasTokenPermission = false): ActivityActions {
  const [role, activityStatus, orderStatus, suspension] = combination.split('/') as [
    RoleType,
    ActivityStatus,
    OrderStatus,
    (typeof SUSPENSION)[number],
  ];
  return activityActions(
    { status: activityStatus, _token: null },
    { status: orderStatus, isSuspended: suspension === 'suspended' },
    role,
    { hasTokenPermission },
  );
}

/** The combinations where each action is allowed, written out from 001 §4.2. */
const ALLOWED: Record<Exclude<keyof ActivityActions, 'showTokenLink'>, string[]> = {
  // "While the order is in draft, the organisation can delete an activity."
  canDelete: [
    'ORG/TODO/DRAFT/active',
    'ORG/TODO/DRAFT/suspended',
    'ORG/WORKING/DRAFT/active',
    'ORG/WORKING/DRAFT/suspended',
    'ORG/DONE/DRAFT/active',
    'ORG/DONE/DRAFT/suspended',
    'ORG/REJECTED/DRAFT/active',
    'ORG/REJECTED/DRAFT/suspended',
  ],
  // "With an open order, an activity still TODO can be rejected by the organisation."
  canReject: ['ORG/TODO/OPEN/active', 'ORG/TODO/OPEN/suspended'],
  // "The organisation can edit dates and notes only while the activity is TODO and the order is draft or open."
  canEditDatesAndNotes: [
    'ORG/TODO/DRAFT/active',
    'ORG/TODO/DRAFT/suspended',
    'ORG/TODO/OPEN/active',
    'ORG/TODO/OPEN/suspended',
  ],
  // "A supplier can register a task or complete the activity quickly, except when the activity is
  // rejected or done, or the order is suspended" — and only on open orders (our choice).
  canRegisterTask: ['SPL/TODO/OPEN/active', 'SPL/WORKING/OPEN/active'],
  canCompleteQuickly: ['SPL/TODO/OPEN/active', 'SPL/WORKING/OPEN/active'],
};

describe('activityActions — every role × activity status × order status × suspension', () => {
  /** The combinations of {@link MATRIX} where an action is allowed. */
  function allowedCombinations(action: keyof typeof ALLOWED): string[] {
    return MATRIX.filter((combination) => actionsOf(combination)[action]);
  }

  it('covers the 128 combinations of 4 roles, 4 activity statuses, 4 order statuses and suspension', () => {
    expect(MATRIX).toHaveLength(128);
  });

  it('001 §4.2: "While the order is in draft, the organisation can delete an activity"', () => {
    expect(allowedCombinations('canDelete')).toEqual(ALLOWED.canDelete);
  });

  it('001 §4.2: "With an open order, an activity still TODO can be rejected by the organisation"', () => {
    expect(allowedCombinations('canReject')).toEqual(ALLOWED.canReject);
  });

  it('001 §4.2: "The organisation can edit dates and notes only while the activity is TODO and the order is draft or open"', () => {
    expect(allowedCombinations('canEditDatesAndNotes')).toEqual(ALLOWED.canEditDatesAndNotes);
  });

  it('001 §4.2: "A supplier can register a task or complete the activity quickly, except when the activity is rejected or done, or the order is suspended"', () => {
    expect(allowedCombinations('canRegisterTask')).toEqual(ALLOWED.canRegisterTask);
    expect(allowedCombinations('canCompleteQuickly')).toEqual(ALLOWED.canCompleteQuickly);
  });
});

describe('activityActions — token link', () => {
  it.each([
    [true, 'TKN-1', true],
    [true, 12, true],
    [true, null, false],
    [true, undefined, false],
    [false, 'TKN-1', false],
    [false, null, false],
  ] as const)(
    '001 §4.2: "The token link on an activity appears only if the organisation has the token permission" — permission %s, token %j → %s',
    (hasTokenPermission, _token, shown) => {
      for (const role of ROLES) {
        const actions = activityActions(
          { status: 'TODO', _token },
          { status: 'OPEN', isSuspended: false },
          role,
          { hasTokenPermission },
        );
        expect(actions.showTokenLink).toBe(shown);
      }
    },
  );
});

describe('areActivityDatesLocked and canSupplierWorkOnActivity', () => {
  it('001 §5: "Dates are locked unless the activity is TODO and the order is draft or open"', () => {
    const unlocked = ACTIVITY_STATUSES.flatMap((activityStatus) =>
      ORDER_STATUSES.filter(
        (orderStatus) =>
          !areActivityDatesLocked({ status: activityStatus }, { status: orderStatus }),
      ).map((orderStatus) => `${activityStatus}/${orderStatus}`),
    );

    expect(unlocked).toEqual(['TODO/DRAFT', 'TODO/OPEN']);
  });

  it('001 §4.2: "except when … the order is suspended" — a missing suspension flag counts as not suspended', () => {
    expect(canSupplierWorkOnActivity({ status: 'WORKING' }, { status: 'OPEN' })).toBe(true);
    expect(
      canSupplierWorkOnActivity({ status: 'WORKING' }, { status: 'OPEN', isSuspended: true }),
    ).toBe(false);
  });
});

describe('activityNotesAccess', () => {
  it.each([
    ['TODO', 'OPEN', true],
    ['TODO', 'DRAFT', true],
    ['WORKING', 'OPEN', false],
    ['TODO', 'CLOSE', false],
    ['DONE', 'VALIDATION', false],
  ] as const)(
    '001 §4.2: "the organisation sees and edits noteOrg … and each sees the other\'s shared note" — ORG with %s / %s edits: %s',
    (activityStatus, orderStatus, editable) => {
      expect(
        activityNotesAccess({ status: activityStatus }, { status: orderStatus }, 'ORG'),
      ).toEqual({
        note: { visible: true, editable },
        noteOrg: { visible: true, editable },
        noteSpl: { visible: false, editable: false },
      });
    },
  );

  it.each(ACTIVITY_STATUSES)(
    '001 §4.2: "the supplier edits noteSpl" — SPL with a %s activity',
    (status) => {
      expect(activityNotesAccess({ status }, { status: 'CLOSE' }, 'SPL')).toEqual({
        note: { visible: true, editable: false },
        noteOrg: { visible: false, editable: false },
        noteSpl: { visible: true, editable: true },
      });
    },
  );

  it.each(['USR', 'SYS'] as const)(
    '002 §6: "USR level sees no internal notes" — %s sees no note',
    (role) => {
      const hidden = { visible: false, editable: false };

      expect(activityNotesAccess({ status: 'TODO' }, { status: 'OPEN' }, role)).toEqual({
        note: hidden,
        noteOrg: hidden,
        noteSpl: hidden,
      });
    },
  );
});

describe('activityRejection', () => {
  it("001 §4.2: \"This marks it managedFromOrg, shows 'Annullata dall'amministratore', and a chat message is posted about it\"", () => {
    // Act
    const rejection = activityRejection({ code: 'ATT-0042' });

    // Assert
    expect(rejection).toEqual({
      changes: { status: 'REJECTED', managedFromOrg: true },
      label: "Annullata dall'amministratore",
      chatMessage: "L'attività ATT-0042 è stata annullata dall'amministratore.",
    });
  });

  it.each([null, undefined, ''])(
    '001 §4.2: "a chat message is posted about it" — without a code (%j) the message still reads well',
    (code) => {
      expect(activityRejection({ code }).chatMessage).toBe(
        "Un'attività è stata annullata dall'amministratore.",
      );
    },
  );

  it.each([
    ['REJECTED', true, "Annullata dall'amministratore"],
    ['REJECTED', false, undefined],
    ['REJECTED', undefined, undefined],
    ['TODO', true, undefined],
    ['DONE', true, undefined],
  ] as const)(
    "001 §4.2: \"marks it managedFromOrg, shows 'Annullata dall'amministratore'\" — %s, managedFromOrg %s → %s",
    (status, managedFromOrg, label) => {
      expect(activityCancelledByOrganisationLabel({ status, managedFromOrg })).toBe(label);
    },
  );
});

describe('activityNotesAccess — unexpected role types', () => {
  it('002 §6: "USR level sees no internal notes" — nor does a role type the spec does not list', () => {
    const hidden = { visible: false, editable: false };

    expect(activityNotesAccess({ status: 'TODO' }, { status: 'OPEN' }, 'GUEST' as never)).toEqual({
      note: hidden,
      noteOrg: hidden,
      noteSpl: hidden,
    });
  });
});
