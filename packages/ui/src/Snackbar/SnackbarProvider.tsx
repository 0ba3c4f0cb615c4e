import {
  NOTIFICATION_TOAST_MS,
  NOTIFICATION_TOAST_REMOVAL_LEAD_MS,
  SNACKBAR_TIMEOUT_MS,
} from '@portineria/domain';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { FeedbackQueueContext } from '../private/feedbackQueue.ts';
import type {
  FeedbackPlacedEntry,
  FeedbackQueueContextValue,
  FeedbackQueueItem,
} from '../private/feedbackQueue.ts';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import * as styles from './Snackbar.css.ts';

/**
 * Radix Toast and the drawn messages, loaded the first time a message is shown, the user first
 * presses a key or the pointer anywhere on the page (a message usually answers an action, so it is
 * there by the time the answer comes), or a hand-rendered one mounts: the first screen does
 * without it.
 */
const layerPart = lazyPart(() => import('./feedbackLayer.tsx'));

/** Radix Toast's default hotkey and its label in the landmark's name. */
const DEFAULT_HOTKEY = ['F8'];
const hotkeyLabel = (hotkey: readonly string[]) =>
  hotkey.join('+').replace(/Key/g, '').replace(/Digit/g, '');
/** Radix Toast's test of the hotkey: every key held (a modifier) or pressed (a code). */
const isHotkey = (event: KeyboardEvent, hotkey: readonly string[]) =>
  hotkey.length !== 0 &&
  hotkey.every((key) => Boolean(event[key as keyof KeyboardEvent]) || event.code === key);

/**
 * The viewport as Radix Toast renders it with no message (an empty, click-through landmark whose
 * list F8 focuses), until Radix's code arrives and takes its place. `hadFocus` records whether
 * its list had focus as it left, so that the real viewport can take it over.
 */
function PlaceholderViewport({
  label,
  hotkey,
  hadFocus,
}: {
  label: string;
  hotkey: readonly string[];
  hadFocus: { current: boolean };
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (isHotkey(event, hotkey)) list.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [hotkey]);
  // Runs before the list leaves the page, while it may still hold focus.
  useLayoutEffect(() => {
    const element = list.current;
    return () => {
      hadFocus.current = element !== null && document.activeElement === element;
    };
  }, [hadFocus]);
  return (
    <div role="region" aria-label={label} tabIndex={-1} style={{ pointerEvents: 'none' }}>
      <ol ref={list} tabIndex={-1} className={styles.viewport} />
    </div>
  );
}

export type { SnackbarProviderLabels } from '../private/feedbackTypes.ts';
import type { SnackbarProviderLabels } from '../private/feedbackTypes.ts';

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
  const [placed, setPlaced] = useState<ReadonlyMap<string, FeedbackPlacedEntry>>(new Map());
  const [interacted, setInteracted] = useState(false);
  const placeholderHadFocus = useRef(false);
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

  const place = useCallback<FeedbackQueueContextValue['place']>((key, entry) => {
    setPlaced((current) => {
      if (entry === null && !current.has(key)) return current;
      const next = new Map(current);
      if (entry === null) next.delete(key);
      else next.set(key, entry);
      return next;
    });
  }, []);

  // The first key or pointer press anywhere starts loading the Radix part.
  useEffect(() => {
    if (interacted) return;
    const handle = () => setInteracted(true);
    const options = { capture: true, once: true } as const;
    document.addEventListener('keydown', handle, options);
    document.addEventListener('pointerdown', handle, options);
    return () => {
      document.removeEventListener('keydown', handle, options);
      document.removeEventListener('pointerdown', handle, options);
    };
  }, [interacted]);

  const dismissAll = useCallback<FeedbackQueueContextValue['dismissAll']>((kind) => {
    setItems((current) =>
      current.map((item) => (item.kind === kind ? { ...item, open: false } : item)),
    );
  }, []);

  const value = useMemo<FeedbackQueueContextValue>(
    () => ({
      enqueue,
      dismiss,
      dismissAll,
      place,
      defaults: { timeout, errorTimeout, toastDuration },
    }),
    [enqueue, dismiss, dismissAll, place, timeout, errorTimeout, toastDuration],
  );

  const visibleIds = new Set(
    items
      .filter((item) => item.open)
      .slice(0, maxVisible)
      .map((item) => item.id),
  );
  const shown = items.filter((item) => !item.open || visibleIds.has(item.id));
  const Layer = useLazyPart(
    layerPart,
    interacted || items.length > 0 || placed.size > 0,
  )?.FeedbackLayer;
  const keys = hotkey ?? DEFAULT_HOTKEY;

  return (
    <FeedbackQueueContext.Provider value={value}>
      {children}
      {Layer ? (
        <Layer
          shown={shown}
          placed={placed}
          onClose={dismiss}
          text={text}
          timeout={timeout}
          hotkey={hotkey}
          hadFocus={() => placeholderHadFocus.current}
        />
      ) : (
        <PlaceholderViewport
          label={text.viewport.replace('{hotkey}', hotkeyLabel(keys))}
          hotkey={keys}
          hadFocus={placeholderHadFocus}
        />
      )}
    </FeedbackQueueContext.Provider>
  );
}
