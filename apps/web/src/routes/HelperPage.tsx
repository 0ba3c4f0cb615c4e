/**
 * The help page (000 §2 Route forms; 002 §2.4): /helper/{pageId}?path=…, no shell. The page
 * body comes from the helper call of the api-client once the session has a profile.
 */
import { message } from '@portineria/domain';
import { useSearchParams } from 'react-router-dom';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from './pages.css.ts';

export function HelperPage() {
  const [search] = useSearchParams();
  const path = search.get('path') ?? '/';
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{message('routing.title.helper')}</h1>
      <p className={styles.text}>{webMessage('helper.text', { path })}</p>
    </main>
  );
}
