import { WIDGET_LIST_MAX_ITEMS } from '@portineria/domain';
import { ChevronRight, CircleAlert, Inbox, RotateCw } from 'lucide-react';
import { useId } from 'react';
import type { Key, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { RouterLink } from '../private/routerLink.tsx';
import { Skeleton, SkeletonGroup } from '../Skeleton/Skeleton.tsx';
import * as styles from './ListCard.css.ts';

/** Labels of the ListCard, each replaceable. */
export interface ListCardLabels {
  /** 'Nessun elemento da visualizzare' (000 §8). */
  empty: string;
  /** 'Impossibile caricare gli elementi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
  /** 'Caricamento in corso'. */
  loading: string;
  /** 'Mostra tutti'. */
  showAll: string;
}

export interface ListCardProps<Item> {
  /** The card title, its accessible name. */
  title: ReactNode;
  /** The heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The items; only the first `maxItems` are shown. */
  items?: readonly Item[];
  /** Renders one item (a row); it sits inside a list item. */
  renderItem: (item: Item, index: number) => ReactNode;
  /** A stable key per item; the index by default. */
  getItemKey?: (item: Item, index: number) => Key;
  /** The most items shown; 5 by default (000 §9 "lists show at most 5 items"). */
  maxItems?: number;
  /** Show skeleton rows while the items load. */
  loading?: boolean;
  /** Loading failed: show the error message and, with `onRetry`, a retry button. */
  error?: boolean;
  /** Called by the retry button of the error state. */
  onRetry?: () => void;
  /** Buttons in the header: add, reload, a day navigation… */
  headerActions?: ReactNode;
  /** A footer slot, e.g. a custom 'Mostra tutti' link; replaces `showAllHref` / `onShowAll`. */
  footer?: ReactNode;
  /**
   * The address of the full list: adds a 'Mostra tutti' link in the footer (client-side under
   * `UiRouterProvider`).
   */
  showAllHref?: string;
  /** Opens the full list: adds a 'Mostra tutti' button in the footer. */
  onShowAll?: () => void;
  /** Replacement labels. */
  labels?: Partial<ListCardLabels>;
}

/**
 * A dashboard list widget (000 §2, 4x2 cell): title and header actions, at most 5 items (000 §9),
 * skeleton rows while loading, 'Nessun elemento da visualizzare' when empty (000 §8), an error
 * state with 'Riprova', and an optional 'Mostra tutti' link.
 */
export function ListCard<Item>({
  title,
  headingLevel = 2,
  items = [],
  renderItem,
  getItemKey = (_item, index) => index,
  maxItems = WIDGET_LIST_MAX_ITEMS,
  loading = false,
  error = false,
  onRetry,
  headerActions,
  footer,
  showAllHref,
  onShowAll,
  labels,
}: ListCardProps<Item>) {
  const titleId = useId();
  const text: ListCardLabels = {
    empty: dataDisplayMessage('listCard.empty'),
    error: dataDisplayMessage('listCard.error'),
    retry: dataDisplayMessage('listCard.retry'),
    loading: feedbackMessage('skeleton.label'),
    showAll: dataDisplayMessage('listCard.showAll'),
    ...labels,
  };
  const Heading = `h${headingLevel}` as const;
  const shown = items.slice(0, Math.max(0, maxItems));
  const state = loading ? 'loading' : error ? 'error' : shown.length === 0 ? 'empty' : 'ready';

  const body = (() => {
    switch (state) {
      case 'loading':
        return (
          <SkeletonGroup label={text.loading}>
            {Array.from({ length: Math.max(1, maxItems) }, (_, index) => (
              // Identical placeholder rows that never reorder: the index is their identity.
              <div key={`row-${index}`} className={styles.skeletonItem}>
                <Skeleton width="70%" />
                <Skeleton width="40%" />
              </div>
            ))}
          </SkeletonGroup>
        );
      case 'error':
        return (
          <div className={styles.placeholder}>
            <CircleAlert size={28} aria-hidden className={styles.errorIcon} />
            <p className={styles.placeholderText}>{text.error}</p>
            {onRetry ? (
              <Button
                variant="outlined"
                size="small"
                icon={<RotateCw size={16} aria-hidden />}
                onClick={onRetry}
              >
                {text.retry}
              </Button>
            ) : null}
          </div>
        );
      case 'empty':
        return (
          <div className={styles.placeholder}>
            <Inbox size={28} aria-hidden className={styles.placeholderIcon} />
            <p className={styles.placeholderText}>{text.empty}</p>
          </div>
        );
      case 'ready':
        return (
          <ul className={styles.list}>
            {shown.map((item, index) => (
              <li key={getItemKey(item, index)} className={styles.item}>
                {renderItem(item, index)}
              </li>
            ))}
          </ul>
        );
      default:
        state satisfies never;
        return null;
    }
  })();

  const footerContent =
    footer ??
    (onShowAll ? (
      <button type="button" className={styles.showAll} onClick={onShowAll}>
        {text.showAll}
        <ChevronRight size={16} aria-hidden />
      </button>
    ) : showAllHref ? (
      <RouterLink className={styles.showAll} href={showAllHref}>
        {text.showAll}
        <ChevronRight size={16} aria-hidden />
      </RouterLink>
    ) : null);

  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      data-state={state}
    >
      <header className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {headerActions ? <div className={styles.actions}>{headerActions}</div> : null}
      </header>
      <div className={styles.body}>{body}</div>
      {footerContent ? <footer className={styles.footer}>{footerContent}</footer> : null}
    </section>
  );
}
