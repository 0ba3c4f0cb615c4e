import type { NotificationPayload } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import {
  dataFamily,
  signalOnly,
  type CriteriaCallOptions,
  type DataFamily,
  type EntityId,
} from '../http/resource.ts';

/**
 * A notification of the profile (000 §7 "a window message carries notification objects", 001 §3
 * Notification): domain's `NotificationPayload` (`notificationType`, `entityIDs`, `profileID`,
 * what `routeNotification` reads) and the stored record's fields.
 */
export interface Notification extends NotificationPayload {
  id: number;
  messageId: string | null;
  entityIDs: { entityName: string; id: number | string }[];
  title: string;
  body: string | null;
  /** `unread` or `read` (002 §7.6 "Notification counter by status … unread"). */
  status: 'unread' | 'read';
  readAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a create sends: the gateway accepts exactly these fields. */
export interface NotificationInput {
  /** The profile to notify, by uid or id (as domain's `NotificationPayload`); default the caller's own. */
  profileID?: string | number;
  notificationType: string;
  entityIDs: { entityName: string; id: number | string }[];
  title: string;
  body?: string | null;
}

export interface NotificationsApi extends DataFamily<
  Notification,
  NotificationInput,
  Partial<Pick<Notification, 'status'>>
> {
  /** The bell counter: `POST notifications/search/count` where status is unread → counter[1]. */
  countUnread(options?: CriteriaCallOptions): Promise<number>;
  /** `PATCH notifications/{id}` with `{ status: 'read' }`. */
  markRead(id: EntityId, options?: CallOptions): Promise<Notification>;
  /** `POST notifications/read-all` → how many were marked read. */
  markAllRead(options?: CallOptions): Promise<number>;
}

export function createNotificationsApi(http: HttpClient): NotificationsApi {
  const family = dataFamily<Notification, NotificationInput, Partial<Pick<Notification, 'status'>>>(
    http,
    'notifications',
  );
  return {
    ...family,
    countUnread: (options) => family.count({ status: 'unread' }, options),
    markRead: (id, options) => family.update(id, { status: 'read' }, options),
    async markAllRead(options) {
      const path = 'notifications/read-all';
      const body = await http.request({ method: 'POST', path, ...signalOnly(options) });
      const data = unwrapDataOne<{ updated?: unknown }>(body, { method: 'POST', path });
      return typeof data.updated === 'number' ? data.updated : 0;
    },
  };
}
