/**
 * The saved ORG dashboard: defaults per org type, the rules of a complete configuration, the
 * migration of old ids and the repair of what local storage returns (000 §3 "Dashboard
 * configuration", §4 "Dashboard settings", §9).
 */
import { DEFAULT_DASHBOARD_VARIANT } from '../constants/constants.ts';
import type { OrgType } from '../profiles/types.ts';
import { cellSizesOf, isDashboardVariant, isSameCellSize } from './layout.ts';
import type { DashboardConfiguration, DashboardVariant, DashboardWidgetId } from './types.ts';
import { buildingsCounterIdFor, dashboardWidgetById } from './widgets.ts';

/**
 * The default dashboard of each org type, all on variant1 (six 2x1 counters, three 4x1 chip
 * counters, three 4x2 lists). 000 §9 says only "Default dashboards vary by org type": each one
 * leads with what that kind of organisation works on and uses only widgets its type can see
 * (the buildings counter of its type; none for a company, which gets no buildings custom
 * permission, 000 §6). The choices are in DECISIONS.md.
 */
const DEFAULT_CONFIGURATIONS: Record<OrgType, readonly DashboardWidgetId[]> = {
  // Condominium administrators: tickets from residents, claims, orders and renewals.
  administrator: [
    'tickets_to_assign_counter',
    'claims_open_counter',
    'service_orders_open_counter',
    'repeat_orders_to_renew_counter',
    'quotes_to_evaluate_counter',
    'condominiums_counter',
    'tickets_chips',
    'service_orders_chips',
    'claims_chips',
    'assigned_to_me',
    'daily_events',
    'tickets_list',
  ],
  // Companies managing their own premises: orders, contracts and their activities.
  company: [
    'service_orders_open_counter',
    'service_orders_open_expired_counter',
    'repeat_orders_open_counter',
    'repeat_orders_to_renew_counter',
    'quotes_to_evaluate_counter',
    'tokens_to_verify_counter',
    'service_orders_chips',
    'repeat_orders_chips',
    'quotes_chips',
    'assigned_to_me',
    'orders_list',
    'activities_list',
  ],
  // Real estate: a portfolio of private buildings and their people, contracts first.
  real_estate: [
    'private_buildings_counter',
    'persons_counter',
    'tickets_to_assign_counter',
    'service_orders_open_counter',
    'repeat_orders_to_renew_counter',
    'quotes_to_evaluate_counter',
    'tickets_chips',
    'service_orders_chips',
    'repeat_orders_chips',
    'assigned_to_me',
    'daily_events',
    'repeat_orders_list',
  ],
  // Property managers: day-to-day requests of tenants and claims.
  property_manager: [
    'private_buildings_counter',
    'tickets_to_assign_counter',
    'tickets_working_counter',
    'service_orders_open_counter',
    'claims_open_counter',
    'quotes_to_evaluate_counter',
    'tickets_chips',
    'service_orders_chips',
    'claims_chips',
    'assigned_to_me',
    'tickets_list',
    'daily_events',
  ],
  // Service companies: execution of orders, activities and quotes.
  service_company: [
    'private_buildings_counter',
    'service_orders_open_counter',
    'service_orders_open_not_confirmed_counter',
    'service_orders_open_expired_counter',
    'repeat_orders_open_counter',
    'tokens_to_verify_counter',
    'service_orders_chips',
    'repeat_orders_chips',
    'quotes_chips',
    'orders_list',
    'activities_list',
    'quotes_list',
  ],
};

/** The default dashboard of an org type (000 §9: "Default dashboards vary by org type"). */
export function defaultDashboardFor(orgType: OrgType): DashboardConfiguration {
  return {
    variant: DEFAULT_DASHBOARD_VARIANT,
    configuration: [...DEFAULT_CONFIGURATIONS[orgType]],
  };
}

/**
 * Whether every slot of the variant holds a component (002 §2.12: "Avanti is enabled only when
 * all slots are filled"). A configuration of the wrong length, or no variant yet, is not complete.
 */
export function isConfigurationComplete(
  variant: DashboardVariant | null,
  configuration: readonly (string | null)[],
): boolean {
  if (variant === null) return false;
  return (
    configuration.length === cellSizesOf(variant).length && configuration.every((id) => id !== null)
  );
}

/** The inputs of {@link canPlaceDashboardComponent}. */
export interface DashboardPlacement {
  variant: DashboardVariant | null;
  configuration: readonly (string | null)[];
  cell: number;
  widgetId: string;
}

/**
 * Whether a component may go into a cell (000 §4: "A component is offered for a target cell only
 * if its size equals the cell size and it is not already in the configuration"). The cell must
 * exist and the component must be an ORG widget of the catalogue; replacing the cell's own
 * component with itself is allowed.
 */
export function canPlaceDashboardComponent({
  variant,
  configuration,
  cell,
  widgetId,
}: DashboardPlacement): boolean {
  if (variant === null) return false;
  const cellSize = cellSizesOf(variant)[cell];
  const widget = dashboardWidgetById(widgetId);
  if (!cellSize || !widget || !widget.roles.includes('ORG')) return false;
  if (!isSameCellSize(widget.size, cellSize)) return false;
  return configuration.every((id, index) => index === cell || id !== widgetId);
}

/** The old counter ids and what replaces them (000 §9). */
const USERS_TOTAL_COUNTER = 'users_total_counter';
const BUILDINGS_TOTAL_COUNTER = 'buildings_total_counter';

/**
 * A configuration with the two old counter ids replaced (000 §9: "Old counter ids
 * users_total_counter and buildings_total_counter are replaced by the persons counter and the
 * organisation-type-specific buildings counter"). Other ids are kept as they are.
 */
export function migrateDashboardConfiguration(
  dashboard: DashboardConfiguration,
  orgType: OrgType,
): DashboardConfiguration {
  return {
    variant: dashboard.variant,
    configuration: dashboard.configuration.map((id) => {
      if (id === USERS_TOTAL_COUNTER) return 'persons_counter';
      if (id === BUILDINGS_TOTAL_COUNTER) return buildingsCounterIdFor(orgType);
      return id;
    }),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The dashboard from what local storage holds (000 §3 "Stored locally"), never throwing:
 * - nothing stored, unreadable JSON, or no configuration list → the org type's default;
 * - a missing or unknown variant → variant1, the default variant (000 §3);
 * - old counter ids → their replacements (000 §9);
 * - the list is padded with empty cells or cut to the variant's cell count;
 * - an entry that is not a string, a known widget of the wrong size for its cell, or a repeat of
 *   an id already placed becomes an empty cell (000 §4, §5). Unknown ids are kept so the cell
 *   shows the unknown-component message (000 §2).
 *
 * Accepts the stored string or an already-parsed value.
 */
export function parseStoredDashboard(stored: unknown, orgType: OrgType): DashboardConfiguration {
  const value = typeof stored === 'string' ? parseJson(stored) : stored;
  if (!isRecord(value) || !Array.isArray(value.configuration)) return defaultDashboardFor(orgType);

  const variant = isDashboardVariant(value.variant) ? value.variant : DEFAULT_DASHBOARD_VARIANT;
  const sizes = cellSizesOf(variant);
  const migrated = migrateDashboardConfiguration(
    {
      variant,
      configuration: value.configuration.map((entry: unknown) =>
        typeof entry === 'string' && entry !== '' ? entry : null,
      ),
    },
    orgType,
  );

  const placed = new Set<string>();
  const configuration = sizes.map((size, cell) => {
    const id = migrated.configuration[cell] ?? null;
    if (id === null || placed.has(id)) return null;
    const widget = dashboardWidgetById(id);
    if (widget && !isSameCellSize(widget.size, size)) return null;
    placed.add(id);
    return id;
  });
  return { variant, configuration };
}

/**
 * The local storage key of a profile's dashboard. 000 §3 says only "Stored locally": the key is
 * per profile so that two profiles of one user on the same browser keep their own dashboards.
 */
export function dashboardStorageKey(profileId: string): string {
  return `portineria.dashboard.${profileId}`;
}
