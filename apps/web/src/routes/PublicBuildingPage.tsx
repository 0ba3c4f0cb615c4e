/**
 * The public building page (000 §2 Route forms; 001 §2.5): /buildings/{idBuilding}, also opened as
 * /buildings.html?id=…; no shell, no session needed. The gateway renders it as HTML (fast,
 * indexable, readable without signing in), so a page load never reaches this route. An in-app
 * navigation does: it loads the server's page. If this document itself was served for the URL,
 * the server has no such page, and the app says so instead of reloading for ever.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NotFoundPage } from '../records/NotFoundPage.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';

/** Whether the document now shown was loaded for `href` (the server answered it with the app). */
function documentWasServedFor(href: string): boolean {
  const [entry] = performance.getEntriesByType('navigation');
  return (
    entry !== undefined && new URL(entry.name).href === new URL(href, window.location.href).href
  );
}

export function PublicBuildingPage() {
  const { pathname, search } = useLocation();
  const target = `${pathname}${search}`;
  const [servedHere] = useState(() => documentWasServedFor(target));
  useEffect(() => {
    if (!servedHere) window.location.assign(target);
  }, [servedHere, target]);
  return servedHere ? <NotFoundPage /> : <LoadingScreen />;
}
