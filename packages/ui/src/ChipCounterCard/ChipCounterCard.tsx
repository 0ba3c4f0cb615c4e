import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import { feedbackMessage } from '../messages/it-IT/feedback.ts';
import { formatLabel } from '../private/formatLabel.ts';
import { RouterLink } from '../private/routerLink.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './ChipCounterCard.css.ts';
import type { ChipCounterVariants } from './ChipCounterCard.css.ts';

// Grouped from four digits (1.234), as CounterCard does.
const countFormat = new Intl.NumberFormat('it-IT', { useGrouping: 'always' });

/** One chip: a counted view. */
export interface ChipCounterItem {
  /** A stable id (the view's id: 'OPE', '2REN'…). */
  id: string;
  /** The view's name ('Aperti', 'Da rinnovare'…, domain's `dashboardViewLabel`). */
  label: string;
  /** The count; null when loading it failed, shown as '-' (000 §8). */
  value: number | null;
  /** Shows a skeleton instead of the count while it loads. */
  loading?: boolean;
  /** The filtered list's address: the chip becomes a link to it. */
  href?: string;
  /** The colour of the count. */
  tone?: ChipCounterVariants['tone'];
}

/** The labels of the card, all overridable. */
export interface ChipCounterCardLabels {
  /** What a missing count shows: '-'. */
  missing: string;
  /** The accessible text of a missing count: 'Valore non disponibile'. */
  unavailable: string;
  /** The accessible text of a loading count: 'Caricamento in corso'. */
  loading: string;
  /** The accessible name of the chip list, `{title}` being the card's title: 'Contatori di {title}'. */
  list: string;
}

export interface ChipCounterCardProps {
  /** The card's title ('Riepilogo ordini', 'Cartelle certificazioni'), its accessible name. */
  title: string;
  /** An icon before the title (decorative: pass it with `aria-hidden`). */
  icon?: ReactNode;
  /** The chips, in the order of domain's widget `views`. */
  items: readonly ChipCounterItem[];
  /** The heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Buttons at the end of the header (a reload…). */
  headerActions?: ReactNode;
  /** Overrides of the labels. */
  labels?: Partial<ChipCounterCardLabels>;
}

/**
 * The chip counter of a 4x1 dashboard cell (000 §9 "chip counters 4x1"): a title and one chip per
 * counted view, each with its name and count. A count that failed to load shows '-' and is read
 * 'Valore non disponibile' (000 §8); a loading one shows a skeleton; a chip with `href` is a link
 * to the filtered list. The locked state is the permission gate's, around the card.
 */
export function ChipCounterCard({
  title,
  icon,
  items,
  headingLevel = 2,
  headerActions,
  labels,
}: ChipCounterCardProps) {
  const titleId = useId();
  const text: ChipCounterCardLabels = {
    missing: dataDisplayMessage('counter.missing'),
    unavailable: dataDisplayMessage('counterCard.unavailable'),
    loading: feedbackMessage('skeleton.label'),
    list: dashboardMessage('chipCounterCard.list'),
    ...labels,
  };
  const Heading = `h${headingLevel}` as const;
  const busy = items.some((item) => item.loading);
  return (
    <section
      className={styles.card}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
      data-state={busy ? 'loading' : 'ready'}
    >
      <header className={styles.header}>
        {icon ? <span className={styles.icon}>{icon}</span> : null}
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {headerActions ? <span className={styles.actions}>{headerActions}</span> : null}
      </header>
      <ul className={styles.list} aria-label={formatLabel(text.list, { title })}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Chip item={item} text={text} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function Chip({ item, text }: { item: ChipCounterItem; text: ChipCounterCardLabels }) {
  const loading = item.loading === true;
  const state = loading ? 'loading' : item.value === null ? 'error' : 'ready';
  const count = loading ? (
    <span className={styles.count({ tone: item.tone })}>
      <Skeleton width="16px" height="1em" />
      <VisuallyHidden.Root>{text.loading}</VisuallyHidden.Root>
    </span>
  ) : item.value === null ? (
    <span className={styles.count({ tone: item.tone })} data-missing="">
      <span aria-hidden>{text.missing}</span>
      <VisuallyHidden.Root>{text.unavailable}</VisuallyHidden.Root>
    </span>
  ) : (
    <span className={styles.count({ tone: item.tone })}>{countFormat.format(item.value)}</span>
  );
  const body = (
    <>
      <span className={styles.chipLabel}>{item.label}</span>
      {/* A space so that the accessible name reads 'Aperti 12', not 'Aperti12'. */} {count}
    </>
  );
  const common = {
    className: styles.chip({ tone: item.tone }),
    'data-state': state,
    'data-tone': item.tone ?? 'default',
  };
  if (item.href && !loading) {
    return (
      <RouterLink href={item.href} {...common}>
        {body}
      </RouterLink>
    );
  }
  return <span {...common}>{body}</span>;
}
