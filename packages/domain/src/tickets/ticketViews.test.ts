import { describe, expect, it } from 'vitest';
import { TICKET_DASHBOARD_VIEWS, TICKET_WATCHERS } from './ticketViews.ts';

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

describe('TICKET_WATCHERS', () => {
  it("002 §4.6: \"Ticket watchers: open unassigned ('Da Assegnare'), open assigned ('Presi in carico'), working ('In lavorazione')\"", () => {
    // Act
    const watchers = TICKET_WATCHERS.map(({ id, label }) => [id, label]);

    // Assert
    expect(watchers).toEqual([
      ['UNASSIGNED', 'Da Assegnare'],
      ['ASSIGNED', 'Presi in carico'],
      ['WORKING', 'In lavorazione'],
    ]);
  });

  it('002 §4.6 and 000 §4: watchers and dashboard views select the same tickets', () => {
    // Act
    const watcherCriteria = TICKET_WATCHERS.map((watcher) => watcher.criteria);
    const viewCriteria = TICKET_DASHBOARD_VIEWS.map((view) => view.criteria);

    // Assert
    expect(watcherCriteria).toEqual(viewCriteria);
  });
});
