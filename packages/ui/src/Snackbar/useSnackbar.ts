import { useMemo } from 'react';
import { useFeedbackQueue } from '../private/feedbackQueue.ts';
import type { FeedbackSnackbarOptions } from '../private/feedbackQueue.ts';

/** What `show()` takes: message, tone, optional action, timeout, closable and id. */
export type SnackbarOptions = FeedbackSnackbarOptions;

/** The snackbar queue of the nearest `SnackbarProvider`. */
export interface SnackbarApi {
  /** Queues a snackbar and returns its id: `show({ message: 'Salvataggio avvenuto con successo', tone: 'success' })`. */
  show: (options: SnackbarOptions) => string;
  /** Closes the snackbar with this id. */
  dismiss: (id: string) => void;
  /** Closes every snackbar (notification toasts stay). */
  dismissAll: () => void;
}

/** Shows snackbars from anywhere under `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const { enqueue, dismiss, dismissAll } = useFeedbackQueue('useSnackbar');
  return useMemo(
    () => ({
      show: (options: SnackbarOptions) => enqueue({ kind: 'snackbar', options }),
      dismiss,
      dismissAll: () => dismissAll('snackbar'),
    }),
    [enqueue, dismiss, dismissAll],
  );
}
