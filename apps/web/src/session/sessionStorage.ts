/** Local storage of the session: the last route (000 §2 Shell) and the last profile id (000 §4). */

/** The current product identifier: profiles of another product get the 403 page (000 §4). */
export const PRODUCT = 'portineria';
export const LAST_ROUTE_STORAGE_KEY = 'portineria.lastRoute';
export const PROFILE_STORAGE_KEY = 'portineria.profileId';
/** The window event carrying the application events 'missing-permissions' and 'invalid-profile'. */
export const APP_EVENT_NAME = 'portineria:session';

/** A stored JSON value, or undefined when missing, unreadable or storage is unavailable. */
export function readStorage(key: string): unknown {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  } catch {
    return undefined;
  }
}

/** Stores a JSON value; storage failures (private mode, quota) are ignored. */
export function writeStorage(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Nothing to do: the value is a convenience only.
  }
}

/** Forgets a stored value (a draft sent, saved or discarded); storage failures are ignored. */
export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable (private mode): nothing was kept either.
  }
}

/** Sends an application event of 000 §4 to the session. */
export function dispatchSessionAppEvent(name: 'missing-permissions' | 'invalid-profile'): void {
  window.dispatchEvent(new CustomEvent(APP_EVENT_NAME, { detail: name }));
}
