import type { ReactNode } from 'react';
import { usePlacedFeedback } from '../private/feedbackQueue.ts';

/** The toast's labels. */
export interface ToastLabels {
  /** The dismiss button's accessible name: 'Chiudi notifica'. */
  dismiss: string;
}

export interface ToastProps {
  /** The title: the notification's `data.notificationTitle` (`notificationToast(…).title` in domain). */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /**
   * Opens the notification's target. With it the body is a button: a click, or Enter on the toast,
   * runs it and closes the toast (002 §4.6).
   */
  onOpen?: () => void;
  /** Milliseconds on screen: 5900 by default (6 s minus the 100 ms removal lead, 002 §9). */
  duration?: number;
  /** The leading icon (a bell); `false` for none. */
  icon?: ReactNode | false;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (true). */
  defaultOpen?: boolean;
  /** Called with false when it closes: opened, dismissed, timed out, Escape or swipe. */
  onOpenChange?: (open: boolean) => void;
  /** Overrides of the labels. */
  labels?: Partial<ToastLabels>;
}

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
