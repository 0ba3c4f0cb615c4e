/**
 * Italian defaults still read through the merged `uiMessage`: the data table's and the colour
 * swatches'. Every other group keeps its keys in its own file, which its components read through
 * the group's lookup, so that a component bundles only the strings of the groups it renders.
 */
export const baseMessages = {
  // Forms
  'colorSwatch.label': 'Colore {index}',
  // Data table
  'table.selectAll': 'Seleziona tutte le righe',
  'table.selectRow': 'Seleziona la riga',
  'table.columns': 'Colonne',
  'table.previousPage': 'Pagina precedente',
  'table.nextPage': 'Pagina successiva',
  'table.page': 'Pagina {page} di {pages}',
  'table.rowsPerPage': 'Righe per pagina',
  'table.loadingMore': 'Caricamento di altri elementi…',
  'table.sortAscending': 'Ordinato in modo crescente',
  'table.sortDescending': 'Ordinato in modo decrescente',
} as const;
