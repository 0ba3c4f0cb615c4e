/**
 * The 403 page (000 §2, §8): why access is refused — the session start's refusal, the reason in
 * the address after a reload, or no user — and, for a signed-in user opening it by hand, that
 * nothing was refused (domain `forbiddenPageFor`).
 */
import { dashboardHref, forbiddenPageFor, sessionMessage } from '@portineria/domain';
import { Button } from '@portineria/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { webMessage } from '../messages/startMessages.ts';
import { loginUrl } from '../lib/loginService.ts';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from '../styles/pages.css.ts';
import { LoadingScreen } from './LoadingScreen.tsx';

export function ForbiddenPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const starting = useSession((snapshot) => snapshot.matches('starting'));
  const refusal = useSession((snapshot) =>
    snapshot.context.error?.kind === 'forbidden' ? snapshot.context.error.reason : undefined,
  );
  const signedIn = useSession((snapshot) => snapshot.context.user !== null);
  const roleType = useSession((snapshot) => snapshot.context.roleType);
  // Until the session knows its user, whatever the page said could be untrue.
  if (starting) return <LoadingScreen />;
  const page = forbiddenPageFor({ refusal, addressReason: search.get('reason'), signedIn });
  const toDashboard = page.reason === 'notRefused' && roleType !== undefined;
  return (
    <main className={styles.centred}>
      <h1 className={styles.heading}>{sessionMessage(page.titleKey)}</h1>
      <p className={styles.text}>{sessionMessage(page.textKey)}</p>
      {toDashboard ? (
        <Button onClick={() => void navigate(dashboardHref(roleType))}>
          {webMessage('session.forbidden.toDashboard')}
        </Button>
      ) : (
        <Button onClick={() => window.location.assign(loginUrl())}>
          {webMessage('session.forbidden.backToLogin')}
        </Button>
      )}
    </main>
  );
}
