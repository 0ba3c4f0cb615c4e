import type { ReactNode } from 'react';
import { usePlacedFeedback } from '../private/feedbackQueue.ts';
import type { FeedbackSnackbarAction, FeedbackSnackbarTone } from '../private/feedbackQueue.ts';

/** neutral, success, info, warning or error. */
export type SnackbarTone = FeedbackSnackbarTone;
/** A button inside a snackbar that runs something and closes it. */
export type SnackbarAction = FeedbackSnackbarAction;

/** The snackbar's visible labels. */
export interface SnackbarLabels {
  /** The close button: 'Chiudi'. */
  close: string;
}

export interface SnackbarProps {
  /** The text: 'Salvataggio avvenuto con successo', 'Errore di lettura, riprovare più tardi'. */
  message: ReactNode;
  /** neutral (default), success, info, warning or error. */
  tone?: SnackbarTone;
  /** An optional button ('Annulla', 'Riprova'); pressing it runs `onClick` and closes the snackbar. */
  action?: SnackbarAction;
  /**
   * Milliseconds before it closes by itself; `null` keeps it open until the user closes it. Defaults
   * to the provider's `timeout` (2500 ms, 002 §9), or its `errorTimeout` for errors (`null`: an
   * error stays until 'Chiudi', Escape or a swipe, so it can be read at any pace).
   */
  timeout?: number | null;
  /** Shows the 'Chiudi' button; by default only errors have it (002 §8). */
  closable?: boolean;
  /** The leading icon; one per tone by default (none for neutral), `false` for none. */
  icon?: ReactNode | false;
  /** Controlled open state. */
  open?: boolean;
  /** Initial open state when uncontrolled (true). */
  defaultOpen?: boolean;
  /** Called with false when it closes: timeout, 'Chiudi', action, Escape or swipe. */
  onOpenChange?: (open: boolean) => void;
  /** Overrides of the visible labels. */
  labels?: Partial<SnackbarLabels>;
}

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
