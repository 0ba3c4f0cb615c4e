import { createContext, useContext, useId, useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import type { SnackbarProps } from '../Snackbar/Snackbar.tsx';
import type { ToastProps } from '../Toast/Toast.tsx';

/**
 * The one queue behind snackbars and notification toasts. `SnackbarProvider` owns it; `useSnackbar`
 * and `useToast` write to it. Kept here so that the Snackbar and Toast folders share it without
 * importing each other's hooks.
 */

/** Semantic colour of a snackbar. */
export type FeedbackSnackbarTone = 'neutral' | 'success' | 'info' | 'warning' | 'error';

/** A button inside a snackbar that runs something and closes it ('Annulla', 'Riprova'…). */
export interface FeedbackSnackbarAction {
  /** The visible label. */
  label: string;
  /** Runs when the button is pressed; the snackbar closes afterwards. */
  onClick: () => void;
  /**
   * How a screen reader user reaches the action, read after the message (Radix `altText`), e.g.
   * 'Premi F8 e poi Annulla'. Defaults to the label.
   */
  altText?: string;
}

/** What `useSnackbar().show()` takes. */
export interface FeedbackSnackbarOptions {
  /** The text: 'Salvataggio avvenuto con successo'. */
  message: ReactNode;
  /** neutral (default), success, info, warning or error. */
  tone?: FeedbackSnackbarTone;
  /** An optional button. */
  action?: FeedbackSnackbarAction;
  /**
   * Milliseconds before it closes by itself; `null` keeps it until closed. Defaults to the
   * provider's `timeout` (2500 ms), or its `errorTimeout` for errors (`null`: errors stay).
   */
  timeout?: number | null;
  /** Shows the 'Chiudi' button; by default only errors have it (002 §8). */
  closable?: boolean;
  /** A stable id: showing the same id again replaces the message instead of adding one. */
  id?: string;
}

/** What `useToast().show()` takes. */
export interface FeedbackToastOptions {
  /** The title: a notification's `data.notificationTitle` (see `notificationToast` in domain). */
  title: ReactNode;
  /** An optional second line. */
  description?: ReactNode;
  /** Opens the notification's target; the toast closes after it runs. */
  onOpen?: () => void;
  /** Milliseconds on screen; 5900 ms by default (6 s minus the 100 ms removal lead, 002 §9). */
  duration?: number;
  /** The notification's `messageId`: the same id shown twice replaces the toast. */
  id?: string;
}

/** One entry of the queue. */
export type FeedbackQueueItem =
  | { kind: 'snackbar'; id: string; open: boolean; options: FeedbackSnackbarOptions }
  | { kind: 'toast'; id: string; open: boolean; options: FeedbackToastOptions };

/** A `Snackbar` or `Toast` rendered by hand, drawn by the provider with these props. */
export type FeedbackPlacedEntry =
  { kind: 'snackbar'; props: SnackbarProps } | { kind: 'toast'; props: ToastProps };

/** The provider's defaults, read by a `Snackbar` or `Toast` rendered by hand inside it. */
export interface FeedbackDefaults {
  timeout: number;
  errorTimeout: number | null;
  toastDuration: number;
}

export interface FeedbackQueueContextValue {
  /** Adds (or replaces, by id) an entry and returns its id. */
  enqueue: (
    entry:
      | { kind: 'snackbar'; options: FeedbackSnackbarOptions }
      | { kind: 'toast'; options: FeedbackToastOptions },
  ) => string;
  /** Closes one entry. */
  dismiss: (id: string) => void;
  /** Closes every entry of a kind. */
  dismissAll: (kind: FeedbackQueueItem['kind']) => void;
  /** Draws (or, with null, stops drawing) a hand-rendered `Snackbar` or `Toast` under its key. */
  place: (key: string, entry: FeedbackPlacedEntry | null) => void;
  defaults: FeedbackDefaults;
}

export const FeedbackQueueContext = createContext<FeedbackQueueContextValue | null>(null);

/** The queue, or a clear error when the provider is missing. */
export function useFeedbackQueue(hookName: string): FeedbackQueueContextValue {
  const context = useContext(FeedbackQueueContext);
  if (!context) throw new Error(`${hookName}() must be called inside <SnackbarProvider>.`);
  return context;
}

/** The defaults when a provider is present, or undefined. */
export function useFeedbackDefaults(): FeedbackDefaults | undefined {
  return useContext(FeedbackQueueContext)?.defaults;
}

/**
 * A `Snackbar` or `Toast` rendered by hand: the provider draws it in its viewport with the latest
 * props (Radix's toast code loads with the viewport, only once something is shown), and stops when
 * the component unmounts.
 */
export function usePlacedFeedback(componentName: string, entry: FeedbackPlacedEntry): void {
  const { place } = useFeedbackQueue(componentName);
  const key = useId();
  // Every render hands over the new props; the provider's children do not re-render for it.
  useLayoutEffect(() => place(key, entry));
  useLayoutEffect(() => () => place(key, null), [place, key]);
}
