import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGETS } from './widgets.ts';
import { dashboardViewLabel } from './viewLabels.ts';

describe('dashboardViewLabel', () => {
  it('000 §4: "Claims: OPE Aperti, VDD In verifica, DAC Danno accertato, INL In liquidazione"', () => {
    expect(
      ['OPE', 'VDD', 'DAC', 'INL'].map((view) => dashboardViewLabel({ entity: 'claims', view })),
    ).toEqual(['Aperti', 'In verifica', 'Danno accertato', 'In liquidazione']);
  });

  it('000 §4: "Repeat orders: OPE Aperti, 2REN Da rinnovare, ACTEXP Con attività scadute"', () => {
    expect(
      ['OPE', '2REN', 'ACTEXP'].map((view) =>
        dashboardViewLabel({ entity: 'repeat-orders', view }),
      ),
    ).toEqual(['Aperti', 'Da rinnovare', 'Con attività scadute']);
  });

  it('000 §4: "Quotes: REQ Richiesti non presentati, WAIT Da valutare. Tokens: 2VER Da verificare"', () => {
    expect(dashboardViewLabel({ entity: 'quotes', view: 'REQ' })).toBe('Richiesti non presentati');
    expect(dashboardViewLabel({ entity: 'quotes', view: 'WAIT' })).toBe('Da valutare');
    expect(dashboardViewLabel({ entity: 'tokens', view: '2VER' })).toBe('Da verificare');
  });

  it('000 §4: "Tickets: Da assegnare, Presi in carico, In lavorazione"', () => {
    expect(
      ['UNASSIGNED', 'ASSIGNED', 'WORKING'].map((view) =>
        dashboardViewLabel({ entity: 'tickets', view }),
      ),
    ).toEqual(['Da assegnare', 'Presi in carico', 'In lavorazione']);
  });

  it('000 §3: the folder counts empty, expired and expiring have their chips', () => {
    expect(dashboardViewLabel({ entity: 'folders', view: 'empty' })).toBe('Da caricare');
    expect(dashboardViewLabel({ entity: 'folders', view: 'expired' })).toBe('Scadute');
    expect(dashboardViewLabel({ entity: 'folders', view: 'expiring' })).toBe('In scadenza');
  });

  it('names every view of the catalogue, and no unknown one', () => {
    for (const widget of DASHBOARD_WIDGETS) {
      for (const reference of widget.views) {
        expect(dashboardViewLabel(reference), `${reference.entity}/${reference.view}`).toBeTruthy();
      }
    }
    expect(dashboardViewLabel({ entity: 'claims', view: 'NOPE' })).toBeNull();
    expect(dashboardViewLabel({ entity: 'buildings', view: 'all' })).toBeNull();
    expect(dashboardViewLabel({ entity: 'folders', view: null })).toBeNull();
  });
});
