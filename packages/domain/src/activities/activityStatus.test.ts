import { describe, expect, it } from 'vitest';
import { activityNoteRules, activityStatusLabel, parseActivityStatus } from './activityStatus.ts';

describe('activity status names (001 §3 "Statuses: TODO, WORKING, DONE, REJECTED")', () => {
  it('names each status in Italian', () => {
    expect(activityStatusLabel({ status: 'TODO' })).toBe('Da fare');
    expect(activityStatusLabel({ status: 'WORKING' })).toBe('In lavorazione');
    expect(activityStatusLabel({ status: 'DONE' })).toBe('Completata');
    expect(activityStatusLabel({ status: 'REJECTED' })).toBe('Rifiutata');
  });

  it("says 'Annullata dall'amministratore' for an activity the organisation rejected (001 §4.2)", () => {
    expect(activityStatusLabel({ status: 'REJECTED', managedFromOrg: true })).toBe(
      "Annullata dall'amministratore",
    );
    expect(activityStatusLabel({ status: 'TODO', managedFromOrg: true })).toBe('Da fare');
  });

  it('knows no other status', () => {
    expect(parseActivityStatus('todo')).toBeUndefined();
    expect(activityStatusLabel({ status: 'ARCHIVED' })).toBeUndefined();
  });
});

describe('activity notes (001 §4.2 "The organisation can edit dates and notes only while the activity is TODO and the order is draft or open")', () => {
  const orgUpdate = { application: 'ORG_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' };
  const splUpdate = { application: 'SPL_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' };

  it('lets the organisation edit the shared note and its own on a TODO activity of an open order', () => {
    expect(activityNoteRules({ status: 'TODO' }, { status: 'OPEN' }, 'ORG')).toEqual({
      note: { visible: true, editRequirement: orgUpdate },
      noteOrg: { visible: true, editRequirement: orgUpdate },
      noteSpl: { visible: false, editRequirement: null },
    });
  });

  it('keeps them read only once the activity is under way or the order is closed', () => {
    expect(activityNoteRules({ status: 'WORKING' }, { status: 'OPEN' }, 'ORG').noteOrg).toEqual({
      visible: true,
      editRequirement: null,
    });
    expect(activityNoteRules({ status: 'TODO' }, { status: 'close' }, 'ORG').note).toEqual({
      visible: true,
      editRequirement: null,
    });
  });

  it('reads an unknown status of the activity or its order as closed: nothing editable', () => {
    expect(activityNoteRules({ status: undefined }, { status: 'OPEN' }, 'ORG').noteOrg).toEqual({
      visible: true,
      editRequirement: null,
    });
    expect(activityNoteRules({ status: 'TODO' }, null, 'ORG').noteOrg.editRequirement).toBeNull();
  });

  it('lets the supplier edit its own note only, and see the shared one', () => {
    expect(activityNoteRules({ status: 'DONE' }, { status: 'CLOSE' }, 'SPL')).toEqual({
      note: { visible: true, editRequirement: null },
      noteOrg: { visible: false, editRequirement: null },
      noteSpl: { visible: true, editRequirement: splUpdate },
    });
  });

  it('shows residents and the back office no note', () => {
    for (const roleType of ['USR', 'SYS'] as const) {
      const rules = activityNoteRules({ status: 'TODO' }, { status: 'OPEN' }, roleType);
      expect([rules.note.visible, rules.noteOrg.visible, rules.noteSpl.visible]).toEqual([
        false,
        false,
        false,
      ]);
    }
  });
});
