/**
 * Story helpers for the links built on `RouterLink`: a decorator that wraps a story in
 * `UiRouterProvider` with a spy as `navigate`, and the checks that a link navigates client-side on
 * a plain click and leaves modified clicks (new tab, new window) to the browser.
 */
import type { Decorator } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import type { CallRecorder } from './overlayBehaviour.ts';
import { UiRouterProvider } from './uiRouter.tsx';

/** Wraps the story in `UiRouterProvider`, so that its links call `navigate`. */
export function withClientRouter(navigate: (href: string) => void): Decorator {
  return (Story) => (
    <UiRouterProvider navigate={(href) => navigate(href)}>
      <Story />
    </UiRouterProvider>
  );
}

function callCount(spy: CallRecorder) {
  return spy.mock.calls.length;
}

/**
 * A plain click and Enter call `navigate` with the link's `href` and cancel the browser's own
 * navigation (no page reload); a Ctrl+click is left to the browser (a new tab) and calls nothing.
 * The events are recorded on the way down (capture), before any handler can stop them, and read
 * once dispatched.
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

    // Ctrl/Cmd (new tab), Shift (new window) and Alt (download) clicks and the middle button
    // (auxclick) are left to the browser: the link does not cancel them and the router is not
    // called. Each is read after the link's handlers, on the window, then cancelled there so that
    // the story page stays where it is.
    const leftToBrowser: boolean[] = [];
    const readAndStop = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', readAndStop);
    window.addEventListener('auxclick', readAndStop);
    try {
      for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'] as const) {
        link.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, [modifier]: true, button: 0 }),
        );
      }
      link.dispatchEvent(
        new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }),
      );
    } finally {
      window.removeEventListener('click', readAndStop);
      window.removeEventListener('auxclick', readAndStop);
    }
    await expect(leftToBrowser).toEqual([true, true, true, true, true]);
    await expect(callCount(navigate)).toBe(before + 2);
  } finally {
    window.removeEventListener('click', record, { capture: true });
    link.blur();
  }
}
