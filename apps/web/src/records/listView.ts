/**
 * Which view a list shows (`?view=`) and the criteria it asks the server with: a dashboard view
 * (000 §2: a counter or a chip opens its list filtered to its view — the criteria the counter
 * counted, with its label for the list's 'Vista: …' chip), or else the list's own view (001 §4.7:
 * the folders' filters by state; the default one for none or an unknown name). The address holds
 * one view, so a dashboard view stands for the list's own views: none of them is chosen then.
 */
import { dashboardViewCount } from '@portineria/api-client';
import { dashboardViewLabel, dashboardViewOfList, type Criteria } from '@portineria/domain';
import { webMessage } from '../messages/it-IT.ts';
import type { ListViewsDefinition } from './definition.ts';

/** The words of a dashboard view's chip in a list (./ListViewChip.tsx). */
export interface ListViewChipLabels {
  /** The chip: 'Vista: …'. */
  chip: string;
  /** Its remove button's text: 'Rimuovi vista', never a list's own view ('Mostra tutti'). */
  remove: string;
  /** Its remove button's accessible name, which names the view it removes. */
  removeName: string;
}

/** The chip and remove button of the dashboard view labelled `label`. */
export function listViewChipLabels(label: string): ListViewChipLabels {
  return {
    chip: webMessage('list.view', { view: label }),
    remove: webMessage('list.view.remove'),
    removeName: webMessage('list.view.removeName', { view: label }),
  };
}

/** The view a list shows, from its address. */
export interface ListViewChoice {
  /** The dashboard view the address names, with its label; null for none. */
  dashboard: { label: string; criteria: Criteria } | null;
  /** The id of the list's own view chosen; null with a dashboard view or without own views. */
  ownId: string | null;
  /** The criteria the list adds to its query for the view; `{}` for none. */
  criteria: Criteria;
}

/** The view a list's address (`?view=`) names, for the list of `routeName` with `views`. */
export function listViewOf(
  routeName: string | undefined,
  params: Readonly<Record<string, string | undefined>>,
  address: string | null,
  views: ListViewsDefinition | undefined,
): ListViewChoice {
  const reference = routeName ? dashboardViewOfList(routeName, params, address) : null;
  const count = reference ? dashboardViewCount(reference) : null;
  const label = reference && count ? dashboardViewLabel(reference) : null;
  if (count && label) {
    return {
      dashboard: { label, criteria: count.criteria },
      ownId: null,
      criteria: count.criteria,
    };
  }
  if (!views) return { dashboard: null, ownId: null, criteria: {} };
  const ownId = views.selectedOf(address);
  const own = views.options.find((option) => option.id === ownId);
  return { dashboard: null, ownId: own?.id ?? null, criteria: own?.criteria ?? {} };
}
