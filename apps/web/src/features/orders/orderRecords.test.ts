import { describe, expect, it } from 'vitest';
import { includesOf, sectionFields, visibleSections, type Viewer } from '../../records/fields.ts';
import { ORDERS, type OrderRow } from './orderRecords.ts';

const ORG: Viewer = { role: 'org_3', roleType: 'ORG' };
const SPL: Viewer = { role: 'spl_1', roleType: 'SPL' };
const USR: Viewer = { role: 'usr_3', roleType: 'USR' };

const ORDER = {
  id: 2,
  status: 'OPEN',
  category: 'ODS',
  noteOrg: 'Avvisare la signora Verdi prima dell’intervento.',
  noteSpl: null,
} satisfies OrderRow;

/** The section titles and field ids a viewer sees of the order. */
function shown(viewer: Viewer) {
  return visibleSections(ORDERS.sections, ORDER, viewer).map(({ section, fields }) => [
    section.title,
    fields.map((field) => field.id),
  ]);
}

const noteField = (id: string) => sectionFields(ORDERS.sections).find((field) => field.id === id);

describe('the order detail (002 §3.4 sections, §2.2 relations, §6 notes)', () => {
  it('the organisation sees every relation and its own note, with ORG_OPR_ORDERS_MOD APP_UPDATE to edit it', () => {
    expect(shown(ORG)).toEqual([
      [
        'section.general',
        ['code', 'object', 'description', 'category', 'priority', 'askedPrice', 'notifyDoorkeeper'],
      ],
      ['section.relations', ['building', 'supplier', 'employee', 'ticket']],
      ['section.dates', ['dateOrder', 'validFrom', 'validTo', 'estimatedJobEndDate', 'createdAt']],
      [
        'section.status',
        [
          'status',
          'isRead',
          'isAccepted',
          'isPlanned',
          'isPending',
          'isSuspended',
          'isPartial',
          'isRejected',
          'isForcedClose',
        ],
      ],
      ['section.notes', ['noteOrg']],
    ]);
    expect(noteField('noteOrg')?.note?.editRequirement(ORDER, ORG)).toEqual({
      application: 'ORG_OPR_ORDERS_MOD',
      functionality: 'APP_UPDATE',
    });
  });

  it('the supplier sees the administrator instead of the supplier and the ticket, and edits noteSpl only', () => {
    const [, relations, , , notes] = shown(SPL);
    expect(relations).toEqual(['section.relations', ['building', 'administrator', 'employee']]);
    expect(notes).toEqual(['section.notes', ['noteSpl']]);
    expect(noteField('noteSpl')?.note?.editRequirement(ORDER, SPL)).toEqual({
      application: 'SPL_OPR_ORDERS_MOD',
      functionality: 'APP_UPDATE',
    });
    expect(noteField('noteOrg')?.note?.editRequirement(ORDER, SPL)).toBeNull();
  });

  it('a resident sees no internal note: the notes section is gone', () => {
    expect(shown(USR).map(([title]) => title)).toEqual([
      'section.general',
      'section.relations',
      'section.dates',
      'section.status',
    ]);
  });

  it('asks the related records the role sees in the same read, each once', () => {
    expect(includesOf(sectionFields(ORDERS.sections), ORG)).toEqual([
      'org_buildings',
      'org_suppliers',
      'org_employees',
      'org_tickets',
    ]);
    expect(includesOf(sectionFields(ORDERS.sections), SPL)).toEqual([
      'org_buildings',
      'org_employees',
    ]);
  });

  it('saves a note as the order update of the api-client with the note alone', () => {
    const saving = noteField('noteOrg')?.note?.saving;
    expect(saving?.variables(ORDER, 'Chiavi in portineria')).toEqual({
      id: 2,
      changes: { noteOrg: 'Chiavi in portineria' },
    });
    expect(saving?.options().mutationKey).toEqual(['portineria', 'orders', 'update']);
  });
});
