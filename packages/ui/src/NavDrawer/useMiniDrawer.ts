import { MINI_DRAWER_BREAKPOINT } from '@portineria/domain';
import { useSyncExternalStore } from 'react';

/** The media query of the mini drawer: every window narrower than 1904 px (000 §2). */
export const MINI_DRAWER_QUERY = `(max-width: ${MINI_DRAWER_BREAKPOINT - 1}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(MINI_DRAWER_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(MINI_DRAWER_QUERY).matches;
// On the server there is no window: render the full drawer, the client corrects it on hydration.
const serverSnapshot = () => false;

/**
 * Whether the navigation drawer should be mini: true while the window is narrower than
 * `MINI_DRAWER_BREAKPOINT` (1904 px, 000 §2), updated live as the window is resized.
 */
export function useMiniDrawer(): boolean {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
