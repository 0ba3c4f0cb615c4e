import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/index.ts';
import { ROLE_TYPES } from '../profiles/types.ts';
import { activityNotesAccess } from './activityActions.ts';
import { isActivityNoteVisible } from './noteVisibility.ts';
import { ACTIVITY_STATUSES } from './types.ts';

describe('isActivityNoteVisible (001 §4.2 internal notes, 002 §6 "USR level sees no internal notes")', () => {
  it('shows the organisation the shared note and its own, never the supplier’s', () => {
    expect(isActivityNoteVisible('note', 'ORG')).toBe(true);
    expect(isActivityNoteVisible('noteOrg', 'ORG')).toBe(true);
    expect(isActivityNoteVisible('noteSpl', 'ORG')).toBe(false);
  });

  it('shows the supplier the shared note and its own, never the organisation’s', () => {
    expect(isActivityNoteVisible('note', 'SPL')).toBe(true);
    expect(isActivityNoteVisible('noteOrg', 'SPL')).toBe(false);
    expect(isActivityNoteVisible('noteSpl', 'SPL')).toBe(true);
  });

  it('shows residents and the back office no note', () => {
    for (const role of ['USR', 'SYS'] as const) {
      for (const field of ['note', 'noteOrg', 'noteSpl'] as const) {
        expect(isActivityNoteVisible(field, role)).toBe(false);
      }
    }
  });

  it('agrees with activityNotesAccess whatever the activity and order statuses', () => {
    for (const role of ROLE_TYPES) {
      for (const status of ACTIVITY_STATUSES) {
        for (const orderStatus of ORDER_STATUSES) {
          const access = activityNotesAccess({ status }, { status: orderStatus }, role);
          for (const field of ['note', 'noteOrg', 'noteSpl'] as const) {
            expect(access[field].visible).toBe(isActivityNoteVisible(field, role));
          }
        }
      }
    }
  });
});
