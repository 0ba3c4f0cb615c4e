import { useCallback, useEffect, useRef, useState } from 'react';

/** What a picker's `search` may resolve with: the items, optionally marked authoritative. */
export interface SearchPickerResult<T> {
  /** The items found for the text. */
  items: readonly T[];
  /**
   * True when `items` is EVERY item that may still be picked — not a page, not narrowed by the
   * text in a way a selected item need not match — so that a selected item missing from it is no
   * longer pickable and leaves the selection (002 §5.2). Typically the empty-text search of a
   * picker whose call returns all the items (limit 0). False or absent: nothing is removed.
   */
  authoritative?: boolean;
}

/** The search function of a picker: the text typed and a signal aborted when it becomes stale. */
export type SearchPickerSearch<T> = (
  text: string,
  signal: AbortSignal,
) => Promise<readonly T[] | SearchPickerResult<T>>;

/** Where the search stands. */
export type SearchStatus =
  /** Nothing asked yet (the results are closed). */
  | 'idle'
  /** The text is shorter than the minimum: the hint is shown, nothing is searched. */
  | 'hint'
  /** Waiting for the debounce or for the answer. */
  | 'loading'
  | 'success'
  | 'error';

export interface SearchResults<T> {
  status: SearchStatus;
  /** The items of the last current answer (kept while the next one loads). */
  items: readonly T[];
  /** Searches again with the same text (after an error). */
  retry: () => void;
}

export interface UseSearchResultsOptions<T> {
  search: SearchPickerSearch<T>;
  /** The text to search for. */
  text: string;
  /** Whether to search at all (the results are shown). */
  enabled: boolean;
  /** Minimum number of characters before searching; 0 searches the empty text too. */
  minChars: number;
  /** Debounce before each call, in ms. */
  debounceMs: number;
  /** Called with each current answer (never a stale one). */
  onResult?: (result: SearchPickerResult<T>, text: string) => void;
}

function normalise<T>(result: readonly T[] | SearchPickerResult<T>): SearchPickerResult<T> {
  return Array.isArray(result)
    ? { items: result as readonly T[], authoritative: false }
    : (result as SearchPickerResult<T>);
}

/**
 * Debounced, cancellable search-as-you-type (002 §5.2, §9): every change of text (or of
 * `enabled`) aborts the signal of the previous call at once — it is stale — and starts a new call
 * after `debounceMs`; an answer that arrives after its signal was aborted is ignored, so a slow
 * early answer can never overwrite a later one.
 */
export function useSearchResults<T>({
  search,
  text,
  enabled,
  minChars,
  debounceMs,
  onResult,
}: UseSearchResultsOptions<T>): SearchResults<T> {
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [items, setItems] = useState<readonly T[]>([]);
  const [attempt, setAttempt] = useState(0);
  // The latest callbacks, read when an answer arrives, so that a new function identity from the
  // caller does not restart the search.
  const searchRef = useRef(search);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    searchRef.current = search;
    onResultRef.current = onResult;
  });

  useEffect(() => {
    if (!enabled) {
      // An error stays on show while the results are closed, with its retry button.
      setStatus((current) => (current === 'error' ? current : 'idle'));
      return;
    }
    if (text.trim().length < minChars) {
      setStatus('hint');
      setItems([]);
      return;
    }
    setStatus('loading');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      let pending: Promise<readonly T[] | SearchPickerResult<T>>;
      try {
        pending = searchRef.current(text, controller.signal);
      } catch (error) {
        pending = Promise.reject(error);
      }
      pending.then(
        (result) => {
          if (controller.signal.aborted) return;
          const page = normalise(result);
          setItems(page.items);
          setStatus('success');
          onResultRef.current?.(page, text);
        },
        () => {
          if (controller.signal.aborted) return;
          setItems([]);
          setStatus('error');
        },
      );
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, enabled, minChars, debounceMs, attempt]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { status, items, retry };
}
