/**
 * The SYS dashboard (000 §2 Dashboards: "Each role has /{ROLE}/dashboard"): the spec describes no
 * widget for the back office, so it shows its title and the active company. ORG, SPL and USR have
 * their own dashboards (src/dashboard/).
 */
import { matchRoute, routeTitleKey, routingMessage } from '@portineria/domain';
import { useLocation } from 'react-router-dom';
import { webMessage } from '../../messages/startMessages.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import * as styles from '../../styles/pages.css.ts';

export function RoleDashboard() {
  const { pathname } = useLocation();
  const match = matchRoute(pathname);
  const company = useSession((snapshot) => snapshot.context.companyName) ?? '';
  return (
    <section className={styles.page} data-testid="dashboard">
      <h2 className={styles.heading}>{match ? routingMessage(routeTitleKey(match)) : ''}</h2>
      <p className={styles.text}>{webMessage('dashboard.text', { company })}</p>
    </section>
  );
}
