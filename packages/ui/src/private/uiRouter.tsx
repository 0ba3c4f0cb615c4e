/**
 * The router of ui's links, in a module of its own: the app's root renders the provider, and the
 * links (with their messages) load with the screens that show them.
 */
import { createContext, useMemo } from 'react';
import type { ReactNode } from 'react';

/** Props of {@link UiRouterProvider}: the app router's `navigate` and, optionally, `useHref`. */
export interface UiRouterProviderProps {
  /** Navigates client-side to a link's `href` (as given to the link, before `useHref`). */
  navigate: (href: string) => void;
  /** The address written in a link's `href` for a destination (a router's base path); a hook. */
  useHref?: (href: string) => string;
  children?: ReactNode;
}

export interface UiRouter {
  /** Absent without a provider: links are plain links. */
  navigate?: (href: string) => void;
  useHref: (href: string) => string;
}

const sameHref = (href: string) => href;
export const UiRouterContext = createContext<UiRouter>({ useHref: sameHref });

/**
 * The app's router for ui links (the same props as react-aria's `RouterProvider`, which this
 * replaces on the links): under it a `RouterLink` navigates client-side with `navigate`.
 */
export function UiRouterProvider({
  navigate,
  useHref = sameHref,
  children,
}: UiRouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref }), [navigate, useHref]);
  return <UiRouterContext value={router}>{children}</UiRouterContext>;
}
