/**
 * The ONE behaviour suite shared by the play functions of every Dialog-like and Drawer-like story
 * (Dialog, FullScreenDialog, ConfirmDialog, InfoDialog, AdvancedFiltersDialog, SideDrawer…).
 *
 * It checks, in a real browser, what WAI-ARIA asks of a modal dialog:
 * 1. the overlay opens from its trigger (keyboard by default) and focus moves inside it;
 * 2. it is exposed as `role="dialog"` (or `alertdialog`) with `aria-modal="true"` and an accessible name;
 * 3. focus is trapped: Tab and Shift+Tab cycle through its controls and never leave it;
 * 4. Escape closes it (an open tooltip inside is dismissed first, as the innermost layer) and the
 *    close callback is called exactly once;
 * 5. focus returns to the trigger.
 *
 * Usage in a story:
 * ```ts
 * play: async ({ canvasElement, args }) => {
 *   const trigger = within(canvasElement).getByRole('button', { name: 'Apri' });
 *   await expectOverlayBehaviour({ trigger, name: 'Dettagli attività', onClose: args.onOpenChange, closeArgs: [false] });
 * }
 * ```
 * Each step is also exported on its own, for stories that need only part of it (blocking dialogs,
 * dialogs opened without a trigger).
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Any spy (`fn()` from 'storybook/test'): only its recorded calls are read. */
export interface CallRecorder {
  mock: { calls: ReadonlyArray<ReadonlyArray<unknown>> };
}

/** The ARIA role of the overlay surface. */
export type OverlayRole = 'dialog' | 'alertdialog';

/** How the trigger is activated: a pointer click, or the keyboard (focus, then Enter or Space). */
export type OpenWith = 'click' | 'Enter' | 'Space';

/** Options of {@link openOverlay}. */
export interface OpenOverlayOptions {
  /** The element that opens the overlay; focus must return to it when the overlay closes. */
  trigger: HTMLElement;
  /** The expected accessible name of the overlay (its title). */
  name: string | RegExp;
  /** `dialog` by default. */
  role?: OverlayRole;
  /** How the trigger is activated; `Enter` by default, so that every suite run proves keyboard access. */
  openWith?: OpenWith;
}

/** Options of {@link expectOverlayBehaviour}. */
export interface OverlayBehaviourOptions extends OpenOverlayOptions {
  /**
   * The spy of the close callback (`onOpenChange`, `onClose`, `onCancel`…): called exactly once by
   * Escape. Typed optional so that `args.onOpenChange` can be passed as is; it must be a `fn()`.
   */
  onClose: CallRecorder | undefined;
  /** The arguments the close callback must receive, e.g. `[false]` for `onOpenChange`. */
  closeArgs?: readonly unknown[];
}

const body = () => within(document.body);

/** The elements inside `container` that Tab can reach, in the order Radix's focus scope uses. */
export function tabbableElements(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('*')).filter((element) => {
    if (element.tabIndex < 0) return false;
    if ('disabled' in element && (element as HTMLButtonElement).disabled) return false;
    if (element instanceof HTMLInputElement && element.type === 'hidden') return false;
    if (element.closest('[inert]')) return false;
    return element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  });
}

/** Activates the trigger and returns the overlay once it is shown with focus inside it. */
export async function openOverlay({
  trigger,
  name,
  role = 'dialog',
  openWith = 'Enter',
}: OpenOverlayOptions) {
  if (openWith === 'click') {
    await userEvent.click(trigger);
  } else {
    trigger.focus();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard(openWith === 'Enter' ? '{Enter}' : ' ');
  }
  const overlay = await body().findByRole(role, { name });
  await expectFocusInside(overlay);
  return overlay;
}

/** Focus is inside the overlay (Radix moves it to the first control, or to the surface itself). */
export async function expectFocusInside(overlay: HTMLElement) {
  await waitFor(() => expect(overlay.contains(document.activeElement)).toBe(true));
}

/** `role` and `aria-modal="true"` on the surface, and a non-empty accessible name from its title. */
export async function expectModalSemantics(overlay: HTMLElement, role: OverlayRole = 'dialog') {
  await expect(overlay).toHaveAttribute('role', role);
  await expect(overlay).toHaveAttribute('aria-modal', 'true');
  await expect(overlay).toHaveAccessibleName();
}

/**
 * Tab and Shift+Tab never leave the overlay and wrap around: pressing either as many times as
 * there are controls (plus one) always keeps focus inside and comes back to where it started.
 */
export async function expectFocusTrapped(overlay: HTMLElement) {
  const count = tabbableElements(overlay).length;
  for (const shift of [false, true]) {
    const start = document.activeElement;
    let cameBack = false;
    for (let press = 0; press < count + 1; press += 1) {
      await userEvent.tab({ shift });
      await expect(overlay.contains(document.activeElement)).toBe(true);
      if (document.activeElement === start) cameBack = true;
    }
    if (count > 0) await expect(cameBack).toBe(true);
  }
}

function callCount(spy: CallRecorder | undefined) {
  if (!spy?.mock)
    throw new Error(
      'overlayBehaviour: pass the close callback as a spy, fn() from storybook/test.',
    );
  return spy.mock.calls.length;
}

/** A tooltip opened by keyboard focus inside the overlay, if any. */
function openTooltip() {
  return body().queryByRole('tooltip');
}

/**
 * Escape closes the overlay: the callback is called exactly once (with `closeArgs` if given), the
 * surface leaves the document and focus returns to `trigger`. A tooltip open inside the overlay
 * is the innermost layer, so the first Escape dismisses only the tooltip.
 */
export async function expectEscapeCloses(
  overlay: HTMLElement,
  {
    trigger,
    onClose,
    closeArgs,
  }: Pick<OverlayBehaviourOptions, 'trigger' | 'onClose' | 'closeArgs'>,
) {
  const before = callCount(onClose);
  // A tooltip's Radix part loads on the first focus of a trigger and then replays that focus: on a
  // loaded machine it opened after the check below and took the Escape meant for the overlay.
  await waitFor(() => expect(document.querySelector('[data-tooltip-pending]')).toBeNull());
  if (openTooltip()) {
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(openTooltip()).toBeNull());
    await expect(overlay).toBeInTheDocument();
    await expect(callCount(onClose)).toBe(before);
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(overlay).not.toBeInTheDocument());
  await expect(callCount(onClose)).toBe(before + 1);
  if (closeArgs) await expect(onClose?.mock.calls[before]).toEqual(closeArgs);
  await waitFor(() => expect(trigger).toHaveFocus());
}

/**
 * Clicks the scrim around the overlay, where a user would click "outside" (the page under a modal
 * overlay takes no pointer events, so the click lands on the scrim, as in a real browser).
 */
export async function clickOutside(overlay: HTMLElement) {
  const box = overlay.getBoundingClientRect();
  // A point outside the surface: the top-left corner, or the bottom-right one for a surface there.
  const point =
    box.left > 4 || box.top > 4
      ? { x: 2, y: 2 }
      : { x: window.innerWidth - 2, y: window.innerHeight - 2 };
  const target = document.elementFromPoint(point.x, point.y);
  if (!(target instanceof HTMLElement) || overlay.contains(target)) {
    throw new Error(
      'overlayBehaviour: the overlay covers the whole viewport, there is no outside to click.',
    );
  }
  await userEvent.click(target);
}

/** Escape does nothing on a blocking overlay: it stays open, focused, and the callback is not called. */
export async function expectEscapeBlocked(
  overlay: HTMLElement,
  onClose?: CallRecorder | undefined,
) {
  const before = onClose ? callCount(onClose) : 0;
  await userEvent.keyboard('{Escape}');
  // Give a wrongly dismissable overlay the time to start closing before asserting it did not.
  await new Promise((resolve) => setTimeout(resolve, 100));
  await expect(overlay).toBeInTheDocument();
  await expectFocusInside(overlay);
  if (onClose) await expect(callCount(onClose)).toBe(before);
}

/**
 * The whole suite: open from the trigger, focus inside, modal semantics, focus trap, Escape closes
 * with one callback call, focus back on the trigger. Returns nothing; the overlay is closed after.
 */
export async function expectOverlayBehaviour(options: OverlayBehaviourOptions) {
  const role = options.role ?? 'dialog';
  const overlay = await openOverlay(options);
  // Counted after opening: a controlled `onOpenChange` is rightly called with true by the trigger.
  const before = callCount(options.onClose);
  await expectModalSemantics(overlay, role);
  await expectFocusTrapped(overlay);
  // Opening and tabbing must not have closed anything.
  await expect(callCount(options.onClose)).toBe(before);
  await expectEscapeCloses(overlay, options);
}
