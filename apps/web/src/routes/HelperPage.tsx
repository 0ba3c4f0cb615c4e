/**
 * The help page (000 §2 Route forms; 002 §2.4, §7.2): /helper/{pageId}?path=…, no shell. The
 * page comes from the helper call of the api-client once the session has a profile; its HTML body
 * is rebuilt by `SafeHtml` (allow-listed tags, checked links, nothing injected). On failure:
 * 'Helper non disponibile per questa sezione'.
 */
import { DEFAULT_HELPER_PAGE_ID, HELPER_SPINNER_MIN_MS, message } from '@portineria/domain';
import { EmptyState, ProgressBar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { SafeHtml } from '../content/SafeContent.tsx';
import { webMessage } from '../messages/it-IT.ts';
import { useSession } from '../session/SessionProvider.tsx';
import * as styles from './pages.css.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function HelperPage() {
  const [search] = useSearchParams();
  const { pageId = DEFAULT_HELPER_PAGE_ID } = useParams();
  const path = search.get('path') ?? '/';
  const profileUid = useSession((snapshot) => snapshot.context.activeProfile?.uid);
  const sessionOver = useSession(
    (snapshot) => snapshot.status === 'done' || snapshot.matches('loggingOut'),
  );
  const page = useQuery({
    queryKey: ['helper', pageId, path, profileUid],
    queryFn: async ({ signal }) => {
      const [result] = await Promise.all([
        apiClient.helper.getPage(pageId, { path }, { signal }),
        wait(HELPER_SPINNER_MIN_MS),
      ]);
      return result;
    },
    enabled: profileUid !== undefined,
    retry: false,
  });
  return (
    <main className={styles.article}>
      <h1 className={styles.heading}>{page.data?.title ?? message('routing.title.helper')}</h1>
      <p className={styles.text}>{webMessage('helper.text', { path })}</p>
      {page.isError || sessionOver ? (
        <EmptyState title={webMessage('shell.helpUnavailable')} />
      ) : page.data ? (
        <SafeHtml html={page.data.body} topLevel={2} className={styles.markdown} />
      ) : (
        <ProgressBar value={null} label={webMessage('shell.helpLoading')} />
      )}
    </main>
  );
}
