import { useMemo } from 'react';
import { useFeedbackQueue } from '../private/feedbackQueue.ts';
import type { FeedbackToastOptions } from '../private/feedbackQueue.ts';

/** What `show()` takes: title, description, onOpen, duration and id. */
export type ToastOptions = FeedbackToastOptions;

/** The notification toasts of the nearest `SnackbarProvider` (the same queue as the snackbars). */
export interface ToastApi {
  /**
   * Shows a notification toast and returns its id. From a notification message:
   * `const t = notificationToast(message); show({ id: t.id, title: t.title, duration: t.visibleForMs, onOpen })`.
   */
  show: (options: ToastOptions) => string;
  /** Closes the toast with this id. */
  dismiss: (id: string) => void;
  /** Closes every notification toast (snackbars stay). */
  dismissAll: () => void;
}

/** Shows notification toasts from anywhere under `SnackbarProvider`. */
export function useToast(): ToastApi {
  const { enqueue, dismiss, dismissAll } = useFeedbackQueue('useToast');
  return useMemo(
    () => ({
      show: (options: ToastOptions) => enqueue({ kind: 'toast', options }),
      dismiss,
      dismissAll: () => dismissAll('toast'),
    }),
    [enqueue, dismiss, dismissAll],
  );
}
