/** The 403 page (000 §2, §8): why access is refused, from the session's forbidden reason. */
import { forbiddenPage, message } from '@portineria/domain';
import { Button } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';
import { loginUrl } from '../lib/loginService.ts';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from '../styles/pages.css.ts';

export function ForbiddenPage() {
  const error = useSession((snapshot) => snapshot.context.error);
  const page = error?.kind === 'forbidden' ? error : forbiddenPage('noUser');
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{message(page.titleKey)}</h1>
      <p className={styles.text}>{message(page.textKey)}</p>
      <Button onClick={() => window.location.assign(loginUrl())}>
        {webMessage('session.forbidden.backToLogin')}
      </Button>
    </main>
  );
}
