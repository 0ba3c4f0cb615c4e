/**
 * The screen of a route whose screen is not built yet — the creation (/new) screens until their
 * forms exist — goes to its list instead (replacing the address), so
 * no read-only placeholder pretends to be a form. The lists offer no NUOVO meanwhile.
 */
import { matchRoute } from '@portineria/domain';
import { Navigate, useLocation } from 'react-router-dom';
import { routeHref, siblingRoute } from '../records/routeLinks.ts';
import { NotFoundPage } from '../records/NotFoundPage.tsx';

export function RedirectToList() {
  const location = useLocation();
  const match = matchRoute(location.pathname);
  const list = match ? siblingRoute(match.route, 'list') : undefined;
  const href = match && list ? routeHref(list, match.params) : undefined;
  return href ? <Navigate to={href} replace /> : <NotFoundPage />;
}
