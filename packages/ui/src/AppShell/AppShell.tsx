import type { MouseEvent, ReactNode } from 'react';
import { useId, useRef, useState } from 'react';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { lazyPart, useLazyPart } from '../private/lazyPart.ts';
import * as styles from './AppShell.css.ts';

/** The overlay navigation's dialog (Radix), loaded the first time it opens. */
const overlayPart = lazyPart(() => import('../private/layoutOverlayNavigation.tsx'));

/** How the navigation drawer is shown. */
export type AppShellNavigationMode = 'permanent' | 'overlay';

/** The labels of the shell, all overridable. */
export interface AppShellLabels {
  /** The skip link: 'Vai al contenuto'. */
  skipLink: string;
  /** The accessible name of the overlay navigation: 'Navigazione principale'. */
  navigation: string;
}

export interface AppShellProps {
  /** The page content, inside `<main>`. */
  children: ReactNode;
  /** The left navigation: a `NavDrawer`. */
  navigation?: ReactNode;
  /** The top bar: a `TopBar` (its `<header>` is the banner landmark). */
  topBar?: ReactNode;
  /** Right-hand drawers (`SideDrawer`s: help, notifications, chat); they open over the page. */
  drawers?: ReactNode;
  /**
   * Hides the navigation: public building pages, help pages and while the session loads (000 §2;
   * domain's `isShellHidden`).
   */
  hideNavigation?: boolean;
  /**
   * `permanent` (default): the drawer sits beside the page. `overlay`: small screens, the drawer
   * opens over the page (a modal dialog) from the top bar's menu button.
   */
  navigationMode?: AppShellNavigationMode;
  /** Whether the overlay navigation is open (`navigationMode="overlay"`). */
  navigationOpen?: boolean;
  /** Told when the overlay navigation asks to close (Escape, outside click) or open. */
  onNavigationOpenChange?: (open: boolean) => void;
  /** The id of `<main>`, the skip link's target; generated when not given. */
  mainId?: string;
  /** No padding around the content (full-bleed pages: calendar, chat). */
  flush?: boolean;
  /** Overrides of the labels. */
  labels?: Partial<AppShellLabels>;
  /** Extra class of the root. */
  className?: string;
}

/**
 * The application frame (000 §2 Shell): the left navigation drawer, the top bar, the main content
 * and the right-hand drawers, with the landmarks (navigation, banner, main) and a 'Vai al
 * contenuto' skip link as the first Tab stop. The navigation can be hidden, or shown as an overlay
 * on small screens.
 */
export function AppShell({
  children,
  navigation,
  topBar,
  drawers,
  hideNavigation = false,
  navigationMode = 'permanent',
  navigationOpen = false,
  onNavigationOpenChange,
  mainId,
  flush = false,
  labels: labelsProp,
  className,
}: AppShellProps) {
  const generatedId = useId();
  const id = mainId ?? `main-${generatedId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const mainRef = useRef<HTMLElement>(null);
  const labels: AppShellLabels = {
    skipLink: layoutMessage('appShell.skipLink'),
    navigation: layoutMessage('navDrawer.label'),
    ...labelsProp,
  };
  const showNavigation = Boolean(navigation) && !hideNavigation;
  const overlay = showNavigation && navigationMode === 'overlay';
  // Kept once opened, so that the dialog closes (and returns focus) like any mounted dialog.
  const [overlayOpened, setOverlayOpened] = useState(false);
  if (overlay && navigationOpen && !overlayOpened) setOverlayOpened(true);
  const OverlayNavigation = useLazyPart(overlayPart, overlayOpened)?.LayoutOverlayNavigation;

  // Focus moves to <main> itself (not only the scroll position), so the next Tab continues in the content.
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
    mainRef.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div
      className={[styles.shell, className].filter(Boolean).join(' ')}
      data-navigation={showNavigation ? navigationMode : 'hidden'}
    >
      <a href={`#${id}`} className={styles.skipLink} onClick={skip}>
        {labels.skipLink}
      </a>
      {showNavigation && navigationMode === 'permanent' ? (
        <div className={styles.navigation}>{navigation}</div>
      ) : null}
      {overlay && OverlayNavigation ? (
        <OverlayNavigation
          open={navigationOpen}
          label={labels.navigation}
          {...(onNavigationOpenChange ? { onOpenChange: onNavigationOpenChange } : {})}
        >
          {navigation}
        </OverlayNavigation>
      ) : null}
      <div className={styles.column}>
        {topBar ? <div className={styles.topBar}>{topBar}</div> : null}
        <main
          ref={mainRef}
          id={id}
          tabIndex={-1}
          className={styles.main}
          data-flush={flush || undefined}
        >
          {children}
        </main>
      </div>
      {drawers}
    </div>
  );
}
