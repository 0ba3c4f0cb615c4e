import { calendarMessage } from '../messages/it-IT/calendar.ts';
import type { PermissionState } from '../permissions/types.ts';
import type { CompanyType, RoleType } from '../profiles/types.ts';
import { calendarModeForCompany } from './capabilities.ts';
import type { CalendarLinkType, CalendarMode } from './types.ts';

/**
 * The link types of each calendar mode, in picker order (002 §5.1 "Immobile, Fornitore, Ticket,
 * Sinistro, Ordine, Ordine ripetuto, Attività"), with the application whose read permission each
 * needs.
 *
 * - The lists are 002 §5.1 "For SPL the link options are activity, claim and order. For ORG they
 *   are supplier, ticket, building, claim and order"; "order" covers both Ordine (ODS) and Ordine
 *   ripetuto (ODP), the two categories of the one order link (002 §3.1).
 * - The ORG codes are those of 002 §6 ("ORG_OPR_CLAIMS, ORG_OPR_ORDERS, ORG_OPR_ACTIVITIES,
 *   ORG_GEN_TICKETS") plus ORG_TAB_BUILDINGS for buildings (the ORG_TAB_* registry); the SPL codes
 *   are the supplier menu keys of 002 §6.
 * - The supplier link has no application (null): it is never filtered (see {@link linkTypesOffered}).
 */
export const CALENDAR_LINK_OPTIONS_BY_MODE = {
  ORG: [
    { type: 'building', application: 'ORG_TAB_BUILDINGS' },
    { type: 'supplier', application: null },
    { type: 'ticket', application: 'ORG_GEN_TICKETS' },
    { type: 'claim', application: 'ORG_OPR_CLAIMS' },
    { type: 'order', application: 'ORG_OPR_ORDERS' },
    { type: 'repeatedOrder', application: 'ORG_OPR_ORDERS' },
  ],
  SPL: [
    { type: 'claim', application: 'SPL_OPR_CLAIMS' },
    { type: 'order', application: 'SPL_OPR_ORDERS' },
    { type: 'repeatedOrder', application: 'SPL_OPR_ORDERS' },
    { type: 'activity', application: 'SPL_OPR_ACTIVITIES' },
  ],
} as const satisfies Record<
  CalendarMode,
  readonly { type: CalendarLinkType; application: string | null }[]
>;

/** One option of the link picker. */
export interface CalendarLinkOption {
  type: CalendarLinkType;
  label: string;
}

/** Input of {@link linkTypesOffered}. */
export interface LinkTypesOfferedInput {
  roleType: RoleType | undefined;
  companyType: CompanyType;
  /** The permission check per application; a check that throws counts as not allowed. */
  check: (application: string) => PermissionState;
}

/**
 * Only 'allowed' offers a link type: a 'locked' option cannot usefully be shown disabled in a
 * link picker, so it is left out like a hidden one.
 */
function isAllowed(check: LinkTypesOfferedInput['check'], application: string): boolean {
  try {
    return check(application) === 'allowed';
  } catch {
    // 002 §5.1: "a failed check counts as not allowed".
    return false;
  }
}

/**
 * The link types the event form offers, in picker order (002 §3.1, §5.1).
 *
 * 002 §5.1 says both "For a supplier company only the Supplier link is offered. Other link types
 * are filtered by a permission check per application" and "For SPL the link options are activity,
 * claim and order. For ORG they are supplier, ticket, building, claim and order". Read literally
 * they contradict (a supplier company is the SPL mode, 002 §6). We follow the more specific
 * per-mode lists, and read the first sentence as the supplier link being the one option that is
 * not permission-filtered — the sentence that follows it speaks of the *other* link types being
 * filtered, and 002 §6 lists no permission check for supplier links.
 *
 * The mode comes from the company type (002 §6). Only ORG and SPL profiles have a calendar
 * (002 §1), so USR and SYS get no options.
 */
export function linkTypesOffered({
  roleType,
  companyType,
  check,
}: LinkTypesOfferedInput): CalendarLinkOption[] {
  if (roleType !== 'ORG' && roleType !== 'SPL') return [];
  const options: readonly { type: CalendarLinkType; application: string | null }[] =
    CALENDAR_LINK_OPTIONS_BY_MODE[calendarModeForCompany(companyType)];
  return options
    .filter(({ application }) => application === null || isAllowed(check, application))
    .map(({ type }) => ({ type, label: calendarLinkLabel(type) }));
}

/** The label of a link type: Immobile, Sinistro, Fornitore, Ticket, Ordine, Ordine ripetuto, Attività (002 §3.1). */
export function calendarLinkLabel(type: CalendarLinkType): string {
  return calendarMessage(`calendar.link.${type}`);
}
