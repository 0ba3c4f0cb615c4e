import * as VisuallyHidden from '@radix-ui/react-visually-hidden';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useLink } from 'react-aria/useLink';
import { useObjectRef } from 'react-aria/useObjectRef';
import { dashboardMessage } from '../messages/it-IT/dashboard.ts';

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
 * The one link of the dashboard components: a real `<a href>` on react-aria's `useLink`. Under
 * react-aria's `RouterProvider` (which the app wires to its router's `navigate` and `useHref`) a
 * plain click or Enter navigates client-side without a page reload; modifier clicks (Ctrl, Cmd,
 * Shift, Alt), the middle button and `target="_blank"` keep the browser's own behaviour, so a
 * destination can always be opened in a new tab. Without a provider it is a plain link.
 */
export function RouterLink({
  href,
  newTab = false,
  newTabLabel,
  target,
  rel,
  children,
  ref,
  ...rest
}: RouterLinkProps) {
  const linkRef = useObjectRef(ref);
  const { linkProps } = useLink(
    {
      href,
      target: newTab ? '_blank' : target,
      rel: newTab ? 'noopener noreferrer' : rel,
    },
    linkRef,
  );
  return (
    // The caller's handlers run first (mergeProps chains them); useLink's href, target and rel win.
    <a {...mergeProps(rest, linkProps)} ref={linkRef}>
      {children}
      {newTab ? (
        <VisuallyHidden.Root>{` ${newTabLabel ?? dashboardMessage('routerLink.newTab')}`}</VisuallyHidden.Root>
      ) : null}
    </a>
  );
}
