/**
 * The changelog page /{ROLE}/changelog (002 §2.5): 'Novità e aggiornamenti', a subtitle, Ricarica
 * and the markdown of the changelog call. The text is shown as plain paragraphs: no HTML of the
 * document is ever interpreted, so neither raw HTML nor `javascript:` links can run.
 */
import { message } from '@portineria/domain';
import { Button, EmptyState, Skeleton } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { apiClient } from '../app/apiClient.ts';
import { webMessage } from '../messages/it-IT.ts';
import * as styles from './pages.css.ts';

export function ChangelogScreen() {
  const changelog = useQuery({
    queryKey: ['changelog', 'web'],
    queryFn: ({ signal }) => apiClient.changelog.getWeb({ signal }),
    staleTime: 60_000,
  });
  const paragraphs = (changelog.data ?? '')
    .split(/\n{2,}/)
    .map((block) => block.replace(/^#+\s*/gm, '').trim())
    .filter((block) => block !== '');
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{message('routing.title.changelog')}</h2>
      <p className={styles.text}>{webMessage('changelog.subtitle')}</p>
      <div>
        <Button
          variant="outlined"
          icon={<RefreshCw size={16} aria-hidden />}
          pending={changelog.isFetching}
          onClick={() => void changelog.refetch()}
        >
          {webMessage('app.reload')}
        </Button>
      </div>
      {changelog.isPending ? (
        <Skeleton lines={6} />
      ) : changelog.isError ? (
        <EmptyState title={webMessage('list.error')} />
      ) : (
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.text}>
            {paragraph}
          </p>
        ))
      )}
    </section>
  );
}
