/**
 * The app's providers, outermost first: the query cache, react-aria's Italian locale, the session
 * (which drives the router through the app's history, and whose start loads the redirect's code and
 * data; error reports follow its profile), and the router.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { createAppHistory, sessionRouterOf } from '../routes/appHistory.ts';
import { AppRoutes, appRoutes } from '../routes/router.tsx';
import { prepareNavigation, preloadRouteData } from '../routes/routeTable.ts';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { queryClient } from '../lib/queryClient.ts';
import { ErrorReportingIdentity } from './ErrorReportingIdentity.tsx';
import { SessionStartPreload } from './SessionStartPreload.tsx';

// A navigation starts its screen's queries as it begins, alongside the screen's code.
const history = createAppHistory({
  prepare: (path) => prepareNavigation(appRoutes, path),
  onPop: (path) => preloadRouteData(appRoutes, path),
});
const sessionRouter = sessionRouterOf(history);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="it-IT">
        <SessionProvider router={sessionRouter}>
          <ErrorReportingIdentity />
          <SessionStartPreload routes={appRoutes} />
          <HistoryRouter history={history}>
            <AppRoutes />
          </HistoryRouter>
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
