import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { RouterLink } from '../private/routerLink.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './CounterCard.css.ts';
import type { CounterCardVariants } from './CounterCard.css.ts';

// Grouped from four digits (1.234), as amounts are (domain's formatMoney).
const countFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

export interface CounterCardProps {
  /** What is counted ('Ordini aperti', 'Ticket da assegnare'…). */
  title: string;
  /** The count; null when loading it failed, shown as '-' (000 §8). */
  value: number | null;
  /** Show a skeleton instead of the value while the count loads. */
  loading?: boolean;
  /** The accent colour of the card and its icon. */
  tone?: CounterCardVariants['tone'];
  /** An icon before the title (decorative: pass it with `aria-hidden`). */
  icon?: ReactNode;
  /** Opens the filtered list; the card is a button. */
  onClick?: () => void;
  /**
   * The filtered list's address; the card is a link, navigating client-side under
   * `UiRouterProvider`. Ignored when `onClick` is given.
   */
  href?: string;
  /** What a missing count shows; '-' by default. */
  missingLabel?: string;
  /** Accessible text of a missing count; 'Valore non disponibile' by default. */
  unavailableLabel?: string;
  /** Accessible text while loading; 'Caricamento in corso' by default. */
  loadingLabel?: string;
}

/**
 * A dashboard counter (000 §2, 2x1 cell), compact: a title (with an arrow when it opens its
 * list) and the count under it, '-' when the count failed to load
 * (000 §8), a skeleton while loading. Clickable (button or link) to open the filtered list. The
 * locked state is the permission gate's, around the card.
 */
export function CounterCard({
  title,
  value,
  loading = false,
  tone,
  icon,
  onClick,
  href,
  missingLabel = dataDisplayMessage('counter.missing'),
  unavailableLabel = dataDisplayMessage('counterCard.unavailable'),
  loadingLabel = feedbackMessage('skeleton.label'),
}: CounterCardProps) {
  const state = loading ? 'loading' : value === null ? 'error' : 'ready';
  const opensList = !loading && Boolean(onClick || href);
  const body = (
    <>
      <span className={styles.header}>
        {icon ? <span className={styles.icon({ tone })}>{icon}</span> : null}
        <span className={styles.title}>{title}</span>
        {opensList ? <ArrowRight className={styles.arrow} size={16} aria-hidden /> : null}
      </span>
      {loading ? (
        <span className={styles.value}>
          <Skeleton width="40%" height="1em" />
          <VisuallyHidden.Root>{loadingLabel}</VisuallyHidden.Root>
        </span>
      ) : value === null ? (
        <span className={styles.value} data-missing="">
          <span aria-hidden>{missingLabel}</span>
          <VisuallyHidden.Root>{unavailableLabel}</VisuallyHidden.Root>
        </span>
      ) : (
        <span className={styles.value}>{countFormat.format(value)}</span>
      )}
    </>
  );
  const common = {
    className: styles.card({ tone }),
    'data-state': state,
    'aria-busy': loading || undefined,
  };
  if (!loading && onClick) {
    return (
      <button type="button" {...common} onClick={onClick}>
        {body}
      </button>
    );
  }
  if (!loading && href) {
    return (
      <RouterLink href={href} {...common}>
        {body}
      </RouterLink>
    );
  }
  return <div {...common}>{body}</div>;
}
