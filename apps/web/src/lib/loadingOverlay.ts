/**
 * The app's one loading overlay (000 §2 Shell "A loading overlay with optional text"; §9 "loading
 * overlay timeout 11 s"): any screen shows it with an optional text and hides it; after 11 s open
 * it hides itself (the overlay calls back) so a lost answer never leaves the app blocked.
 */
import { useSyncExternalStore } from 'react';

/** What the overlay shows: closed, or open with an optional text. */
export type LoadingOverlayState = { open: false } | { open: true; text?: string };

let state: LoadingOverlayState = { open: false };
const listeners = new Set<() => void>();

function publish(next: LoadingOverlayState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Shows the overlay, with `text` under the spinner when given. */
export function showLoadingOverlay(text?: string): void {
  publish(text === undefined ? { open: true } : { open: true, text });
}

/** Hides the overlay (also what its 11 s timeout does). */
export function hideLoadingOverlay(): void {
  if (state.open) publish({ open: false });
}

/** The overlay's current state (for tests and the component). */
export function loadingOverlayState(): LoadingOverlayState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The overlay's state in a component. */
export function useLoadingOverlay(): LoadingOverlayState {
  return useSyncExternalStore(subscribe, loadingOverlayState, loadingOverlayState);
}
