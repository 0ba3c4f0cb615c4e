/** /ORG/dashboard/settings: the wizard arrives with issue #6; the page shows its title meanwhile. */
import { message } from '@portineria/domain';
import * as styles from './pages.css.ts';

export function DashboardSettingsScreen() {
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{message('routing.title.dashboardSettings')}</h2>
    </section>
  );
}
