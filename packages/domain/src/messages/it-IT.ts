/**
 * The Italian messages of the rulebook: one flat key → string map, worded exactly as the spec.
 * Each area keeps its strings in `./it-IT/<area>.ts` (keys prefixed with the area) so that the
 * areas can grow independently; this module gathers them for the apps, which show strings of many
 * areas. Domain's own rules read their area's function instead (`ordersMessage`, see
 * `./placeholders.ts`), so that a consumer of one rule does not ship every area's strings.
 */
import { fillPlaceholders } from './placeholders.ts';
import type { MessageValues } from './placeholders.ts';
import { commonMessages } from './it-IT/common.ts';
import { profilesMessages } from './it-IT/profiles.ts';
import { permissionsMessages } from './it-IT/permissions.ts';
import { routingMessages } from './it-IT/routing.ts';
import { notificationsMessages } from './it-IT/notifications.ts';
import { ordersMessages } from './it-IT/orders.ts';
import { orderChipsMessages } from './it-IT/orderChips.ts';
import { activitiesMessages } from './it-IT/activities.ts';
import { ticketsMessages } from './it-IT/tickets.ts';
import { claimsMessages } from './it-IT/claims.ts';
import { foldersMessages } from './it-IT/folders.ts';
import { folderCriticalityMessages } from './it-IT/folderCriticality.ts';
import { suppliersMessages } from './it-IT/suppliers.ts';
import { communicationsMessages } from './it-IT/communications.ts';
import { employeesMessages } from './it-IT/employees.ts';
import { validationMessages } from './it-IT/validation.ts';
import { formatMessages } from './it-IT/format.ts';
import { dashboardMessages } from './it-IT/dashboard.ts';
import { calendarMessages } from './it-IT/calendar.ts';
import { chatMessages } from './it-IT/chat.ts';
import { importMessages } from './it-IT/import.ts';
import { sessionMessages } from './it-IT/session.ts';
import { navigationMessages } from './it-IT/navigation.ts';
import { mobileAppMessages } from './it-IT/mobileApp.ts';
import { orderLifecycleMessages } from './it-IT/orderLifecycle.ts';
import { ticketLifecycleMessages } from './it-IT/ticketLifecycle.ts';
import { quotesMessages } from './it-IT/quotes.ts';
import { tokensMessages } from './it-IT/tokens.ts';
import { registriesMessages } from './it-IT/registries.ts';

export const itIT = {
  ...commonMessages,
  ...profilesMessages,
  ...permissionsMessages,
  ...routingMessages,
  ...notificationsMessages,
  ...ordersMessages,
  ...orderChipsMessages,
  ...activitiesMessages,
  ...ticketsMessages,
  ...claimsMessages,
  ...foldersMessages,
  ...folderCriticalityMessages,
  ...suppliersMessages,
  ...communicationsMessages,
  ...employeesMessages,
  ...validationMessages,
  ...formatMessages,
  ...dashboardMessages,
  ...calendarMessages,
  ...chatMessages,
  ...importMessages,
  ...sessionMessages,
  ...navigationMessages,
  ...mobileAppMessages,
  ...orderLifecycleMessages,
  ...ticketLifecycleMessages,
  ...quotesMessages,
  ...tokensMessages,
  ...registriesMessages,
} as const;

/** A key of the Italian messages map. */
export type MessageKey = keyof typeof itIT;

/**
 * The message for a key, with `{name}` placeholders filled from `values`.
 * Placeholders without a value are left as they are, so a missing value is visible, not hidden.
 */
export function message(key: MessageKey, values: MessageValues = {}): string {
  return fillPlaceholders(itIT[key], values);
}
