/**
 * What a route shows when its code failed to load or threw: a message and 'Ricarica'. The error
 * is reported (000 §8) when error reporting is on.
 */
import { Button } from '@portineria/ui';
import { useEffect } from 'react';
import { reportError } from '../lib/errorReporting.ts';
import { webMessage } from '../messages/startMessages.ts';
import * as styles from '../styles/pages.css.ts';

export function RouteErrorPage({ error }: { error: unknown }) {
  useEffect(() => reportError(error), [error]);
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{webMessage('error.title')}</h1>
      <p className={styles.text}>{webMessage('app.chunkError')}</p>
      <Button onClick={() => window.location.reload()}>{webMessage('app.reload')}</Button>
    </main>
  );
}
