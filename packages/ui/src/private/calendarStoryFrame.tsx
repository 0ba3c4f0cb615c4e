/**
 * The frame of the calendar stories: the views fill their container, so each story sets its size
 * (`parameters.calendarFrame`, 720 px high by default; `width: 390` for the phone stories).
 */
import type { Decorator } from '@storybook/react-vite';

export interface CalendarFrame {
  width?: number;
  height?: number;
}

export const calendarFrame: Decorator = (Story, context) => {
  const frame = (context.parameters['calendarFrame'] ?? {}) as CalendarFrame;
  return (
    <div
      style={{
        width: frame.width,
        height: frame.height ?? 720,
        padding: frame.width && frame.width < 480 ? 8 : 16,
        boxSizing: 'border-box',
      }}
    >
      <Story />
    </div>
  );
};

/** Blurs the focused element and waits for its tooltip to close, so the screenshot has none. */
export async function settleFocus(waitFor: (check: () => void) => Promise<unknown>) {
  (document.activeElement as HTMLElement | null)?.blur();
  await waitFor(() => {
    if (document.querySelector('[role="tooltip"]')) throw new Error('tooltip still open');
  });
}

/**
 * A pointer drag as a mouse does it: press at the centre of `element` (or at `from`), move in
 * small steps by `dx`, `dy` pixels, release. Real PointerEvents, so react-aria's useMove sees
 * what a browser sends.
 */
export async function drag(
  element: Element,
  dx: number,
  dy: number,
  from?: { x: number; y: number },
): Promise<void> {
  const rect = element.getBoundingClientRect();
  const start = from ?? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  const init = (x: number, y: number, buttons: number): PointerEventInit => ({
    bubbles: true,
    cancelable: true,
    composed: true,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
    button: 0,
    buttons,
    clientX: x,
    clientY: y,
    screenX: x,
    screenY: y,
  });
  element.dispatchEvent(new PointerEvent('pointerdown', init(start.x, start.y, 1)));
  const steps = 6;
  for (let step = 1; step <= steps; step += 1) {
    const x = start.x + (dx * step) / steps;
    const y = start.y + (dy * step) / steps;
    const target = document.elementFromPoint(x, y) ?? element;
    target.dispatchEvent(new PointerEvent('pointermove', init(x, y, 1)));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const end = { x: start.x + dx, y: start.y + dy };
  const target = document.elementFromPoint(end.x, end.y) ?? element;
  target.dispatchEvent(new PointerEvent('pointerup', init(end.x, end.y, 0)));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}
