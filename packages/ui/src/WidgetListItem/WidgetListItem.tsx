import type { ReactNode } from 'react';
import { RouterLink } from '../private/routerLink.tsx';
import * as styles from './WidgetListItem.css.ts';

export interface WidgetListItemProps {
  /** The main line: a ticket's object, an order's title, an event's object. Cut with an ellipsis on one line. */
  title: string;
  /** The second line: building, supplier, employee… Cut with an ellipsis on one line. */
  subtitle?: ReactNode;
  /** Small text on the right, e.g. a date (`<DateTime>`). */
  meta?: ReactNode;
  /** Content under `meta` on the right: status chips, a badge, a progress bar. Not interactive inside a link. */
  accessory?: ReactNode;
  /** Content before the text: an event's colour dot, an entity icon, an avatar (decorative: `aria-hidden`). */
  leading?: ReactNode;
  /**
   * The item's screen: the whole row becomes one link (client-side under `UiRouterProvider`),
   * whose accessible name is its text.
   */
  href?: string;
}

/**
 * One row of a dashboard list (000 §2, 001 §2.7, 002 §3.10: tickets, orders, activities, quotes,
 * tokens, calendar events, assigned to me), made to sit in a `ListCard` item: an optional leading
 * mark, a title and a subtitle on one line each (long text ends with an ellipsis; the full text
 * stays the link's accessible name), and a date and status on the right. With `href` the whole
 * row is a single link, so a keyboard user meets one stop per row.
 */
export function WidgetListItem({
  title,
  subtitle,
  meta,
  accessory,
  leading,
  href,
}: WidgetListItemProps) {
  const content = (
    <>
      {leading ? <span className={styles.leading}>{leading}</span> : null}
      <span className={styles.main}>
        {/* The native tooltip shows the whole title when the ellipsis cuts it. */}
        <span className={styles.title} title={title}>
          {title}
        </span>
        {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      </span>
      {meta || accessory ? (
        <span className={styles.trailing}>
          {meta ? <span className={styles.meta}>{meta}</span> : null}
          {accessory ? <span className={styles.accessory}>{accessory}</span> : null}
        </span>
      ) : null}
    </>
  );
  if (href) {
    return (
      <RouterLink href={href} className={styles.row} data-link="">
        {content}
      </RouterLink>
    );
  }
  return <div className={styles.row}>{content}</div>;
}
