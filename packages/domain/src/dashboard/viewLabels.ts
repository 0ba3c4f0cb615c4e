/**
 * The label of a counted view, for the chips of a chip counter (000 §4 "Dashboard view names":
 * Claims: OPE Aperti, VDD In verifica…). The entity areas own their views and labels; the
 * building and persons counts have no view table, so their labels are the dashboard's own.
 */
import { CLAIM_DASHBOARD_VIEWS } from '../claims/claimViews.ts';
import { folderDashboardViewOf } from '../folders/folderViews.ts';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import {
  CONTRACT_DASHBOARD_VIEWS,
  ORDER_DASHBOARD_VIEWS,
  QUOTE_DASHBOARD_VIEWS,
  TOKEN_DASHBOARD_VIEWS,
} from '../orders/dashboardViews.ts';
import { TICKET_DASHBOARD_VIEWS } from '../tickets/ticketViews.ts';
import type { DashboardViewReference } from './types.ts';

function labelIn(views: readonly { id: string; label: string }[], id: string | null) {
  return views.find((view) => view.id === id)?.label ?? null;
}

/** The Italian label of a view, or null for a view nobody defined. */
export function dashboardViewLabel(reference: DashboardViewReference): string | null {
  const { view } = reference;
  switch (reference.entity) {
    case 'claims':
      return labelIn(CLAIM_DASHBOARD_VIEWS, view);
    case 'service-orders':
      return labelIn(ORDER_DASHBOARD_VIEWS, view);
    case 'repeat-orders':
      return labelIn(CONTRACT_DASHBOARD_VIEWS, view);
    case 'quotes':
      return labelIn(QUOTE_DASHBOARD_VIEWS, view);
    case 'tokens':
      return labelIn(TOKEN_DASHBOARD_VIEWS, view);
    case 'tickets':
      return labelIn(TICKET_DASHBOARD_VIEWS, view);
    case 'persons':
      return dashboardMessage('dashboard.view.persons');
    case 'buildings':
      if (view === 'condominium') return dashboardMessage('dashboard.view.buildings.condominium');
      return view === 'private' ? dashboardMessage('dashboard.view.buildings.private') : null;
    case 'folders':
      return folderDashboardViewOf(view)?.label ?? null;
    default:
      return reference.entity satisfies never;
  }
}
