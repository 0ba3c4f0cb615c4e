import { ExternalLink, Smartphone } from 'lucide-react';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { RouterLink } from '../private/routerLink.tsx';
import * as styles from './AppBanner.css.ts';

export interface AppBannerProps {
  /** The heading ("Scarica l'applicazione"). */
  title: string;
  /** The invitation ("Per un'esperienza migliore, usa l'applicazione del prodotto."). */
  text: string;
  /** The action's text ('Apri applicazione'). */
  actionLabel: string;
  /** Where the action leads: a store page or an app page. */
  href: string;
  /** Opens `href` in a new tab (a store page); false by default, a client-side link. */
  newTab?: boolean;
  /** Replaces the phone icon (decorative: pass it with `aria-hidden`). */
  icon?: ReactNode;
  /** The heading level of the title; 2 by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Replaces '(si apre in una nuova scheda)' of a `newTab` action. */
  newTabLabel?: string;
}

/**
 * The app banner of the SPL dashboard (000 §2 "an app banner"): a tinted 4x1 strip with a phone
 * icon, a title, the invitation to use the mobile app and one action link. Every text comes from
 * the app. A `newTab` action opens in a new tab and says so to screen readers.
 */
export function AppBanner({
  title,
  text,
  actionLabel,
  href,
  newTab = false,
  icon,
  headingLevel = 2,
  newTabLabel,
}: AppBannerProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <span className={styles.icon}>{icon ?? <Smartphone size={24} aria-hidden />}</span>
      <div className={styles.text}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <p className={styles.body}>{text}</p>
      </div>
      <RouterLink href={href} newTab={newTab} newTabLabel={newTabLabel} className={styles.action}>
        {actionLabel}
        {newTab ? <ExternalLink size={16} aria-hidden /> : null}
      </RouterLink>
    </section>
  );
}
