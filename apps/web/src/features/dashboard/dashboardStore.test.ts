import { dashboardStorageKey, parseStoredDashboard } from '@portineria/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDashboard, subscribeToDashboards, writeDashboard } from './dashboardStore.ts';

/** A window with a local storage and the events another tab's writes fire. */
function fakeWindow() {
  const stored = new Map<string, string>();
  const events = new EventTarget();
  return Object.assign(events, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
}

/** Another tab writing `value` under `key`: its storage changes, this tab gets a `storage` event. */
function otherTabWrites(key: string, value: unknown) {
  window.localStorage.setItem(key, JSON.stringify(value));
  window.dispatchEvent(Object.assign(new Event('storage'), { key }));
}

const UID = 'portineria:org:41';
const EMPTY_DASHBOARD = { variant: 'variant1', configuration: [] };

beforeEach(() => {
  vi.stubGlobal('window', fakeWindow());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the saved dashboard (000 §3 "Dashboard configuration … Stored locally")', () => {
  it('another tab saving the profile’s dashboard under domain’s key tells the screens, which then read it', () => {
    const before = readDashboard(UID, 'administrator');
    const listener = vi.fn();
    const unsubscribe = subscribeToDashboards(listener);

    otherTabWrites(dashboardStorageKey(UID), EMPTY_DASHBOARD);

    expect(listener).toHaveBeenCalledTimes(1);
    const after = readDashboard(UID, 'administrator');
    expect(after).toEqual(parseStoredDashboard(EMPTY_DASHBOARD, 'administrator'));
    expect(after).not.toEqual(before);
    unsubscribe();
  });

  it('another tab’s change of a key that is no dashboard’s tells nothing and keeps what was read', () => {
    writeDashboard(UID, 'administrator', parseStoredDashboard(undefined, 'administrator'));
    const before = readDashboard(UID, 'administrator');
    const listener = vi.fn();
    const unsubscribe = subscribeToDashboards(listener);

    otherTabWrites('portineria.lastRoute', '/ordini');

    expect(listener).not.toHaveBeenCalled();
    expect(readDashboard(UID, 'administrator')).toBe(before);
    unsubscribe();
  });

  it('stops listening once unsubscribed', () => {
    const listener = vi.fn();
    subscribeToDashboards(listener)();

    otherTabWrites(dashboardStorageKey(UID), EMPTY_DASHBOARD);

    expect(listener).not.toHaveBeenCalled();
  });
});
