/**
 * Notifications (H5): the profile's own notifications. List, count and getOne through the
 * resource kit (`{ data }`; the bell counter is `POST notifications/search/count` with
 * `{ status: 'unread' }` → counter[1], 002 §7.6), `PATCH notifications/{id}` to mark one read or
 * unread, `POST notifications/read-all` ('Segna come lette'), and `POST notifications` to create
 * one — which publishes it on the realtime bus for its profile (H6's `publishNotification`), so
 * the notifications page and drawer update live.
 *
 * Tenant rule: a profile sees only its own notifications, whatever its role. A notification may
 * be addressed to oneself, or by an ORG / SPL profile to another profile of its own company.
 */
import { randomUUID } from 'node:crypto';
import { isNotificationType, parseNotificationEntityIds } from '@portineria/domain';
import type { Context, Hono } from 'hono';
import type { RequestScope } from '../authz/scope.ts';
import type { AppEnv, GatewayDeps } from '../context.ts';
import type { FieldError } from '../http/errors.ts';
import { assertValid, columnEquals, jsonObject, pathId } from '../operations/access.ts';
import { operationsMessages } from '../operations/messages.ts';
import { findVisible } from '../operations/query.ts';
import type { Visible } from '../operations/query.ts';
import { notificationSchema } from '../operations/schemas.ts';
import { wireRow } from '../query/index.ts';
import { publishNotification } from '../realtime/index.ts';
import { mountResource } from './kit.ts';

const NOT_FOUND = operationsMessages.notificationNotFound;

/** The notifications of the caller's profile. */
export function visibleNotifications(scope: RequestScope): Visible {
  return (alias) => columnEquals(alias, 'profile_id', Number(scope.profile.profile_id));
}

/** What a new notification carries. */
export interface NewNotification {
  notificationType: string;
  entityIDs: { entityName: string; id: number | string }[];
  title: string;
  body?: string | null;
}

/** The wire payload published for a stored notification (001 §3; 002 §3.10 messageId, data.notificationTitle). */
function payloadOf(row: Record<string, unknown>, uid: string | null): Record<string, unknown> {
  return {
    ...row,
    profileID: uid,
    data: { notificationTitle: row.title },
  };
}

/** Stores a notification for a profile and publishes it on `notifications:<profileId>`. */
export async function createNotification(
  deps: GatewayDeps,
  profileId: number,
  notification: NewNotification,
): Promise<Record<string, unknown>> {
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
      entity_ids: JSON.stringify(notification.entityIDs),
      title: notification.title,
      body: notification.body ?? null,
      created_at: at,
      updated_at: at,
    } as never)
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

/** Notifies every ORG profile of an organisation (e.g. a resident opened a ticket). */
export async function notifyOrganization(
  deps: GatewayDeps,
  organizationId: number,
  notification: NewNotification,
): Promise<void> {
  const profiles = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('role_type', '=', 'ORG')
    .where('enabled', '=', true)
    .execute();
  for (const profile of profiles) await createNotification(deps, profile.id, notification);
}

/** Notifies every SPL profile of a supplier company (e.g. an order was sent to it). */
export async function notifySupplier(
  deps: GatewayDeps,
  supplierId: number,
  notification: NewNotification,
): Promise<void> {
  const profiles = await deps.db
    .selectFrom('profiles')
    .select('id')
    .where('supplier_id', '=', supplierId)
    .where('role_type', '=', 'SPL')
    .where('enabled', '=', true)
    .execute();
  for (const profile of profiles) await createNotification(deps, profile.id, notification);
}

/** The profile a notification is addressed to: oneself, or a profile of one's own company. */
async function targetProfile(
  c: Context<AppEnv>,
  raw: unknown,
  errors: FieldError[],
): Promise<number | undefined> {
  const scope = c.var.scope;
  const own = Number(scope.profile.profile_id);
  if (raw === undefined || raw === null || raw === '' || raw === scope.profile.uid) return own;
  const text = String(raw);
  const id = Number(text.includes(':') ? text.split(':')[2] : text);
  if (!Number.isSafeInteger(id) || id <= 0) {
    errors.push({ field: 'profileID', message: operationsMessages.fieldInvalid('profileID') });
    return undefined;
  }
  if (id === own) return own;
  let query = c.var.deps.db.selectFrom('profiles').select('id').where('id', '=', id);
  if (scope.roleType === 'ORG') query = query.where('organization_id', '=', scope.companyId);
  else if (scope.roleType === 'SPL') query = query.where('supplier_id', '=', scope.companyId);
  else {
    errors.push({ field: 'profileID', message: operationsMessages.fieldInvalid('profileID') });
    return undefined;
  }
  const found = await query.executeTakeFirst();
  if (!found) {
    errors.push({ field: 'profileID', message: operationsMessages.fieldInvalid('profileID') });
    return undefined;
  }
  return id;
}

/** Registers the notifications routes. */
export function register(api: Hono<AppEnv>): void {
  api.post('/notifications', async (c) => {
    const input = await jsonObject(c.req);
    const errors: FieldError[] = [];
    for (const key of Object.keys(input)) {
      if (!['profileID', 'notificationType', 'entityIDs', 'title', 'body'].includes(key)) {
        errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
      }
    }
    if (!isNotificationType(input.notificationType)) {
      errors.push({
        field: 'notificationType',
        message: operationsMessages.fieldInvalid('notificationType'),
      });
    }
    const title =
      typeof input.title === 'string' && input.title.trim() !== ''
        ? input.title.trim()
        : operationsMessages.notificationTitleDefault;
    if (title.length > 200)
      errors.push({ field: 'title', message: operationsMessages.fieldTooLong('title', 200) });
    if (input.body !== undefined && input.body !== null && typeof input.body !== 'string') {
      errors.push({ field: 'body', message: operationsMessages.fieldInvalid('body') });
    }
    const entityIds = parseNotificationEntityIds(input.entityIDs as never);
    const profileId = await targetProfile(c, input.profileID, errors);
    assertValid(errors);
    const row = await createNotification(c.var.deps, profileId as number, {
      notificationType: input.notificationType as string,
      entityIDs: entityIds.map((pair) => ({ entityName: pair.entityName, id: pair.id })),
      title,
      body: (input.body as string | undefined) ?? null,
    });
    // A notification for another profile is not the caller's to read back.
    return c.json({ data: row }, 201);
  });

  const mark = async (c: Context<AppEnv>) => {
    const scope = c.var.scope;
    const id = pathId(c.req.param('id'), NOT_FOUND);
    await findVisible(c, notificationSchema, id, visibleNotifications(scope), NOT_FOUND);
    const input = await jsonObject(c.req);
    const errors: FieldError[] = [];
    for (const key of Object.keys(input)) {
      if (key !== 'status')
        errors.push({ field: key, message: operationsMessages.fieldInvalid(key) });
    }
    if (input.status !== 'read' && input.status !== 'unread') {
      errors.push({ field: 'status', message: operationsMessages.fieldInvalid('status') });
    }
    assertValid(errors);
    const at = c.var.deps.now();
    await c.var.deps.db
      .updateTable('notifications')
      .set({
        status: input.status as 'read' | 'unread',
        read_at: input.status === 'read' ? at : null,
        updated_at: at,
      } as never)
      .where('id', '=', id)
      .execute();
    return c.json({
      data: await findVisible(c, notificationSchema, id, visibleNotifications(scope), NOT_FOUND),
    });
  };
  api.patch('/notifications/:id{[0-9]+}', mark);
  api.put('/notifications/:id{[0-9]+}', mark);

  api.post('/notifications/read-all', async (c) => {
    const scope = c.var.scope;
    const at = c.var.deps.now();
    const updated = await c.var.deps.db
      .updateTable('notifications')
      .set({ status: 'read', read_at: at, updated_at: at } as never)
      .where('profile_id', '=', Number(scope.profile.profile_id))
      .where('status', '=', 'unread')
      .executeTakeFirst();
    return c.json({ data: { updated: Number(updated.numUpdatedRows) } });
  });

  mountResource(api, {
    path: 'notifications',
    schema: notificationSchema,
    shape: 'data',
    application: 'EXT_SHARED_NOTIFICATIONS',
    visible: visibleNotifications,
    routes: { create: false, update: false, remove: false },
  });
}
