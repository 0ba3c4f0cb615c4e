/**
 * Notifications: the profile's own notifications. Search, count and getOne (`{ data }`; the bell
 * counter is `POST notifications/search/count` with `{ status: 'unread' }` → counter[1], 002
 * §7.6), `PATCH|PUT notifications/{id}` with `{ status }` to mark one read or unread,
 * `POST notifications/read-all` ('Segna come lette'), and `POST notifications` to create one —
 * which publishes it on the realtime bus for its profile, so the notifications page and drawer
 * update live. The notifications the platform sends on its own (a ticket, a chat message, a
 * notice…) go through `notifyProfile`, which leaves out a user who turned that notification's bell
 * off in Preferenze (002 §2.9; domain's `notifiesBy`).
 *
 * Tenant rule: a profile sees only its own notifications, whatever its role. A notification may
 * be addressed to oneself, or by an ORG / SPL profile to another profile of its own company. The
 * back office only reads.
 */
import { randomUUID } from 'node:crypto';
import {
  NOTIFICATION_STATUS,
  ROLE_TYPE,
  characterCount,
  isNotificationType,
  message,
  notifiesBy,
  parseNotificationEntityIds,
  textLimitOf,
} from '@portineria/domain';
import type { Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import { assertValid } from '../http/errors.ts';
import type { FieldError } from '../http/errors.ts';
import { fieldInvalid, fieldTooLong } from '../layer/fieldMessages.ts';
import { equals } from '../layer/predicates.ts';
import type { Visible } from '../layer/predicates.ts';
import { mountResource } from '../layer/resource.ts';
import type { ResourceRequest, Row } from '../layer/resource.ts';
import { wireRow } from '../query/index.ts';
import { publishNotification } from '../realtime/channels.ts';
import { resourceMessages } from './messages.ts';
import { notificationSchema } from './schemas/operations.ts';

/** The longest notification title: domain's limit of the field, which the database holds too. */
const TITLE_MAX_LENGTH = textLimitOf('title').maxLength;

/** The notifications of the caller's profile. */
export function visibleNotifications(scope: RequestScope): Visible {
  return (alias) => equals(alias, 'profile_id', Number(scope.profile.profile_id));
}

/** What a new notification carries. */
export interface NewNotification {
  notificationType: string;
  entityIDs: { entityName: string; id: number | string }[];
  title: string;
  body?: string | null;
}

/** The wire payload published for a stored notification (001 §3; 002 §3.10 messageId, data.notificationTitle). */
function payloadOf(row: Row, uid: string | null): Row {
  return { ...row, profileID: uid, data: { notificationTitle: row.title } };
}

/** Stores a notification for a profile and publishes it on `notifications:<profileId>`. */
export async function createNotification(
  deps: GatewayDeps,
  profileId: number,
  notification: NewNotification,
): Promise<Row> {
  const profile = await deps.db
    .selectFrom('profiles')
    .select(['uid', 'organization_id'])
    .where('id', '=', profileId)
    .executeTakeFirstOrThrow();
  const at = deps.now();
  const inserted = await deps.db
    .insertInto('notifications')
    .values({
      profile_id: profileId,
      organization_id: profile.organization_id,
      message_id: randomUUID(),
      notification_type: notification.notificationType,
      entity_ids: notification.entityIDs,
      title: notification.title,
      body: notification.body ?? null,
      created_at: at,
      updated_at: at,
    })
    .returning([
      'id',
      'message_id as messageId',
      'notification_type as notificationType',
      'entity_ids as entityIDs',
      'title',
      'body',
      'status',
      'read_at as readAt',
      'created_at as createdAt',
      'updated_at as updatedAt',
    ])
    .executeTakeFirstOrThrow();
  const row = wireRow(notificationSchema, inserted);
  await publishNotification(deps.bus, profileId, payloadOf(row, profile.uid));
  return row;
}

/**
 * Whether the user of a profile wants a notification of this type by the bell (002 §2.9
 * Preferenze, domain's `notifiesBy`): a type the preferences do not offer always comes.
 */
async function wantsBell(
  deps: GatewayDeps,
  profileId: number,
  notificationType: string,
): Promise<boolean> {
  if (!isNotificationType(notificationType)) return true;
  const row = await deps.db
    .selectFrom('profiles')
    .innerJoin('users', 'users.id', 'profiles.user_id')
    .select('users.notification_preferences')
    .where('profiles.id', '=', profileId)
    .executeTakeFirst();
  return notifiesBy(row?.notification_preferences, notificationType, 'bell');
}

/**
 * A notification the platform sends a profile on its own, stored and published unless the user
 * turned its bell off in Preferenze. True when it was sent.
 */
export async function notifyProfile(
  deps: GatewayDeps,
  profileId: number,
  notification: NewNotification,
): Promise<boolean> {
  if (!(await wantsBell(deps, profileId, notification.notificationType))) return false;
  await createNotification(deps, profileId, notification);
  return true;
}

/** Notifies every enabled profile of a role type in a company. */
async function notifyCompany(
  deps: GatewayDeps,
  company: { column: 'organization_id' | 'supplier_id'; id: number; roleType: 'ORG' | 'SPL' },
  notification: NewNotification,
): Promise<void> {
  const profiles = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where(company.column, '=', company.id)
    .where('role_type', '=', company.roleType)
    .where('enabled', '=', true)
    .execute();
  for (const profile of profiles) await notifyProfile(deps, profile.id, notification);
}

/**
 * Notifies a user on each of their enabled profiles in an organisation (ORG or USR: the profiles
 * that see what the user opened there, e.g. the requester of a ticket).
 */
export async function notifyUserInOrganization(
  deps: GatewayDeps,
  user: { userId: number; organizationId: number },
  notification: NewNotification,
): Promise<void> {
  const profiles = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('user_id', '=', user.userId)
    .where('organization_id', '=', user.organizationId)
    .where('role_type', 'in', [ROLE_TYPE.ORG, ROLE_TYPE.USR])
    .where('enabled', '=', true)
    .orderBy('id')
    .execute();
  for (const profile of profiles) await notifyProfile(deps, profile.id, notification);
}

/** Notifies every ORG profile of an organisation (e.g. a resident opened a ticket). */
export function notifyOrganization(
  deps: GatewayDeps,
  organizationId: number,
  notification: NewNotification,
): Promise<void> {
  return notifyCompany(
    deps,
    { column: 'organization_id', id: organizationId, roleType: 'ORG' },
    notification,
  );
}

/** Notifies every SPL profile of a supplier company (e.g. an order was sent to it). */
export function notifySupplier(
  deps: GatewayDeps,
  supplierId: number,
  notification: NewNotification,
): Promise<void> {
  return notifyCompany(
    deps,
    { column: 'supplier_id', id: supplierId, roleType: 'SPL' },
    notification,
  );
}

/** The profile a notification is addressed to: oneself, or a profile of one's own company. */
async function targetProfile(
  request: ResourceRequest,
  raw: unknown,
  errors: FieldError[],
): Promise<number | undefined> {
  const scope = request.scope;
  const own = Number(scope.profile.profile_id);
  if (raw === undefined || raw === null || raw === '' || raw === scope.profile.uid) return own;
  const text = String(raw);
  const id = Number(text.includes(':') ? text.split(':')[2] : text);
  const refuse = () => {
    errors.push({ field: 'profileID', message: fieldInvalid('profileID') });
    return undefined;
  };
  if (!Number.isSafeInteger(id) || id <= 0) return refuse();
  if (id === own) return own;
  if (scope.roleType !== ROLE_TYPE.ORG && scope.roleType !== ROLE_TYPE.SPL) return refuse();
  const found = await request.deps.db
    .selectFrom('profiles')
    .select('id')
    .where('id', '=', id)
    .where(
      scope.roleType === ROLE_TYPE.ORG ? 'organization_id' : 'supplier_id',
      '=',
      scope.companyId,
    )
    .executeTakeFirst();
  return found === undefined ? refuse() : id;
}

async function createFromRequest(request: ResourceRequest): Promise<Response> {
  const input = await request.body();
  const errors: FieldError[] = [];
  for (const key of Object.keys(input)) {
    if (!['profileID', 'notificationType', 'entityIDs', 'title', 'body'].includes(key)) {
      errors.push({ field: key, message: fieldInvalid(key) });
    }
  }
  if (!isNotificationType(input.notificationType)) {
    errors.push({ field: 'notificationType', message: fieldInvalid('notificationType') });
  }
  const title =
    typeof input.title === 'string' && input.title.trim() !== ''
      ? input.title.trim()
      : message('notifications.toast.defaultTitle');
  if (characterCount(title) > TITLE_MAX_LENGTH) {
    errors.push({ field: 'title', message: fieldTooLong('title', TITLE_MAX_LENGTH) });
  }
  if (input.body !== undefined && input.body !== null && typeof input.body !== 'string') {
    errors.push({ field: 'body', message: fieldInvalid('body') });
  }
  const entityIds = parseNotificationEntityIds(
    input.entityIDs as Parameters<typeof parseNotificationEntityIds>[0],
  );
  const profileId = await targetProfile(request, input.profileID, errors);
  assertValid(errors);
  const row = await createNotification(request.deps, profileId as number, {
    notificationType: input.notificationType as string,
    entityIDs: entityIds.map((pair) => ({ entityName: pair.entityName, id: pair.id })),
    title,
    body: (input.body as string | undefined) ?? null,
  });
  // A notification for another profile is not the caller's to read back.
  return request.one(row, 201);
}

/** Registers the notifications routes. */
export function register(api: Hono<AppEnv>): void {
  // Every role but the back office keeps its own notifications; no grant is needed.
  const ownNotifications = { application: null, actions: ['create', 'update', 'readAll'] };
  mountResource(api, {
    name: 'notifications',
    schema: notificationSchema,
    shape: 'data',
    routes: { notifications: ['search', 'count', 'getOne', 'create', 'update'] },
    notFound: resourceMessages.notificationNotFound,
    visible: visibleNotifications,
    writers: { ORG: ownNotifications, SPL: ownNotifications, USR: ownNotifications },
    writable: { update: ['status'] },
    validate(input) {
      return input.status === NOTIFICATION_STATUS.READ ||
        input.status === NOTIFICATION_STATUS.UNREAD
        ? []
        : [{ field: 'status', message: fieldInvalid('status') }];
    },
    onUpdate(input, request) {
      const at = request.deps.now();
      return { readAt: input.status === NOTIFICATION_STATUS.READ ? at : null, updatedAt: at };
    },
    handlers: { create: createFromRequest },
    extend(routes) {
      routes.write('POST', '/notifications/read-all', 'readAll', undefined, async (request) => {
        const at = request.deps.now();
        const updated = await request.deps.db
          .updateTable('notifications')
          .set({ status: 'read', read_at: at, updated_at: at })
          .where('profile_id', '=', Number(request.scope.profile.profile_id))
          .where('status', '=', 'unread')
          .executeTakeFirst();
        return request.c.json({ data: { updated: Number(updated.numUpdatedRows) } });
      });
    },
  });
}
