/**
 * Story helpers for the links built on `RouterLink`: a decorator that wraps a story in react-aria's
 * `RouterProvider` with a spy as `navigate`, and the checks that a link navigates client-side on
 * a plain click and leaves modified clicks (new tab, new window) to the browser.
 */
import type { Decorator } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria';
import { expect, userEvent } from 'storybook/test';
import type { CallRecorder } from './overlayBehaviour.ts';

/** Wraps the story in react-aria's `RouterProvider`, so that its links call `navigate`. */
export function withClientRouter(navigate: (href: string) => void): Decorator {
  return (Story) => (
    <RouterProvider navigate={(href) => navigate(String(href))}>
      <Story />
    </RouterProvider>
  );
}

function callCount(spy: CallRecorder) {
  return spy.mock.calls.length;
}

/**
 * A plain click and Enter call `navigate` with the link's `href` and cancel the browser's own
 * navigation (no page reload); a Ctrl+click is left to the browser (a new tab) and calls nothing.
 * react-aria stops the click's propagation, so the events are recorded on the way down (capture)
 * and read once dispatched.
 */
export async function expectClientNavigation(
  link: HTMLElement,
  navigate: CallRecorder,
  href: string,
) {
  const clicks: MouseEvent[] = [];
  const record = (event: MouseEvent) => {
    if (event.target instanceof Node && link.contains(event.target)) clicks.push(event);
  };
  window.addEventListener('click', record, { capture: true });
  try {
    const before = callCount(navigate);
    await userEvent.click(link);
    await expect(callCount(navigate)).toBe(before + 1);
    await expect(navigate.mock.calls[before]).toEqual([href]);

    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(callCount(navigate)).toBe(before + 2);
    await expect(navigate.mock.calls[before + 1]).toEqual([href]);
    // Both were cancelled: the page did not load the address itself.
    await expect(clicks.map((event) => event.defaultPrevented)).toEqual([true, true]);

    // A Ctrl+click is not cancelled (the browser opens a new tab; here, without a user
    // gesture, its popup blocker stops it) and the router is not called.
    const notCancelled = link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true, button: 0 }),
    );
    await expect(notCancelled).toBe(true);
    await expect(callCount(navigate)).toBe(before + 2);
  } finally {
    window.removeEventListener('click', record, { capture: true });
    link.blur();
  }
}
