import { DASHBOARD_WIDGETS } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { LIST_WIDGETS } from './DashboardWidgetView.tsx';

describe('LIST_WIDGETS', () => {
  it('000 §3 "Dashboard component definition … component": every list of the catalogue has its component', () => {
    const lists = DASHBOARD_WIDGETS.filter((widget) => widget.mode === 'list').map(
      (widget) => widget.id,
    );
    expect(lists.length).toBeGreaterThan(10);
    expect(lists.filter((id) => LIST_WIDGETS[id] === undefined)).toEqual([]);
  });

  it('names only list widgets of the catalogue', () => {
    const listIds = new Set(
      DASHBOARD_WIDGETS.filter((widget) => widget.mode === 'list').map((widget) => widget.id),
    );
    expect(Object.keys(LIST_WIDGETS).filter((id) => !listIds.has(id as never))).toEqual([]);
  });
});
