import {
  NOTIFICATION_TOAST_MS,
  NOTIFICATION_TOAST_REMOVAL_LEAD_MS,
  SNACKBAR_TIMEOUT_MS,
} from '@portineria/domain';
import * as RadixToast from '@radix-ui/react-toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { FeedbackQueueContext } from '../private/feedbackQueue.ts';
import type { FeedbackQueueContextValue, FeedbackQueueItem } from '../private/feedbackQueue.ts';
import { Toast } from '../Toast/Toast.tsx';
import { Snackbar } from './Snackbar.tsx';
import * as styles from './Snackbar.css.ts';

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

export interface SnackbarProviderProps {
  /** The application. */
  children: ReactNode;
  /** Default snackbar timeout in ms: 2500 (`SNACKBAR_TIMEOUT_MS`, 002 §9). */
  timeout?: number;
  /**
   * Error snackbars' timeout in ms. `null` (the default) keeps an error on screen until the user
   * closes it with 'Chiudi', Escape or a swipe: an error must not vanish before it is read.
   */
  errorTimeout?: number | null;
  /** Notification toasts' time on screen: 6 s less the 100 ms removal lead (002 §9). */
  toastDuration?: number;
  /** How many messages show at once; the rest wait in order (3). */
  maxVisible?: number;
  /** Keys that move focus to the messages (Radix: F8). */
  hotkey?: string[];
  /** Overrides of the labels. */
  labels?: Partial<SnackbarProviderLabels>;
}

/** How long a closed entry stays in the queue, so its exit animation can finish. */
const REMOVAL_DELAY_MS = 1_000;

/**
 * Put once around the application: it owns the one queue of snackbars (`useSnackbar`) and
 * notification toasts (`useToast`), shown bottom right over everything (Radix Toast viewport).
 * At most `maxVisible` show at once; the rest wait, and their timer starts when they appear.
 */
export function SnackbarProvider({
  children,
  timeout = SNACKBAR_TIMEOUT_MS,
  errorTimeout = null,
  toastDuration = NOTIFICATION_TOAST_MS - NOTIFICATION_TOAST_REMOVAL_LEAD_MS,
  maxVisible = 3,
  hotkey,
  labels,
}: SnackbarProviderProps) {
  const text: SnackbarProviderLabels = {
    viewport: feedbackMessage('snackbar.viewport'),
    announcePrefix: feedbackMessage('snackbar.announcePrefix'),
    close: feedbackMessage('snackbar.close'),
    toastDismiss: feedbackMessage('toast.dismiss'),
    ...labels,
  };
  const [items, setItems] = useState<FeedbackQueueItem[]>([]);
  const nextId = useRef(0);
  const removalTimers = useRef(new Map<string, number>());

  useEffect(() => {
    const timers = removalTimers.current;
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const enqueue = useCallback<FeedbackQueueContextValue['enqueue']>((entry) => {
    nextId.current += 1;
    const id = entry.options.id ?? `feedback-${nextId.current}`;
    const pending = removalTimers.current.get(id);
    if (pending !== undefined) {
      window.clearTimeout(pending);
      removalTimers.current.delete(id);
    }
    const item = { ...entry, id, open: true } as FeedbackQueueItem;
    setItems((current) => {
      const index = current.findIndex((existing) => existing.id === id);
      if (index === -1) return [...current, item];
      return current.map((existing) => (existing.id === id ? item : existing));
    });
    return id;
  }, []);

  // A closed entry leaves the queue a moment later, once Radix has played its exit animation.
  useEffect(() => {
    for (const item of items) {
      if (item.open || removalTimers.current.has(item.id)) continue;
      const { id } = item;
      const timer = window.setTimeout(() => {
        removalTimers.current.delete(id);
        setItems((current) => current.filter((entry) => entry.id !== id || entry.open));
      }, REMOVAL_DELAY_MS);
      removalTimers.current.set(id, timer);
    }
  }, [items]);

  const dismiss = useCallback((id: string) => {
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, open: false } : item)),
    );
  }, []);

  const dismissAll = useCallback<FeedbackQueueContextValue['dismissAll']>((kind) => {
    setItems((current) =>
      current.map((item) => (item.kind === kind ? { ...item, open: false } : item)),
    );
  }, []);

  const value = useMemo<FeedbackQueueContextValue>(
    () => ({ enqueue, dismiss, dismissAll, defaults: { timeout, errorTimeout, toastDuration } }),
    [enqueue, dismiss, dismissAll, timeout, errorTimeout, toastDuration],
  );

  const visibleIds = new Set(
    items
      .filter((item) => item.open)
      .slice(0, maxVisible)
      .map((item) => item.id),
  );
  const shown = items.filter((item) => !item.open || visibleIds.has(item.id));
  const handleOpenChange = (id: string) => (open: boolean) => {
    if (!open) dismiss(id);
  };

  return (
    <FeedbackQueueContext.Provider value={value}>
      <RadixToast.Provider label={text.announcePrefix} duration={timeout} swipeDirection="right">
        {children}
        {shown.map((item) =>
          item.kind === 'snackbar' ? (
            <Snackbar
              key={item.id}
              open={item.open}
              onOpenChange={handleOpenChange(item.id)}
              message={item.options.message}
              tone={item.options.tone}
              action={item.options.action}
              timeout={item.options.timeout}
              closable={item.options.closable}
              labels={{ close: text.close }}
            />
          ) : (
            <Toast
              key={item.id}
              open={item.open}
              onOpenChange={handleOpenChange(item.id)}
              title={item.options.title}
              description={item.options.description}
              onOpen={item.options.onOpen}
              duration={item.options.duration}
              labels={{ dismiss: text.toastDismiss }}
            />
          ),
        )}
        <RadixToast.Viewport className={styles.viewport} label={text.viewport} hotkey={hotkey} />
      </RadixToast.Provider>
    </FeedbackQueueContext.Provider>
  );
}
