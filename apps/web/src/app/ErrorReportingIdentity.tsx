/**
 * Keeps error reports (000 §8) about the active profile: its id is sent with every report, and
 * the signed-in user's name, e-mail and token are scrubbed from whatever a report carries.
 */
import { useEffect } from 'react';
import { setReportedIdentity } from '../lib/errorReporting.ts';
import { currentToken } from '../lib/tokenStore.ts';
import { useSession } from '../session/SessionProvider.tsx';

export function ErrorReportingIdentity() {
  const profileId = useSession((snapshot) => snapshot.context.activeProfile?.profile_id);
  const email = useSession((snapshot) => snapshot.context.user?.email);
  const displayName = useSession((snapshot) => snapshot.context.user?.displayName);
  useEffect(() => {
    const personal = [email, displayName, currentToken()].filter(
      (value): value is string => typeof value === 'string' && value !== '',
    );
    setReportedIdentity({ profileId, personal });
  }, [profileId, email, displayName]);
  return null;
}
