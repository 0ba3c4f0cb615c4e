import { describe, expect, it } from 'vitest';
import { sectionFields, visibleSections, type Viewer } from '../../records/fields.ts';
import { ACTIVITIES, type ActivityRow } from './activityRecords.ts';

const ORG: Viewer = { role: 'org_3', roleType: 'ORG' };
const SPL: Viewer = { role: 'spl_1', roleType: 'SPL' };

const activity = (status: ActivityRow['status'], orderStatus: string): ActivityRow => ({
  id: 1,
  code: 'ATT-0001',
  status,
  note: 'Controllo trimestrale',
  noteOrg: null,
  noteSpl: null,
  org_orders: { id: 18, status: orderStatus },
});

const notes = (row: ActivityRow, viewer: Viewer) =>
  visibleSections(ACTIVITIES.sections, row, viewer)
    .find(({ section }) => section.title === 'section.notes')
    ?.fields.map((field) => [field.id, field.note?.editRequirement(row, viewer) ?? null]);

describe("the activity detail's notes (001 §4.2, domain's activityNoteRules)", () => {
  it('the organisation edits the shared note and its own on a TODO activity of an open order', () => {
    const update = { application: 'ORG_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' };
    expect(notes(activity('TODO', 'OPEN'), ORG)).toEqual([
      ['note', update],
      ['noteOrg', update],
    ]);
  });

  it('…and only reads them once the activity is done or the order closed', () => {
    expect(notes(activity('DONE', 'OPEN'), ORG)).toEqual([
      ['note', null],
      ['noteOrg', null],
    ]);
    expect(notes(activity('TODO', 'CLOSE'), ORG)).toEqual([
      ['note', null],
      ['noteOrg', null],
    ]);
  });

  it('the supplier reads the shared note and edits its own', () => {
    expect(notes(activity('DONE', 'CLOSE'), SPL)).toEqual([
      ['note', null],
      ['noteSpl', { application: 'SPL_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' }],
    ]);
  });

  it('reads the order with the activity: its status decides the notes', () => {
    expect(sectionFields(ACTIVITIES.sections).find((field) => field.id === 'order')?.include).toBe(
      'org_orders',
    );
  });
});
