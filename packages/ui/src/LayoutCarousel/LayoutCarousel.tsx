import type { DashboardCellPlacement, DashboardVariant } from '@portineria/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { KeyboardEvent } from 'react';
import { Button } from '../Button/Button.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './LayoutCarousel.css.ts';

/** One layout of the carousel. */
export interface LayoutCarouselVariant {
  /** The variant ('variant1'…). */
  id: DashboardVariant;
  /** Its name ('Layout 1': domain's `dashboard.variant.*`). */
  label: string;
  /** Its cells: domain's `gridPlacement(id)`. */
  placements: readonly DashboardCellPlacement[];
}

/** The labels of the carousel, all overridable. */
export interface LayoutCarouselLabels {
  /** The carousel's name: 'Layout della dashboard'. */
  label: string;
  /** A slide's name: 'Layout {index} di {count}'. */
  slide: string;
  /** 'Layout precedente'. */
  previous: string;
  /** 'Layout successivo'. */
  next: string;
  /** A dot's name: 'Mostra il layout {index}'. */
  goTo: string;
  /** 'Annulla' (002 §2.12). */
  cancel: string;
  /** 'Seleziona' (002 §2.12). */
  select: string;
  /** How a size is written: '{width}x{height}'. */
  size: string;
}

export interface LayoutCarouselProps {
  /** The layouts, in carousel order (domain's `DASHBOARD_VARIANTS`). */
  variants: readonly LayoutCarouselVariant[];
  /** The layout shown; null shows the first. */
  value: DashboardVariant | null;
  /** Called with the layout to show (arrows, dots, arrow keys). */
  onChange: (variant: DashboardVariant) => void;
  /** 'Annulla': leaves the wizard. */
  onCancel: () => void;
  /** 'Seleziona': chooses the layout shown. */
  onSelect: (variant: DashboardVariant) => void;
  /** Overrides of the labels. */
  labels?: Partial<LayoutCarouselLabels>;
}

/**
 * Step 0 of the dashboard wizard (002 §2.12 "choose a layout among 3 variants in a carousel
 * (Annulla, Seleziona)"): one layout at a time as a miniature of its cells with their sizes
 * ('2x1'), previous and next buttons, a dot per layout, Left and Right arrows (Home and End) on
 * the slide or the dots, and the buttons Annulla and Seleziona. A carousel for assistive
 * technology (`aria-roledescription="carousel"`, slides 'Layout 2 di 3', announced politely).
 * Previous and next stop at the ends, where they are disabled.
 */
export function LayoutCarousel({
  variants,
  value,
  onChange,
  onCancel,
  onSelect,
  labels,
}: LayoutCarouselProps) {
  const text: LayoutCarouselLabels = {
    label: dashboardMessage('layoutCarousel.label'),
    slide: dashboardMessage('layoutCarousel.slide'),
    previous: dashboardMessage('layoutCarousel.previous'),
    next: dashboardMessage('layoutCarousel.next'),
    goTo: dashboardMessage('layoutCarousel.goTo'),
    cancel: dashboardMessage('layoutCarousel.cancel'),
    select: dashboardMessage('layoutCarousel.select'),
    size: dashboardMessage('dashboardEditCell.size'),
    ...labels,
  };
  const slideId = useId();
  const found = variants.findIndex((variant) => variant.id === value);
  const index = found === -1 ? 0 : found;
  const current = variants[index];
  const count = variants.length;
  const hasPrevious = index > 0;
  const hasNext = index < count - 1;
  const show = (target: number) => {
    const variant = variants[target];
    if (variant && target !== index) onChange(variant.id);
  };

  /** The layout an arrow key (or Home, End) leads to, or null for any other key. */
  const targetOf = (key: string): number | null => {
    const target = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 }[key];
    return target === undefined ? null : Math.min(Math.max(target, 0), count - 1);
  };
  const onSlideKeyDown = (event: KeyboardEvent) => {
    const target = targetOf(event.key);
    if (target === null) return;
    event.preventDefault();
    show(target);
  };
  // On the dots the focus follows the shown layout, as in a tab list.
  const onDotsKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = targetOf(event.key);
    if (target === null) return;
    event.preventDefault();
    show(target);
    event.currentTarget.querySelectorAll('button')[target]?.focus();
  };

  return (
    <section
      className={styles.root}
      aria-roledescription="carousel"
      aria-label={text.label}
      data-index={index}
    >
      <div className={styles.stage}>
        <IconButton
          label={text.previous}
          icon={<ChevronLeft size={20} aria-hidden />}
          aria-controls={slideId}
          aria-disabled={!hasPrevious || undefined}
          data-disabled={!hasPrevious || undefined}
          // Disabled but focusable: a native disabled button would drop the focus at the end.
          onClick={() => hasPrevious && show(index - 1)}
        />
        {current ? (
          // The slide is the carousel's keyboard stop: Left, Right, Home and End move between
          // layouts from it (the WAI-ARIA carousel pattern), so it takes the focus and the keys.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
          <div
            id={slideId}
            role="group"
            aria-roledescription="slide"
            aria-label={formatLabel(text.slide, { index: index + 1, count })}
            aria-live="polite"
            className={styles.slide}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            onKeyDown={onSlideKeyDown}
            data-variant={current.id}
          >
            <p className={styles.slideTitle}>{current.label}</p>
            <ul className={styles.miniature}>
              {current.placements.map((placement) => {
                const size = formatLabel(text.size, {
                  width: placement.size.width,
                  height: placement.size.height,
                });
                return (
                  <li
                    key={placement.cell}
                    className={styles.cell}
                    data-size={size}
                    style={{
                      gridRow: `${placement.row} / span ${placement.rowSpan}`,
                      gridColumn: `${placement.column} / span ${placement.columnSpan}`,
                    }}
                  >
                    {size}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <IconButton
          label={text.next}
          icon={<ChevronRight size={20} aria-hidden />}
          aria-controls={slideId}
          aria-disabled={!hasNext || undefined}
          data-disabled={!hasNext || undefined}
          onClick={() => hasNext && show(index + 1)}
        />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the dots' arrow keys */}
      <div className={styles.dots} onKeyDown={onDotsKeyDown}>
        {variants.map((variant, position) => (
          <button
            key={variant.id}
            type="button"
            className={styles.dot}
            aria-label={formatLabel(text.goTo, { index: position + 1 })}
            aria-controls={slideId}
            aria-current={position === index || undefined}
            onClick={() => show(position)}
          />
        ))}
      </div>
      <div className={styles.footer}>
        <Button variant="text" tone="neutral" onClick={onCancel}>
          {text.cancel}
        </Button>
        <Button
          variant="contained"
          tone="primary"
          onClick={() => current && onSelect(current.id)}
          disabled={!current}
        >
          {text.select}
        </Button>
      </div>
    </section>
  );
}
