import { areaMessage } from '../placeholders.ts';

/** Italian strings of the notifications area, worded exactly as the spec. Keys are prefixed with 'notifications.'. */
export const notificationsMessages = {
  /**
   * Not in the spec: the toast title comes from data.notificationTitle (002 §3.10); this is shown
   * only when a message arrives without one (see DECISIONS.md).
   */
  'notifications.toast.defaultTitle': 'Nuova notifica',
} as const;

/** A message of the notifications area, its `{name}` placeholders filled. */
export const notificationsMessage = /* @__PURE__ */ areaMessage(notificationsMessages);
