import { describe, expect, it } from 'vitest';
import { webMessage } from '../messages/it-IT.ts';
import { fieldsShownTo, includesOf, type FieldDefinition, type Viewer } from '../records/fields.ts';
import { presentationText, type PresentationContext } from '../records/presenters.ts';
import { ACTIVITIES, type ActivityRow } from './activities/activityRecords.ts';
import { CLAIMS, type ClaimRow } from './claims/claimRecords.ts';
import { NOTICES } from './communications/communicationRecords.ts';
import { FOLDERS } from './folders/folderRecords.ts';
import { ORDERS, type OrderRow } from './orders/orderRecords.ts';
import { QUOTES } from './quotes/quoteRecords.ts';
import { ENTITLEMENTS } from './registries/entitlementRecords.ts';
import { UNITS } from './registries/unitRecords.ts';
import { TASKS } from './tasks/taskRecords.ts';
import { TICKETS } from './tickets/ticketRecords.ts';
import { TOKENS } from './tokens/tokenRecords.ts';

const ORG: Viewer = { role: 'org_3', roleType: 'ORG' };
const SPL: Viewer = { role: 'spl_1', roleType: 'SPL' };
const USR: Viewer = { role: 'usr_3', roleType: 'USR' };

/** A list cell has no role: it shows status names, not the role's chips. */
const LIST: PresentationContext = {
  now: new Date('2026-11-24T10:00:00'),
  product: 'portineria',
  buildings: [],
};

/** The headers and cell texts of a list's row as a viewer sees them. */
function listRow<Row>(columns: readonly FieldDefinition<Row>[], viewer: Viewer, row: Row) {
  return Object.fromEntries(
    fieldsShownTo(columns, viewer).map((field) => [
      webMessage(field.label),
      presentationText(field.present(row, LIST), LIST),
    ]),
  );
}

const BUILDING = { id: 1, name: 'Condominio Via Manzoni 12', isPrivate: false };

describe('every list shows what a record belongs to, from the includes of the same request', () => {
  it("orders show their Immobile and Fornitore (the list used to show '-'), asked as org_buildings and org_suppliers", () => {
    const order = {
      id: 2,
      status: 'OPEN',
      category: 'ODS',
      code: 'ODS-2026-0002',
      object: 'Perdita tubo bagno interno 4',
      _building: 1,
      _supplier: 1,
      validTo: '2026-12-25',
      org_buildings: BUILDING,
      org_suppliers: { id: 1, name1: 'Idraulica Bianchi S.r.l.', name2: null },
    } satisfies OrderRow;

    expect(includesOf(ORDERS.columns, ORG)).toEqual(['org_buildings', 'org_suppliers']);
    expect(listRow(ORDERS.columns, ORG, order)).toEqual({
      Codice: 'ODS-2026-0002',
      Oggetto: 'Perdita tubo bagno interno 4',
      Immobile: 'Condominio Via Manzoni 12',
      Fornitore: 'Idraulica Bianchi S.r.l.',
      Stato: 'Aperto',
      'Data fine': '25/12/2026',
    });
  });

  it('002 §2.2: a supplier sees the building of its orders, never a supplier column, nor asks for it', () => {
    expect(includesOf(ORDERS.columns, SPL)).toEqual(['org_buildings']);
    expect(fieldsShownTo(ORDERS.columns, SPL).map((field) => field.id)).not.toContain('supplier');
    expect(includesOf(QUOTES.columns, SPL)).toEqual(['org_buildings']);
    expect(includesOf(TOKENS.columns, SPL)).toEqual(['org_orders', 'org_buildings']);
  });

  it("claims show their Immobile (the list used to show '-'), asked as building", () => {
    const claim = {
      id: '1',
      code: 'SIN-2026-001',
      status: 'OPEN',
      _building: '1',
      building: BUILDING,
      dateStart: '2026-11-24',
    } satisfies ClaimRow;

    expect(includesOf(CLAIMS.columns, ORG)).toEqual(['building']);
    expect(listRow(CLAIMS.columns, ORG, claim).Immobile).toBe('Condominio Via Manzoni 12');
  });

  it("folders show their type (the list used to show '-'), asked as folderType", () => {
    expect(includesOf(FOLDERS.columns, SPL)).toEqual(['folderType']);
    expect(
      listRow(FOLDERS.columns, SPL, {
        id: '4',
        status: 2,
        criticality: 5,
        folderType: {
          id: '4',
          name: 'Polizza di responsabilità civile',
          owner: 'ORGANIZATION',
          kind: 'FORM',
          qualifications: null,
        },
      } as never)['Tipo di cartella'],
    ).toBe('Polizza di responsabilità civile');
  });

  it('activities show their order and building; tasks their activity', () => {
    const activity = {
      id: 1,
      code: 'ATT-0001',
      status: 'TODO',
      _order: 18,
      _building: 1,
      org_orders: { id: 18, code: 'ODP-2026-0018', object: 'Manutenzione caldaia' },
      org_buildings: BUILDING,
    } satisfies ActivityRow;

    expect(includesOf(ACTIVITIES.columns, ORG)).toEqual(['org_orders', 'org_buildings']);
    expect(listRow(ACTIVITIES.columns, ORG, activity)).toMatchObject({
      Ordine: 'ODP-2026-0018 – Manutenzione caldaia',
      Immobile: 'Condominio Via Manzoni 12',
      Stato: 'Da fare',
    });
    expect(includesOf(TASKS.columns, SPL)).toEqual(['org_activities']);
  });

  it('tickets, notices, units and entitlements show their building; entitlements also the unit and the person', () => {
    expect(includesOf(TICKETS.columns, USR)).toEqual(['org_buildings']);
    expect(includesOf(NOTICES.columns, USR)).toEqual(['org_buildings']);
    expect(includesOf(UNITS.columns, ORG)).toEqual(['building']);
    expect(includesOf(ENTITLEMENTS.columns, ORG)).toEqual(['contact', 'building', 'unit']);
  });
});
