import { describe, expect, it } from 'vitest';
import { TICKET_DASHBOARD_VIEWS } from './ticketViews.ts';

describe('TICKET_DASHBOARD_VIEWS', () => {
  it('000 §4: "Tickets: Da assegnare, Presi in carico, In lavorazione"', () => {
    // Act
    const labels = TICKET_DASHBOARD_VIEWS.map((view) => view.label);

    // Assert
    expect(labels).toEqual(['Da assegnare', 'Presi in carico', 'In lavorazione']);
  });

  it('002 §4.6: "open unassigned …, open assigned …, working" as where criteria', () => {
    // Act
    const criteria = Object.fromEntries(
      TICKET_DASHBOARD_VIEWS.map((view) => [view.id, view.criteria]),
    );

    // Assert
    expect(criteria).toEqual({
      UNASSIGNED: { status: 'OPEN', _assignTo: null },
      ASSIGNED: { status: 'OPEN', _assignTo: { $ne: null } },
      WORKING: { status: 'WORKING' },
    });
  });
});
