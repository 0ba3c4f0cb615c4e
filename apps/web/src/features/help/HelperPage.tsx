/**
 * The help page (000 §2 Route forms; 002 §2.4, §7.2): /helper/{pageId}?path=…, no shell. The
 * page comes from the api-client's helper query once the session has a profile; its HTML body is
 * rebuilt by `SafeHtml` (allow-listed tags, checked links, nothing injected). On failure:
 * 'Helper non disponibile per questa sezione'.
 */
import { DEFAULT_HELPER_PAGE_ID, routingMessage } from '@portineria/domain';
import { EmptyState, ProgressBar } from '@portineria/ui';
import { useParams, useSearchParams } from 'react-router-dom';
import { SafeHtml } from '../../content/SafeContent.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import * as styles from '../../styles/pages.css.ts';
import { useHelperPage } from './useHelperPage.ts';

export function HelperPage() {
  const [search] = useSearchParams();
  const { pageId = DEFAULT_HELPER_PAGE_ID } = useParams();
  const path = search.get('path') ?? '/';
  const profileUid = useSession((snapshot) => snapshot.context.activeProfile?.uid);
  const sessionOver = useSession(
    (snapshot) => snapshot.status === 'done' || snapshot.matches('loggingOut'),
  );
  const help = useHelperPage(pageId, path, profileUid !== undefined);
  return (
    <main className={styles.article}>
      <h1 className={styles.heading}>
        {help.page?.title ?? routingMessage('routing.title.helper')}
      </h1>
      <p className={styles.text}>{webMessage('helper.text', { path })}</p>
      {help.error || sessionOver ? (
        <EmptyState title={webMessage('shell.helpUnavailable')} />
      ) : help.page ? (
        <SafeHtml html={help.page.body} topLevel={2} className={styles.markdown} />
      ) : (
        <ProgressBar value={null} label={webMessage('shell.helpLoading')} />
      )}
    </main>
  );
}
