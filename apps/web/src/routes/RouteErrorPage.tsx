/** What a route shows when its code failed to load or threw: a message and 'Ricarica'. */
import { Button } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from '../styles/pages.css.ts';

export function RouteErrorPage() {
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{webMessage('error.title')}</h1>
      <p className={styles.text}>{webMessage('app.chunkError')}</p>
      <Button onClick={() => window.location.reload()}>{webMessage('app.reload')}</Button>
    </main>
  );
}
