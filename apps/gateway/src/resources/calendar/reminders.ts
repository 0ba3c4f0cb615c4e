/**
 * The two kinds of calendar items (002 §3.1 events, §3.2 reminders). A reminder adds
 * `shareWithOrg`: a supplier's reminder linked to an organisation's record (an order, an activity,
 * a claim) may be shared with that organisation, whose profiles then see it. Base roles do not
 * see their colleagues' reminders (002 §6 external todos).
 */
import { ROLE_TYPE, calendarCapabilities } from '@portineria/domain';
import { sql } from 'kysely';
import type { SqlBool } from 'kysely';
import type { FieldError } from '../../http/errors.ts';
import { fieldInvalid } from '../../layer/fieldMessages.ts';
import { ref } from '../../layer/predicates.ts';
import type { ResourceRequest } from '../../layer/resource.ts';
import { resourceMessages } from '../messages.ts';
import { calendarEventSchema, reminderSchema } from '../schemas/calendar.ts';
import type { CalendarKind } from './items.ts';

/** Calendar events (002 §3.1). */
export const EVENTS: CalendarKind = {
  path: 'calendar',
  table: 'calendar_events',
  schema: calendarEventSchema,
  notFound: resourceMessages.eventNotFound,
  ownFields: ['isMobileAllDay', 'mobileStartTime', 'mobileEndTime'],
  colleaguesShared: () => true,
};

/** The organisation a supplier's reminder is shared with: that of its linked record. */
async function sharedOrganization(
  request: ResourceRequest,
  input: Record<string, unknown>,
): Promise<number | null> {
  const { db } = request.deps;
  for (const [field, table] of [
    ['_order', 'orders'],
    ['_activity', 'activities'],
    ['_claim', 'claims'],
  ] as const) {
    const value = input[field];
    if (typeof value !== 'number') continue;
    const row = await db
      .selectFrom(table)
      .select('organization_id')
      .where('id', '=', value)
      .executeTakeFirst();
    if (row) return row.organization_id;
  }
  return null;
}

/** Reminders (002 §3.2: the event shape plus shareWithOrg). */
export const REMINDERS: CalendarKind = {
  path: 'reminders',
  table: 'reminders',
  schema: reminderSchema,
  notFound: resourceMessages.reminderNotFound,
  ownFields: ['shareWithOrg'],
  // Colleagues' reminders (external_todos) are hidden from base roles (002 §6).
  colleaguesShared: (scope) => calendarCapabilities(scope.profile.role).seesColleaguesReminders,
  alsoVisible: (scope) => (alias) =>
    scope.roleType === ROLE_TYPE.ORG
      ? sql<SqlBool>`(${ref(alias, 'share_with_org')} and ${ref(alias, 'shared_organization_id')} = ${scope.companyId})`
      : false,
  async createColumns(request, input, errors: FieldError[]) {
    if (input.shareWithOrg !== true) return { shared_organization_id: null };
    if (request.scope.roleType !== ROLE_TYPE.SPL) {
      errors.push({ field: 'shareWithOrg', message: fieldInvalid('shareWithOrg') });
      return {};
    }
    return { shared_organization_id: await sharedOrganization(request, input) };
  },
};
