import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import { useContext } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';
import { UiRouterContext } from './uiRouter.tsx';

/**
 * Whether a click on a link is the app's to handle (react-aria's `shouldClientNavigate`): same
 * window, same origin, no download, no modifier key. Ctrl/Cmd (new tab), Shift (new window) and Alt
 * (download) clicks stay the browser's.
 */
function shouldClientNavigate(link: HTMLAnchorElement, event: MouseEvent) {
  const target = link.getAttribute('target');
  return (
    (!target || target === '_self') &&
    link.origin === location.origin &&
    !link.hasAttribute('download') &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.altKey &&
    !event.shiftKey
  );
}

/** Props of {@link RouterLink}: an anchor's attributes with a required `href`. */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The destination, an app path ('/ORG/orders?view=OPE') or a full address. */
  href: string;
  /**
   * Opens the destination in a new tab (`target="_blank" rel="noopener noreferrer"`) and adds
   * '(si apre in una nuova scheda)' for screen readers after the link's name.
   */
  newTab?: boolean;
  /** Replaces '(si apre in una nuova scheda)'. */
  newTabLabel?: string;
  children?: ReactNode;
  /** The underlying `<a>`. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The one link of the dashboard components: a real `<a href>`. Under `UiRouterProvider`
 * (which the app wires to its router's `navigate` and `useHref`) a plain click or Enter (the
 * browser turns Enter on a link into a click) navigates client-side without a page reload;
 * modifier clicks (Ctrl, Cmd, Shift, Alt), the middle button (no click event) and
 * `target="_blank"` keep the browser's own behaviour, so a destination can always be opened in a
 * new tab. Without a provider it is a plain link. Focus rings are the styles' `:focus-visible`.
 */
export function RouterLink({
  href,
  newTab = false,
  newTabLabel,
  target,
  rel,
  children,
  onClick,
  ref,
  ...rest
}: RouterLinkProps) {
  const { navigate, useHref } = useContext(UiRouterContext);
  const shownHref = useHref(href);
  return (
    <a
      {...rest}
      ref={ref}
      href={shownHref}
      target={newTab ? '_blank' : target}
      rel={newTab ? 'noopener noreferrer' : rel}
      onClick={(event) => {
        // The caller's handler runs first and may cancel the navigation.
        onClick?.(event);
        if (
          navigate &&
          !event.defaultPrevented &&
          shouldClientNavigate(event.currentTarget, event)
        ) {
          event.preventDefault();
          navigate(href);
        }
      }}
    >
      {children}
      {newTab ? (
        <VisuallyHidden.Root>{` ${newTabLabel ?? dashboardMessage('routerLink.newTab')}`}</VisuallyHidden.Root>
      ) : null}
    </a>
  );
}
