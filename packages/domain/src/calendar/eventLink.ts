import { hrefFor, orderDetailHref } from '../routing/href.ts';
import { CALENDAR_LINK_FIELD } from './constants.ts';
import { linkTypeOfEvent } from './eventForm.ts';
import type { CalendarEvent, CalendarLinkType } from './types.ts';

/** A linked record an event leads to: its type (for the label) and the path of its detail. */
export interface CalendarEventLinkTarget {
  type: CalendarLinkType;
  href: string;
}

/**
 * Where an event's link leads (002 §2.1 "Navigation targets from links:
 * /ORG/TAB/buildings/condominium/mod/{buildingId}; /{ROLE}{applicationRoute}/mod/{id} for any
 * linked entity"): the building (condominium, or private when the expanded building says so), the
 * supplier, ticket or claim detail, the order detail by its category (002 §7.6), the supplier's
 * activity. Undefined when the event has no link or the role has no such screen (an ORG user
 * has no activity detail; a supplier has no building, supplier or ticket detail).
 */
export function calendarEventLinkTarget(
  event: CalendarEvent,
  roleType: 'ORG' | 'SPL',
): CalendarEventLinkTarget | undefined {
  const type = linkTypeOfEvent(event);
  if (type === null) return undefined;
  const id = event[CALENDAR_LINK_FIELD[type]];
  if (id == null) return undefined;
  const idElement = String(id);
  const href = linkHref(type, idElement, event, roleType);
  return href === undefined ? undefined : { type, href };
}

/** The building's route category: private when the expanded building says so (002 §2.1). */
function buildingCategory(event: CalendarEvent): 'private' | 'condominium' {
  const category: unknown = event.org_buildings?.category;
  return category === 'private' ? 'private' : 'condominium';
}

function linkHref(
  type: CalendarLinkType,
  idElement: string,
  event: CalendarEvent,
  roleType: 'ORG' | 'SPL',
): string | undefined {
  switch (type) {
    case 'building':
      if (roleType !== 'ORG') return undefined;
      return hrefFor('orgBuildingMod', { category: buildingCategory(event), idElement });
    case 'supplier':
      return roleType === 'ORG' ? hrefFor('orgSupplierMod', { idElement }) : undefined;
    case 'ticket':
      return roleType === 'ORG' ? hrefFor('orgTicketMod', { idElement }) : undefined;
    case 'claim':
      return hrefFor(roleType === 'ORG' ? 'orgClaimMod' : 'splClaimMod', { idElement });
    case 'order':
      return orderDetailHref(roleType, 'ODS', idElement);
    case 'repeatedOrder':
      return orderDetailHref(roleType, 'ODP', idElement);
    case 'activity':
      return roleType === 'SPL' ? hrefFor('splActivityMod', { idElement }) : undefined;
    default:
      return type satisfies never;
  }
}
