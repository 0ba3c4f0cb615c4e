import { usePlacedFeedback } from '../private/feedbackQueue.ts';
import type { SnackbarProps } from '../private/feedbackTypes.ts';

export type {
  SnackbarAction,
  SnackbarLabels,
  SnackbarProps,
  SnackbarTone,
} from '../private/feedbackTypes.ts';

/**
 * A short message at the bottom of the screen (002 §2.8, §8). Usually shown through
 * `useSnackbar().show()`; it can also be rendered by hand, but always inside `SnackbarProvider`,
 * which draws it in its viewport (so a `message` reads the provider's React context, not the
 * context where it is written). Radix gives it the behaviour: a polite announcement (assertive for
 * errors), the timer paused while hovered or focused, Escape and swipe to close, F8 to reach it
 * from the keyboard.
 */
export function Snackbar(props: SnackbarProps) {
  usePlacedFeedback('Snackbar', { kind: 'snackbar', props });
  return null;
}
