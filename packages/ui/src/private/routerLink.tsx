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

/** What a link's `href` is: an app path, a page of another site (https only), or refused. */
type LinkDestination =
  { kind: 'app'; href: string } | { kind: 'external'; href: string } | { kind: 'refused' };

/**
 * An https address is another site's page (a store page): written as it is and opened in a new
 * tab. Any other scheme (`javascript:`, `data:`, `http:`…) and an address of another host
 * without a scheme ('//host', '/\\host') is refused. Everything else is a path of this app, for
 * the router: passing an absolute address to the router's `useHref` made it a relative path
 * ('/SPL/dashboard/https:/play.google.com/…'). The address is read as browsers read it: tabs and
 * line breaks dropped anywhere ('java\tscript:'), controls and spaces at either end.
 */
function linkDestination(href: string): LinkDestination {
  const address = href
    .replace(/[\t\n\r]/g, '')
    // eslint-disable-next-line no-control-regex -- controls are what browsers trim
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (/^https:\/\/[^/\\]/i.test(address)) return { kind: 'external', href: address };
  if (/^[a-z][a-z0-9+.-]*:|^[/\\]{2}/i.test(address)) return { kind: 'refused' };
  return { kind: 'app', href };
}

/** Props of {@link RouterLink}: an anchor's attributes with a required `href`. */
export interface RouterLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * The destination: an app path ('/ORG/orders?view=OPE'), or an https address of another site,
   * which always opens in a new tab. Any other scheme ('javascript:', 'http:'…) or '//host' is
   * not made a link: the children are shown without one.
   */
  href: string;
  /**
   * Opens the destination in a new tab (`target="_blank" rel="noopener noreferrer"`) and adds
   * '(si apre in una nuova scheda)' for screen readers after the link's name. Always on for an
   * https address.
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
  newTab: newTabAsked = false,
  newTabLabel,
  target,
  rel,
  children,
  onClick,
  ref,
  ...rest
}: RouterLinkProps) {
  const { navigate, useHref } = useContext(UiRouterContext);
  const destination = linkDestination(href);
  // A hook: asked on every render, about the app path only.
  const appHref = useHref(destination.kind === 'app' ? destination.href : '/');
  if (destination.kind === 'refused') {
    // Not a link: an anchor without href is no link to assistive technologies nor to a click.
    return (
      <a {...rest} ref={ref}>
        {children}
      </a>
    );
  }
  const external = destination.kind === 'external';
  const newTab = newTabAsked || external;
  return (
    <a
      {...rest}
      ref={ref}
      href={external ? destination.href : appHref}
      target={newTab ? '_blank' : target}
      rel={newTab ? 'noopener noreferrer' : rel}
      onClick={(event) => {
        // The caller's handler runs first and may cancel the navigation.
        onClick?.(event);
        if (
          navigate &&
          !external &&
          !event.defaultPrevented &&
          shouldClientNavigate(event.currentTarget, event)
        ) {
          event.preventDefault();
          navigate(destination.href);
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
