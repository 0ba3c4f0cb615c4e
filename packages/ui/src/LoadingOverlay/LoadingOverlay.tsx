import { LOADING_OVERLAY_TIMEOUT_MS } from '@portineria/domain';
import { LoaderCircle } from 'lucide-react';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import * as styles from './LoadingOverlay.css.ts';
import type { LoadingOverlayVariants } from './LoadingOverlay.css.ts';

/** The overlay's labels. */
export interface LoadingOverlayLabels {
  /** Read by screen readers when no `text` is shown: 'Caricamento in corso'. */
  loading: string;
}

export interface LoadingOverlayProps {
  /** Shows the overlay (true). */
  open?: boolean;
  /** Optional visible text under the spinner; without it the label is read but not shown. */
  text?: ReactNode;
  /**
   * The content being loaded. When given, it is wrapped, marked `aria-busy` and made `inert` while
   * the overlay shows, so neither the mouse nor the keyboard reaches it. Without children the
   * overlay covers its nearest positioned ancestor (or the window with `cover="screen"`).
   */
  children?: ReactNode;
  /** area (the nearest positioned ancestor, default) or screen (the whole window). */
  cover?: LoadingOverlayVariants['cover'];
  /** Milliseconds after which `onTimeout` runs while still open: 11 s (000 §9). */
  timeout?: number;
  /** Called once when the overlay has been open for `timeout`; the app decides what to show. */
  onTimeout?: () => void;
  /** Overrides of the labels. */
  labels?: Partial<LoadingOverlayLabels>;
}

/**
 * A full-area loading overlay with a spinner and optional text (000 §2). It is a polite status
 * region; after 11 s open it calls `onTimeout` (000 §9), and the timer restarts when it reopens.
 */
export function LoadingOverlay({
  open = true,
  text,
  children,
  cover,
  timeout = LOADING_OVERLAY_TIMEOUT_MS,
  onTimeout,
  labels,
}: LoadingOverlayProps) {
  const label: LoadingOverlayLabels = {
    loading: feedbackMessage('loadingOverlay.label'),
    ...labels,
  };
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);
  useEffect(() => {
    if (!open) return undefined;
    const timer = window.setTimeout(() => onTimeoutRef.current?.(), timeout);
    return () => window.clearTimeout(timer);
  }, [open, timeout]);

  const overlay = open ? (
    <div className={styles.overlay({ cover })} data-state="open" data-loading-overlay="">
      <div className={styles.panel} role="status">
        <LoaderCircle className={styles.spinner} size={32} aria-hidden />
        {text ? <span>{text}</span> : <VisuallyHidden.Root>{label.loading}</VisuallyHidden.Root>}
      </div>
    </div>
  ) : null;

  if (children === undefined) return overlay;
  return (
    <div className={styles.container} data-state={open ? 'open' : 'closed'}>
      <div aria-busy={open || undefined} inert={open || undefined}>
        {children}
      </div>
      {overlay}
    </div>
  );
}
