import { uiMessage } from '../messages/it-IT.ts';

/** Every visible or announced text of the DataTable, each replaceable through `labels`. */
export interface DataTableLabels {
  /** 'Seleziona tutte le righe': the header checkbox. */
  selectAll: string;
  /** 'Seleziona la riga': each row's checkbox (its row header describes it). */
  selectRow: string;
  /** 'Colonne': the column visibility menu. */
  columns: string;
  /** 'Prima pagina'. */
  firstPage: string;
  /** 'Pagina precedente'. */
  previousPage: string;
  /** 'Pagina successiva'. */
  nextPage: string;
  /** 'Ultima pagina'. */
  lastPage: string;
  /** 'Pagina {page} di {pages}'. */
  page: string;
  /** '{from}–{to} di {total}'. */
  range: string;
  /** 'Righe per pagina'. */
  rowsPerPage: string;
  /** 'Paginazione': the name of the pagination bar. */
  pagination: string;
  /** 'Caricamento di altri elementi…': infinite loading. */
  loadingMore: string;
  /** 'Caricamento in corso': announced while the skeleton rows show. */
  loading: string;
  /** 'Nessun elemento da visualizzare' (000 §8). */
  empty: string;
  /** 'Nessun risultato trovato' (000 §8), when a search or filter is active. */
  noResults: string;
  /** 'Prova a modificare i criteri di ricerca' (000 §8). */
  noResultsHint: string;
  /** 'Impossibile caricare gli elementi'. */
  error: string;
  /** 'Riprova'. */
  retry: string;
  /** 'Elementi': the name of the card list of the grid view. */
  cards: string;
}

/** The Italian defaults of {@link DataTableLabels}. */
export function dataTableDefaultLabels(): DataTableLabels {
  return {
    selectAll: uiMessage('table.selectAll'),
    selectRow: uiMessage('table.selectRow'),
    columns: uiMessage('table.columns'),
    firstPage: uiMessage('table.firstPage'),
    previousPage: uiMessage('table.previousPage'),
    nextPage: uiMessage('table.nextPage'),
    lastPage: uiMessage('table.lastPage'),
    page: uiMessage('table.page'),
    range: uiMessage('table.range'),
    rowsPerPage: uiMessage('table.rowsPerPage'),
    pagination: uiMessage('table.pagination'),
    loadingMore: uiMessage('table.loadingMore'),
    loading: uiMessage('skeleton.label'),
    empty: uiMessage('emptyState.title'),
    noResults: uiMessage('emptyState.noResults'),
    noResultsHint: uiMessage('emptyState.noResultsHint'),
    error: uiMessage('table.error'),
    retry: uiMessage('table.retry'),
    cards: uiMessage('table.cards'),
  };
}

/** Fills the `{name}` placeholders of a (possibly replaced) label. */
export function fillLabel(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
