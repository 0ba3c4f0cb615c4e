import { isOrganizationCompanyType } from '../profiles/companyTypes.ts';
import { roleLevelOf, roleTypeOf } from '../profiles/roles.ts';
import type { CompanyType, Role } from '../profiles/types.ts';
import type { CalendarEmployee, CalendarEntityId, CalendarEvent, CalendarMode } from './types.ts';

/** What a role may do in the calendar (002 §6). */
export interface CalendarCapabilities {
  /** Add colleagues to the calendar. */
  canAddColleagues: boolean;
  /** Choose an owner for events and reminders. */
  canChooseOwner: boolean;
  /** See the colleagues' reminders panel (external_todos, 002 §2.1). */
  seesColleaguesReminders: boolean;
}

/**
 * Whether a role is a base role: org_1 or spl_1 (002 §6). A calendar role (ORG, SPL) without a
 * readable level also counts as base: granting the wider rights on a malformed role would be the
 * unsafe guess.
 */
export function isCalendarBaseRole(role: Role | null | undefined): boolean {
  const type = roleTypeOf(role);
  if (type !== 'ORG' && type !== 'SPL') return false;
  const level = roleLevelOf(role);
  return level === undefined || level <= 1;
}

/**
 * The calendar rights of a role (002 §6 "Base roles org_1 and spl_1: cannot add colleagues;
 * cannot choose an owner for events or reminders; do not see the colleagues' reminders panel").
 */
export function calendarCapabilities(role: Role | null | undefined): CalendarCapabilities {
  const full = !isCalendarBaseRole(role);
  return { canAddColleagues: full, canChooseOwner: full, seesColleaguesReminders: full };
}

/**
 * Whether the event detail allows edit, delete and the status toggle: only when the event's owner
 * is the current profile (002 §6). An event without an owner is read-only.
 */
export function canEditEvent(
  event: Pick<CalendarEvent, '_employee'>,
  currentProfileId: CalendarEntityId,
): boolean {
  return event._employee != null && String(event._employee) === String(currentProfileId);
}

/** The user's own colleague entry has no edit menu (002 §6). */
export function colleagueHasEditMenu(
  entry: Pick<CalendarEmployee, '_employee'>,
  currentProfileId: CalendarEntityId,
): boolean {
  return String(entry._employee) !== String(currentProfileId);
}

/**
 * The calendar mode of a company: ORG for sys_organizations, SPL otherwise (002 §6). Named apart
 * from any profile-level helper so the areas do not clash in the package's export list.
 */
export function calendarModeForCompany(companyType: CompanyType): CalendarMode {
  return isOrganizationCompanyType(companyType) ? 'ORG' : 'SPL';
}
