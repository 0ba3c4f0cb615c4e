/**
 * The role dashboard frame (000 §2 Dashboards). The widgets arrive with issue #6; until then the
 * page shows its title and the active company so every role lands on a real screen.
 */
import { matchRoute, message, routeTitleKey } from '@portineria/domain';
import { useLocation } from 'react-router-dom';
import { webMessage } from '../messages/it-IT.ts';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from './pages.css.ts';

export function RoleDashboard() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const company = useSession((snapshot) => snapshot.context.companyName) ?? '';
  return (
    <section className={styles.page} data-testid="dashboard">
      <h2 className={styles.heading}>{match ? message(routeTitleKey(match)) : ''}</h2>
      <p className={styles.text}>{webMessage('dashboard.text', { company })}</p>
    </section>
  );
}
