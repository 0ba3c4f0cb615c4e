import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { cloneElement, isValidElement, useId } from 'react';
import type { ReactNode } from 'react';
import { dataDisplayMessage } from '../messages/it-IT/dataDisplay.ts';
import * as styles from './Badge.css.ts';
import type { BadgeVariants } from './Badge.css.ts';

/** The highest count shown in full; above it the badge reads `99+`. */
export const BADGE_MAX_COUNT = 99;

export interface BadgeProps {
  /** The number shown; hidden at 0 unless `showZero`. Ignored by the dot variant's visual. */
  count?: number;
  /** The highest count shown in full (99 by default): above it the badge shows `{max}+`. */
  max?: number;
  /** Show the badge when `count` is 0. */
  showZero?: boolean;
  /** `count` (a number in a pill) or `dot` (a small dot that only signals news). */
  variant?: BadgeVariants['variant'];
  /** Colour: error by default (notifications), or default, primary, success, warning, info. */
  tone?: BadgeVariants['tone'];
  /**
   * The accessible text of the badge: a string, or a function of the count. Defaults to
   * '{count} elementi', or 'Nuovi elementi' for a dot without a count.
   */
  label?: string | ((count: number) => string);
  /** Hide the badge whatever the count (e.g. while the count loads). */
  invisible?: boolean;
  /**
   * The element the badge sits on (an icon button, an avatar). When it is a single element, it is
   * described by the badge's text through `aria-describedby`, so its name stays its own.
   */
  children?: ReactNode;
}

/**
 * A count or a dot on the corner of an element (notifications, unread messages, pinned links per
 * group). The visible count is capped at `99+`; the full count is read by assistive technology.
 * With no children the badge renders inline on its own.
 */
export function Badge({
  count,
  max = BADGE_MAX_COUNT,
  showZero = false,
  variant = 'count',
  tone,
  label,
  invisible = false,
  children,
}: BadgeProps) {
  const descriptionId = useId();
  const hasCount = typeof count === 'number' && Number.isFinite(count);
  const visible =
    !invisible &&
    (variant === 'dot' ? !hasCount || count > 0 || showZero : hasCount && (count > 0 || showZero));

  const accessibleText = (() => {
    if (typeof label === 'string') return label;
    if (hasCount) return label ? label(count) : dataDisplayMessage('badge.count', { count });
    return dataDisplayMessage('badge.dot');
  })();
  const shownCount = hasCount ? (count > max ? `${max}+` : String(count)) : '';

  const badge = visible ? (
    <span
      className={styles.badge({ tone, variant })}
      data-variant={variant}
      data-tone={tone ?? 'error'}
    >
      {variant === 'count' ? <span aria-hidden>{shownCount}</span> : null}
      <VisuallyHidden.Root id={descriptionId}>{accessibleText}</VisuallyHidden.Root>
    </span>
  ) : null;

  if (children === undefined) return badge;

  const describedChild =
    visible && isValidElement<{ 'aria-describedby'?: string }>(children)
      ? cloneElement(children, {
          'aria-describedby': [children.props['aria-describedby'], descriptionId]
            .filter(Boolean)
            .join(' '),
        })
      : children;

  return (
    <span className={styles.root} data-state={visible ? 'visible' : 'hidden'}>
      {describedChild}
      {badge}
    </span>
  );
}
