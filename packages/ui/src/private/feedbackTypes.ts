/**
 * The types of the one feedback queue (snackbars and notification toasts) and of the components it
 * draws, in a module of their own that imports none of them: the queue (`feedbackQueue.ts`), the
 * components (`Snackbar`, `Toast`) and the provider's lazily loaded layer all read them without
 * importing each other in a circle.
 */
import type { ReactNode } from 'react';

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

/** The provider's visible and announced labels. */
export interface SnackbarProviderLabels {
  /** Name of the landmark that holds the messages; Radix fills `{hotkey}`: 'Notifiche (F8)'. */
  viewport: string;
  /** Read before each announced message: 'Notifica'. */
  announcePrefix: string;
  /** The snackbar's close button: 'Chiudi'. */
  close: string;
  /** The notification toast's dismiss button: 'Chiudi notifica'. */
  toastDismiss: string;
}
