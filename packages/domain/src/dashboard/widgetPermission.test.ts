import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { dashboardWidgetById } from './widgets.ts';
import { dashboardWidgetPermission } from './widgetPermission.ts';
import type { DashboardWidget } from './types.ts';

function widget(id: string): DashboardWidget {
  const found = dashboardWidgetById(id);
  if (!found) throw new Error(`no widget ${id}`);
  return found;
}

const grants = (...applications: string[]) =>
  applications.map((application) => ({ application, functionalities: [] }));

describe('dashboardWidgetPermission', () => {
  it('000 §6: "A widget shows only if the user has the application permission needed"', () => {
    const profile = makeProfile({
      permissions: grants('ORG_OPR_ORDERS'),
      moduli: { moduleSinistri: true },
    });
    expect(dashboardWidgetPermission(profile, widget('service_orders_open_counter'))).toEqual({
      state: 'allowed',
    });
    expect(dashboardWidgetPermission(profile, widget('tickets_chips')).state).toBe('hidden');
  });

  it("000 §6 module effects: the claims widgets of an org without the claims module are locked with 'Funzionalità non abilitata' when it is shown if disabled", () => {
    const profile = makeProfile({
      permissions: grants('ORG_OPR_CLAIMS'),
      moduli: { moduleSinistri: false },
      modules_show_if_disabled: ['moduleSinistri'],
    });
    expect(dashboardWidgetPermission(profile, widget('claims_open_counter'))).toEqual({
      state: 'locked',
      reason: 'module-disabled',
      message: 'Funzionalità non abilitata',
    });
  });

  it('002 §4.6: a missing module not flagged show-if-disabled hides the widget', () => {
    const profile = makeProfile({
      permissions: grants('ORG_OPR_CLAIMS'),
      moduli: { moduleSinistri: false },
    });
    expect(dashboardWidgetPermission(profile, widget('claims_chips')).state).toBe('hidden');
  });

  it("000 §6: the 'assigned to me' widget needs any of orders, claims or tickets (OR)", () => {
    const profile = makeProfile({ permissions: grants('ORG_GEN_TICKETS') });
    expect(dashboardWidgetPermission(profile, widget('assigned_to_me')).state).toBe('allowed');
    expect(
      dashboardWidgetPermission(makeProfile({ permissions: [] }), widget('assigned_to_me')).state,
    ).toBe('hidden');
  });

  it('a widget that asks for nothing is allowed (the SPL banner, the USR selector)', () => {
    expect(
      dashboardWidgetPermission(makeProfile({ permissions: [] }), widget('spl_app_banner')),
    ).toEqual({ state: 'allowed' });
  });
});
