/**
 * What a route shows when its code failed to load or threw: a message and 'Ricarica'. The error
 * is reported (000 §8) when error reporting is on. Inside the shell (a screen failed) it is the
 * content of the shell's `<main>`; alone (the layout itself failed) it is the page's `<main>`.
 */
import { Button } from '@portineria/ui';
import { useEffect } from 'react';
import { reportError } from '../lib/errorReporting.ts';
import { webMessage } from '../messages/startMessages.ts';
import * as styles from '../styles/pages.css.ts';

export function RouteErrorPage({ error, inShell }: { error: unknown; inShell: boolean }) {
  useEffect(() => reportError(error), [error]);
  const Landmark = inShell ? 'div' : 'main';
  return (
    <Landmark className={styles.centred}>
      <h1 className={styles.heading}>{webMessage('error.title')}</h1>
      <p className={styles.text}>{webMessage('app.chunkError')}</p>
      <Button onClick={() => window.location.reload()}>{webMessage('app.reload')}</Button>
    </Landmark>
  );
}
