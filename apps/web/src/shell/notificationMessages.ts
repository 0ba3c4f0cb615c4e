/** The trust rule of the notifications page's window messages (002 §7.6; brief: check the origin). */

/** The login service's origin: the gateway serves it on the app's own origin. */
export function loginServiceOrigin(): string {
  return window.location.origin;
}

/** Whether a window message comes from the embedded notifications page: its origin and its window. */
export function isTrustedNotificationMessage(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  frame: Window | null | undefined,
  origin: string,
): boolean {
  return event.origin === origin && frame != null && event.source === frame;
}
