import { usePlacedFeedback } from '../private/feedbackQueue.ts';
import type { ToastProps } from '../private/feedbackTypes.ts';

export type { ToastLabels, ToastProps } from '../private/feedbackTypes.ts';

/**
 * The notification toast (002 §4.6): title and body, about 6 s on screen, a click opens the target
 * and dismisses it. Usually shown through `useToast().show()`; rendered by hand it must sit inside
 * `SnackbarProvider`, which it shares with the snackbars (one queue, one viewport) and which draws
 * it there (so `title` and `description` read the provider's React context).
 */
export function Toast(props: ToastProps) {
  usePlacedFeedback('Toast', { kind: 'toast', props });
  return null;
}
