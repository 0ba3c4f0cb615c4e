import { describe, expect, it } from 'vitest';
import { ENTITY_TABLE } from './entityTable.ts';
import { fieldAccess, ruleAccess, visibleSections, type Viewer } from './fieldAccess.ts';

const ORG: Viewer = { role: 'org_3', roleType: 'ORG' };
const SPL: Viewer = { role: 'spl_3', roleType: 'SPL' };
const USR: Viewer = { role: 'usr_3', roleType: 'USR' };

const ORDER = {
  id: 2,
  status: 'OPEN',
  category: 'ODS',
  noteOrg: 'Avvisare la signora Verdi prima dell’intervento.',
  noteSpl: 'Portare il raccordo da 3/4.',
};

const ACTIVITY = {
  id: 7,
  status: 'TODO',
  note: 'Accesso dal cortile',
  noteOrg: 'Fornitore puntuale',
  noteSpl: 'Serve la scala',
  org_orders: { id: 18, status: 'OPEN', category: 'ODP' },
};

/** The keys of the fields a viewer sees in a section of an entity's detail. */
function sectionKeys(
  entity: keyof typeof ENTITY_TABLE,
  titleKey: string,
  record: Record<string, unknown>,
  viewer: Viewer,
): string[] {
  const shown = visibleSections(ENTITY_TABLE[entity].sections, record, viewer).find(
    (entry) => entry.section.titleKey === titleKey,
  );
  return shown ? shown.fields.map((field) => field.key) : [];
}

describe('who sees and edits the notes of the detail screens', () => {
  it('002 §6 Order notes: the organisation sees and edits noteOrg only, with ORG_OPR_ORDERS_MOD update', () => {
    expect(sectionKeys('orders', 'section.notes', ORDER, ORG)).toEqual(['noteOrg']);
    expect(ruleAccess({ kind: 'orderNote', note: 'noteOrg' }, ORDER, ORG)).toEqual({
      visible: true,
      editRequirement: { application: 'ORG_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
    });
  });

  it('002 §6 Order notes: the supplier sees and edits noteSpl only, with SPL_OPR_ORDERS_MOD update', () => {
    expect(sectionKeys('orders', 'section.notes', ORDER, SPL)).toEqual(['noteSpl']);
    expect(ruleAccess({ kind: 'orderNote', note: 'noteSpl' }, ORDER, SPL)).toEqual({
      visible: true,
      editRequirement: { application: 'SPL_OPR_ORDERS_MOD', functionality: 'APP_UPDATE' },
    });
  });

  it('002 §6 Order notes: "USR level sees no internal notes" — no notes section at all', () => {
    const titles = visibleSections(ENTITY_TABLE.orders.sections, ORDER, USR).map(
      (entry) => entry.section.titleKey,
    );

    const keys = visibleSections(ENTITY_TABLE.orders.sections, ORDER, USR).flatMap((entry) =>
      entry.fields.map((field) => field.key),
    );

    expect(titles).not.toContain('section.notes');
    expect(keys).not.toContain('noteOrg');
    expect(keys).not.toContain('noteSpl');
  });

  it('the reports and quotes built on orders follow the same note rules', () => {
    expect(sectionKeys('report', 'section.notes', ORDER, ORG)).toEqual(['noteOrg']);
    expect(sectionKeys('report', 'section.notes', ORDER, USR)).toEqual([]);
  });

  it('001 §4.2: the organisation sees the shared note and noteOrg, editable while TODO on an open order', () => {
    expect(sectionKeys('reportTimeline', 'section.notes', ACTIVITY, ORG)).toEqual([
      'note',
      'noteOrg',
    ]);
    expect(ruleAccess({ kind: 'activityNote', note: 'noteOrg' }, ACTIVITY, ORG)).toEqual({
      visible: true,
      editRequirement: { application: 'ORG_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
    });
    expect(
      ruleAccess({ kind: 'activityNote', note: 'noteOrg' }, { ...ACTIVITY, status: 'DONE' }, ORG),
    ).toEqual({ visible: true, editRequirement: null });
  });

  it('001 §4.2: the supplier reads the shared note and edits its own noteSpl, never noteOrg', () => {
    expect(sectionKeys('activities', 'section.notes', ACTIVITY, SPL)).toEqual(['note', 'noteSpl']);
    expect(ruleAccess({ kind: 'activityNote', note: 'note' }, ACTIVITY, SPL).editRequirement).toBe(
      null,
    );
    expect(ruleAccess({ kind: 'activityNote', note: 'noteSpl' }, ACTIVITY, SPL)).toEqual({
      visible: true,
      editRequirement: { application: 'SPL_OPR_ACTIVITIES_MOD', functionality: 'APP_UPDATE' },
    });
  });

  it('001 §4.2, 002 §6: USR sees none of the activity notes', () => {
    expect(sectionKeys('activities', 'section.notes', ACTIVITY, USR)).toEqual([]);
  });

  it('a plain note (entitlements) is read-only for everybody', () => {
    const note = ENTITY_TABLE.entitlements.sections
      .flatMap((section) => section.fields)
      .find((field) => field.key === 'note')!;

    expect(fieldAccess(note, { note: 'Inquilina dal 2021' }, ORG)).toEqual({
      visible: true,
      editRequirement: null,
    });
  });
});

describe('the other visibility rules of the detail screens', () => {
  it('002 §2.2: a supplier does not see the supplier and ticket of an order, only it sees the administrator', () => {
    expect(sectionKeys('orders', 'section.relations', ORDER, SPL)).toEqual([
      'org_buildings',
      'sys_organizations',
      'org_employees',
    ]);
    expect(sectionKeys('orders', 'section.relations', ORDER, ORG)).toEqual([
      'org_buildings',
      'org_suppliers',
      'org_employees',
      'org_tickets',
    ]);
  });

  it('002 §3.8: the nin of a private building is hidden', () => {
    expect(sectionKeys('buildings', 'section.cadastral', { isPrivate: true }, ORG)).toEqual([
      'cadastralMunicipality',
    ]);
    expect(sectionKeys('buildings', 'section.cadastral', { isPrivate: false }, ORG)).toEqual([
      'nin',
      'cadastralMunicipality',
    ]);
  });

  it('002 §6: only organisation profiles see whether a building is managed externally', () => {
    expect(sectionKeys('buildings', 'section.general', {}, ORG)).toContain('isManagedExternal');
    expect(sectionKeys('buildings', 'section.general', {}, SPL)).not.toContain('isManagedExternal');
  });
});
