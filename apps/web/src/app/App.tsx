/**
 * The app's providers, outermost first: the query cache, react-aria's Italian locale, the session
 * (which drives the router, and whose start loads the redirect's code and data; error reports follow
 * its profile), and the router.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from 'react-aria';
import { RouterProvider } from 'react-router-dom';
import { appRoutes, createAppRouter } from '../routes/router.tsx';
import { SessionProvider } from '../session/SessionProvider.tsx';
import { queryClient } from '../lib/queryClient.ts';
import { ErrorReportingIdentity } from './ErrorReportingIdentity.tsx';
import { SessionStartPreload } from './SessionStartPreload.tsx';

const router = createAppRouter();

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="it-IT">
        <SessionProvider router={router}>
          <ErrorReportingIdentity />
          <SessionStartPreload routes={appRoutes} />
          <RouterProvider router={router} />
        </SessionProvider>
      </I18nProvider>
    </QueryClientProvider>
  );
}
