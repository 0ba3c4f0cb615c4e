/**
 * The entry of the web app: the self-hosted font and base styles of the design system, the theme
 * class on <html> (portalled dialogs render into <body> and need its variables), Italian dates,
 * the console silenced in production and error reporting when a DSN is configured (000 §8).
 */
// First: the session start's reads begin before the rest of the app is evaluated.
import './app/beginSessionStart.ts';
import '@portineria/ui/fonts';
import '@portineria/ui/styles';
import { DATE_LOCALE } from '@portineria/domain';
import { lightTheme } from '@portineria/ui';
import dayjs from 'dayjs';
import 'dayjs/locale/it';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { silenceConsoleInProduction } from './lib/consoleOutput.ts';
import { startErrorReporting } from './lib/errorReporting.ts';

silenceConsoleInProduction(console, {
  production: import.meta.env.PROD,
  keep: (window as { portineriaKeepConsole?: boolean }).portineriaKeepConsole === true,
});

// Off unless the deployment's runtime configuration has a DSN: then the SDK's chunk loads.
void startErrorReporting();

dayjs.locale(DATE_LOCALE);
document.documentElement.classList.add(lightTheme);
document.documentElement.lang = 'it';

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
