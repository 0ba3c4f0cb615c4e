import * as RadixDialog from '@radix-ui/react-dialog';
import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { MouseEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import { layoutMessage } from '../messages/it-IT/layout.ts';
import { useReturnFocus } from '../private/layoutReturnFocus.ts';
import * as styles from './AppShell.css.ts';

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
  // The menu button is no Dialog.Trigger: focus goes back to it (or whatever opened the drawer) on close.
  const returnFocus = useReturnFocus();
  const labels: AppShellLabels = {
    skipLink: layoutMessage('appShell.skipLink'),
    navigation: layoutMessage('navDrawer.label'),
    ...labelsProp,
  };
  const showNavigation = Boolean(navigation) && !hideNavigation;

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
      {showNavigation && navigationMode === 'overlay' ? (
        <RadixDialog.Root open={navigationOpen} onOpenChange={onNavigationOpenChange}>
          <RadixDialog.Portal>
            <RadixDialog.Overlay className={styles.navigationScrim} />
            <RadixDialog.Content
              className={styles.navigationOverlay}
              aria-modal="true"
              aria-describedby={undefined}
              {...returnFocus}
            >
              <VisuallyHidden.Root>
                <RadixDialog.Title>{labels.navigation}</RadixDialog.Title>
              </VisuallyHidden.Root>
              {navigation}
            </RadixDialog.Content>
          </RadixDialog.Portal>
        </RadixDialog.Root>
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
