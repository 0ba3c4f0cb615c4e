/**
 * The Loading screen of the session start (000 §2): 'Stai per accedere con il profilo' and the
 * company name of the active profile, until the session machine redirects (2 s, or at once with
 * the skip query).
 */
import { sessionMessage } from '@portineria/domain';
import { ProgressBar } from '@portineria/ui';
import { webMessage } from '../messages/startMessages.ts';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from '../styles/pages.css.ts';

export function LoadingScreen() {
  const companyName = useSession((snapshot) => snapshot.context.companyName);
  return (
    <main className={styles.centred} aria-busy="true">
      <h1 className={styles.heading}>{sessionMessage('session.loading.accessingWithProfile')}</h1>
      <p className={styles.company} data-testid="loading-company">
        {companyName ?? webMessage('session.loading.noCompany')}
      </p>
      <ProgressBar value={null} label={webMessage('app.loading')} />
    </main>
  );
}
