import { useVirtualizer } from '@tanstack/react-virtual';
import type { CSSProperties } from 'react';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';

/** The virtualiser's first guess of a row's height (px) until the rendered rows are measured. */
export const ESTIMATED_ROW_HEIGHT = 38;

function useElementHeight(element: HTMLElement | null): number {
  const [height, setHeight] = useState(0);
  useLayoutEffect(() => {
    if (!element) return;
    const observer = new ResizeObserver(() => setHeight(element.getBoundingClientRect().height));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

/** What {@link useDataTableScroll} reads. */
export interface DataTableScrollOptions {
  /** The row ids on screen, in order (the virtualiser keys its items by them). */
  rowIds: readonly string[];
  /** The rows are drawn (not the skeleton, the empty or the error state). */
  showRows: boolean;
  /** Only the visible rows are in the DOM. */
  isVirtual: boolean;
  /** The height the rows scroll within, if any. */
  scrollHeight: CSSProperties['maxHeight'];
  /** The page shown: a new page scrolls back to the top. */
  page: { pageIndex: number; pageSize: number };
  /** Infinite loading: when more rows may be asked for, and the call that asks. */
  loadMore?: { canLoadMore: boolean; onLoadMore: () => void };
}

/**
 * Scrolling of a DataTable: the scroller and its sticky header's height, row virtualisation
 * (TanStack Virtual, padding rows above and below the rendered ones), back to the top on a new
 * page, and infinite loading — the last rows rendered (virtualised) or a sentinel seen (not).
 */
export function useDataTableScroll({
  rowIds,
  showRows,
  isVirtual,
  scrollHeight,
  page,
  loadMore,
}: DataTableScrollOptions) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const [thead, setThead] = useState<HTMLTableSectionElement | null>(null);
  const headerHeight = useElementHeight(thead);
  const rowCount = rowIds.length;
  // TanStack Virtual returns functions the React Compiler cannot memoise; nothing here is compiled.
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: showRows ? rowCount : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    getItemKey: (index) => rowIds[index] ?? index,
    overscan: 8,
    enabled: isVirtual,
    // The rows start below the sticky header, which also covers the top of the scrolling area.
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });
  const virtualItems = isVirtual && showRows ? virtualizer.getVirtualItems() : [];
  const renderedIndexes = !showRows
    ? []
    : isVirtual
      ? virtualItems.map((item) => item.index)
      : rowIds.map((_, index) => index);
  const firstVirtual = virtualItems[0];
  const lastVirtual = virtualItems[virtualItems.length - 1];
  const paddingTop = firstVirtual ? firstVirtual.start - headerHeight : 0;
  const paddingBottom = lastVirtual
    ? virtualizer.getTotalSize() - (lastVirtual.end - headerHeight)
    : 0;

  useEffect(() => {
    scrollerRef.current?.scrollTo?.({ top: 0 });
  }, [page.pageIndex, page.pageSize]);

  const canLoadMore = loadMore?.canLoadMore ?? false;
  // One request per page: the end can be seen again (a second intersection, a scroll back and
  // forth) before the consumer has re-rendered with `loadingMore`, or by a consumer that shows no
  // loading at all; the next request waits for more rows, or for a load (or its error) to end.
  const askedAt = useRef<number | null>(null);
  useEffect(() => {
    if (!canLoadMore) askedAt.current = null;
  }, [canLoadMore]);
  const requestMore = useEffectEvent(() => {
    if (askedAt.current === rowCount) return;
    askedAt.current = rowCount;
    loadMore?.onLoadMore();
  });
  const lastRenderedIndex = lastVirtual?.index ?? -1;
  useEffect(() => {
    if (!canLoadMore || !isVirtual) return;
    if (rowCount === 0 || lastRenderedIndex >= rowCount - 1) requestMore();
  }, [canLoadMore, isVirtual, lastRenderedIndex, rowCount]);
  const [sentinel, setSentinel] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!canLoadMore || isVirtual || !sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) requestMore();
      },
      { root: scrollHeight === undefined ? null : scrollerRef.current },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [canLoadMore, isVirtual, sentinel, scrollHeight]);

  /** Brings a row into view (virtualised rows may not be in the DOM yet). */
  const scrollToRow = (index: number) => {
    if (isVirtual) virtualizer.scrollToIndex(index, { align: 'auto' });
  };

  return {
    scrollerRef,
    setThead,
    headerHeight,
    measureRow: isVirtual ? virtualizer.measureElement : undefined,
    renderedIndexes,
    paddingTop,
    paddingBottom,
    setSentinel,
    scrollToRow,
  };
}
