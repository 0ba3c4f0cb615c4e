import { Inbox, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import * as styles from './EmptyState.css.ts';
import type { EmptyStateVariants } from './EmptyState.css.ts';

/** empty: nothing to show yet; noResults: a search or a filter found nothing. */
export type EmptyStateVariant = 'empty' | 'noResults';

export interface EmptyStateProps {
  /**
   * empty ('Nessun elemento da visualizzare', default) or noResults ('Nessun risultato trovato'
   * with 'Prova a modificare i criteri di ricerca') (000 §8, 002 §2.8).
   */
  variant?: EmptyStateVariant;
  /**
   * Replaces the variant's title: 'Nessuna attività pianificata', 'Nessun evento da visualizzare',
   * 'Nessun widget disponibile', 'Anteprima non disponibile' (keys `emptyState.noActivities`,
   * `emptyState.noEvents`, `emptyState.noWidgets`, `emptyState.noPreview` of `uiMessage`).
   */
  title?: ReactNode;
  /** Replaces the variant's hint (noResults has one); `null` hides it. */
  description?: ReactNode;
  /** Replaces the variant's icon (an inbox, a crossed-out lens); `false` for none. */
  icon?: ReactNode | false;
  /** An optional action under the text, e.g. a `Button` 'Ripristina'. */
  action?: ReactNode;
  /** small (inside a widget or card) or medium (a page or panel, default). */
  size?: EmptyStateVariants['size'];
}

const defaultIcons: Record<EmptyStateVariant, ReactNode> = {
  empty: <Inbox size={24} aria-hidden />,
  noResults: <SearchX size={24} aria-hidden />,
};

/** What a list, a grid or a search shows when there is nothing to show. */
export function EmptyState({
  variant = 'empty',
  title,
  description,
  icon,
  action,
  size,
}: EmptyStateProps) {
  const defaultTitle =
    variant === 'noResults'
      ? feedbackMessage('emptyState.noResults')
      : feedbackMessage('emptyState.title');
  const defaultDescription =
    variant === 'noResults' ? feedbackMessage('emptyState.noResultsHint') : null;
  const shownDescription = description === undefined ? defaultDescription : description;
  const iconNode = icon === false ? null : (icon ?? defaultIcons[variant]);
  return (
    <div className={styles.emptyState({ size })} data-variant={variant}>
      {iconNode ? <span className={styles.icon({ size })}>{iconNode}</span> : null}
      <p className={styles.title({ size })}>{title ?? defaultTitle}</p>
      {shownDescription ? <p className={styles.description}>{shownDescription}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
