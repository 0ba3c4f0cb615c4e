/**
 * Italian defaults of the data components (keys prefixed by the component, camelCase).
 * The DataTable keys already in `base.ts` (`table.selectAll`, `table.selectRow`, `table.columns`,
 * `table.previousPage`, `table.nextPage`, `table.page`, `table.rowsPerPage`, `table.loadingMore`,
 * `table.sortAscending`, `table.sortDescending`) and the empty states (`emptyState.*`) are read from
 * there and not repeated here.
 */
export const dataMessages = {
  // DataTable: the first and last page buttons and the name of the pagination bar.
  'table.firstPage': 'Prima pagina',
  'table.lastPage': 'Ultima pagina',
  'table.pagination': 'Paginazione',
  // DataTable: the rows shown out of the total, beside the page number.
  'table.range': '{from}–{to} di {total}',
  // DataTable: the error state (000 §8 "List loading failure") and its retry button.
  'table.error': 'Impossibile caricare gli elementi',
  'table.retry': 'Riprova',
  // DataTable: the name of the card list of the grid view (002 §2.11 grid/table toggle).
  'table.cards': 'Elementi',
  // RecordList: the search field's accessible name (its placeholder is 'toolbar.search', 'Cerca...'
  // of 002 §2.11) and what an empty cell shows.
  'recordList.searchLabel': 'Cerca in {title}',
  'recordList.emptyValue': '-',
  // RecordList: a sortable column's header button, after the column's name: the order it shows
  // and what activating it does (none → crescente → decrescente → the list's default order).
  'recordList.sort.none': 'non ordinata, attiva per ordinare in modo crescente',
  'recordList.sort.ascending': 'in ordine crescente, attiva per ordinare in modo decrescente',
  'recordList.sort.descending': "in ordine decrescente, attiva per tornare all'ordine predefinito",
  // RecordList: the sort choice of the card view, where there are no column headers.
  'recordList.sort.label': 'Ordina per',
  'recordList.sort.default': 'Ordine predefinito',
  'recordList.sort.optionAscending': '{column}, crescente',
  'recordList.sort.optionDescending': '{column}, decrescente',
} as const;
