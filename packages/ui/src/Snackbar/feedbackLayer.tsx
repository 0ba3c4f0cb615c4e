import * as RadixToast from '@radix-ui/react-toast';
import { useLayoutEffect, useRef } from 'react';
import type { FeedbackPlacedEntry, FeedbackQueueItem } from '../private/feedbackQueue.ts';
import { ToastRoot } from '../Toast/ToastRoot.tsx';
import { SnackbarRoot } from './SnackbarRoot.tsx';
import type { SnackbarProviderLabels } from '../private/feedbackTypes.ts';
import * as styles from './Snackbar.css.ts';

export interface FeedbackLayerProps {
  /** The queued entries to draw: the visible ones and those playing their exit animation. */
  shown: readonly FeedbackQueueItem[];
  /** The hand-rendered snackbars and toasts, by key. */
  placed: ReadonlyMap<string, FeedbackPlacedEntry>;
  /** Called with an entry's id when Radix closes it. */
  onClose: (id: string) => void;
  text: SnackbarProviderLabels;
  /** Default snackbar timeout (ms). */
  timeout: number;
  hotkey?: string[];
  /**
   * Whether the placeholder viewport had focus as it left (F8 before this layer arrived): the real
   * one takes it. Asked on arrival, once the placeholder is gone.
   */
  hadFocus: () => boolean;
}

/**
 * The Radix Toast part of `SnackbarProvider`, loaded the first time something is shown or the
 * user first interacts with the page: the provider, the messages and the viewport, the landmark
 * 'Notifiche (F8)' that F8 focuses.
 */
export function FeedbackLayer({
  shown,
  placed,
  onClose,
  text,
  timeout,
  hotkey,
  hadFocus,
}: FeedbackLayerProps) {
  const viewport = useRef<HTMLOListElement>(null);
  // Only on arrival: afterwards Radix's own F8 handler moves focus.
  const askOnArrival = useRef(hadFocus);
  useLayoutEffect(() => {
    if (askOnArrival.current()) viewport.current?.focus();
  }, []);
  const handleOpenChange = (id: string) => (open: boolean) => {
    if (!open) onClose(id);
  };
  return (
    <RadixToast.Provider label={text.announcePrefix} duration={timeout} swipeDirection="right">
      {[...placed].map(([key, entry]) =>
        entry.kind === 'snackbar' ? (
          <SnackbarRoot key={key} {...entry.props} />
        ) : (
          <ToastRoot key={key} {...entry.props} />
        ),
      )}
      {shown.map((item) =>
        item.kind === 'snackbar' ? (
          <SnackbarRoot
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
          <ToastRoot
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
      <RadixToast.Viewport
        ref={viewport}
        className={styles.viewport}
        label={text.viewport}
        hotkey={hotkey}
      />
    </RadixToast.Provider>
  );
}
