import { CircleAlert, RotateCw } from 'lucide-react';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import * as styles from './DataTable.css.ts';
import type { DataTableLabels } from './dataTableLabels.ts';

export interface DataTableEmptyProps {
  /** A search or filter is active: 'Nessun risultato trovato' with its hint. */
  filtered: boolean;
  labels: DataTableLabels;
}

/**
 * The empty state of the DataTable (000 §8): 'Nessun elemento da visualizzare', or 'Nessun
 * risultato trovato' / 'Prova a modificare i criteri di ricerca' when a search or filter is active.
 * It is a status so that a search emptying the list is announced.
 */
export function DataTableEmpty({ filtered, labels }: DataTableEmptyProps) {
  return (
    <div
      className={styles.stateRegion}
      role="status"
      data-state={filtered ? 'no-results' : 'empty'}
    >
      <EmptyState
        variant={filtered ? 'noResults' : 'empty'}
        title={filtered ? labels.noResults : labels.empty}
        description={filtered ? labels.noResultsHint : null}
      />
    </div>
  );
}

export interface DataTableErrorProps {
  /** A message replacing 'Impossibile caricare gli elementi' (e.g. the server's). */
  message?: string;
  /** Shows 'Riprova'. */
  onRetry?: () => void;
  labels: DataTableLabels;
}

/** The error state of the DataTable (000 §8 "List loading failure"), with 'Riprova'. */
export function DataTableError({ message, onRetry, labels }: DataTableErrorProps) {
  return (
    <div className={styles.statePanel} role="alert" data-state="error">
      <CircleAlert size={32} aria-hidden className={styles.stateIconError} />
      <p className={styles.stateTitle}>{message ?? labels.error}</p>
      {onRetry ? (
        <Button
          variant="outlined"
          size="small"
          icon={<RotateCw size={16} aria-hidden />}
          onClick={onRetry}
        >
          {labels.retry}
        </Button>
      ) : null}
    </div>
  );
}
