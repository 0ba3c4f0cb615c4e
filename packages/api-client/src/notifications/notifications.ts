import type { CallOptions, HttpClient } from '../http/client.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import {
  dataFamily,
  signalOnly,
  type CriteriaCallOptions,
  type DataFamily,
  type EntityId,
} from '../http/resource.ts';

/** A notification of the profile (000 §7 "a window message carries notification objects"). */
export interface Notification {
  id: number;
  type?: string | null;
  /** `unread` or `read` (002 §7.6 "Notification counter by status … unread"). */
  status?: string | null;
  title?: string | null;
  body?: string | null;
  entityName?: string | null;
  entityId?: number | string | null;
  createdAt?: string | null;
  [field: string]: unknown;
}

export interface NotificationsApi extends DataFamily<Notification> {
  /** The bell counter: `POST notifications/search/count` where status is unread → counter[1]. */
  countUnread(options?: CriteriaCallOptions): Promise<number>;
  /** `PATCH notifications/{id}` with `{ status: 'read' }`. */
  markRead(id: EntityId, options?: CallOptions): Promise<Notification>;
  /** `POST notifications/read-all` → how many were marked read. */
  markAllRead(options?: CallOptions): Promise<number>;
}

export function createNotificationsApi(http: HttpClient): NotificationsApi {
  const family = dataFamily<Notification>(http, 'notifications');
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
