/**
 * The changelog page /{ROLE}/changelog (002 §2.5): 'Novità e aggiornamenti', a subtitle, Ricarica
 * and the markdown of the api-client's changelog query, rendered by the app's safe markdown subset
 * (`content/markdown.ts`): React elements only, so raw HTML is shown as text and `javascript:`
 * links are never made.
 */
import { routingMessage } from '@portineria/domain';
import { Button, EmptyState, Skeleton } from '@portineria/ui';
import { getChangelogQueryOptions } from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { RefreshCw } from 'lucide-react';
import { apiClient } from '../../lib/apiClient.ts';
import { Markdown } from '../../content/SafeContent.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import * as styles from '../../styles/pages.css.ts';

export function ChangelogScreen() {
  // Cached for 60 s (002 §7.3); Ricarica asks again at once.
  const changelog = useQuery(getChangelogQueryOptions(apiClient));
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>{routingMessage('routing.title.changelog')}</h2>
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
        <Markdown source={changelog.data} topLevel={3} className={styles.markdown} />
      )}
    </section>
  );
}
