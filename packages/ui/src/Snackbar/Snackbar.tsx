import { SNACKBAR_TIMEOUT_MS } from '@portineria/domain';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import * as RadixToast from '@radix-ui/react-toast';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { useFeedbackDefaults } from '../private/feedbackQueue.ts';
import type { FeedbackSnackbarAction, FeedbackSnackbarTone } from '../private/feedbackQueue.ts';
import * as styles from './Snackbar.css.ts';

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

const toneIcons: Record<SnackbarTone, ReactNode> = {
  neutral: null,
  success: <CircleCheck size={20} aria-hidden />,
  info: <Info size={20} aria-hidden />,
  warning: <TriangleAlert size={20} aria-hidden />,
  error: <CircleAlert size={20} aria-hidden />,
};

/**
 * A short message at the bottom of the screen (002 §2.8, §8). Usually shown through
 * `useSnackbar().show()`; it can also be rendered by hand, but always inside `SnackbarProvider`
 * (which holds the Radix Toast viewport). Radix gives it the behaviour: a polite announcement
 * (assertive for errors), the timer paused while hovered or focused, Escape and swipe to close, F8
 * to reach it from the keyboard.
 */
export function Snackbar({
  message,
  tone = 'neutral',
  action,
  timeout,
  closable,
  icon,
  open,
  defaultOpen,
  onOpenChange,
  labels,
}: SnackbarProps) {
  const defaults = useFeedbackDefaults();
  const isError = tone === 'error';
  const resolvedTimeout =
    timeout !== undefined
      ? timeout
      : isError
        ? (defaults?.errorTimeout ?? null)
        : (defaults?.timeout ?? SNACKBAR_TIMEOUT_MS);
  const text: SnackbarLabels = { close: feedbackMessage('snackbar.close'), ...labels };
  const iconNode = icon === false ? null : (icon ?? toneIcons[tone]);
  const showClose = closable ?? isError;
  return (
    <RadixToast.Root
      className={styles.snackbar({ tone })}
      data-tone={tone}
      type={isError ? 'foreground' : 'background'}
      // Radix never closes a toast whose duration is Infinity.
      duration={resolvedTimeout === null ? Infinity : resolvedTimeout}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
    >
      {iconNode ? <span className={styles.icon}>{iconNode}</span> : null}
      <RadixToast.Description className={styles.message}>{message}</RadixToast.Description>
      {action || showClose ? (
        <div className={styles.actions}>
          {action ? (
            <RadixToast.Action
              className={styles.button}
              altText={action.altText ?? action.label}
              onClick={action.onClick}
            >
              {action.label}
            </RadixToast.Action>
          ) : null}
          {showClose ? (
            <RadixToast.Close className={styles.button}>{text.close}</RadixToast.Close>
          ) : null}
        </div>
      ) : null}
    </RadixToast.Root>
  );
}
