/**
 * The standard error state of a failed read (a record's screen, an editor's tab): 'Impossibile
 * caricare l’elemento' with 'Riprova', which reads again.
 */
import { Button, EmptyState } from '@portineria/ui';
import { webMessage } from '../messages/it-IT.ts';

/** Props of {@link ReadFailed}. */
export interface ReadFailedProps {
  /** Reads again (the failed query's `refetch`). */
  retry: () => unknown;
}

export function ReadFailed({ retry }: ReadFailedProps) {
  return (
    <EmptyState
      title={webMessage('detail.error')}
      action={
        <Button variant="outlined" onClick={() => void retry()}>
          {webMessage('detail.retry')}
        </Button>
      }
    />
  );
}
