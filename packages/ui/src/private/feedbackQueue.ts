import { createContext, useContext, useId, useLayoutEffect } from 'react';
import type {
  FeedbackDefaults,
  FeedbackPlacedEntry,
  FeedbackQueueContextValue,
} from './feedbackTypes.ts';

/**
 * The one queue behind snackbars and notification toasts. `SnackbarProvider` owns it; `useSnackbar`
 * and `useToast` write to it. Kept here so that the Snackbar and Toast folders share it without
 * importing each other's hooks.
 */

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

export type {
  FeedbackSnackbarTone,
  FeedbackSnackbarAction,
  FeedbackSnackbarOptions,
  FeedbackToastOptions,
  FeedbackQueueItem,
  FeedbackPlacedEntry,
  FeedbackDefaults,
  FeedbackQueueContextValue,
} from './feedbackTypes.ts';
