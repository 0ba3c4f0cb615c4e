export {
  listOrder,
  listSortOf,
  listSortParam,
  listStateSearch,
  readListState,
} from './listState.ts';
export type {
  ListParams,
  ListRequestOrder,
  ListSort,
  ListState,
  ListStateOptions,
} from './listState.ts';
export {
  LIST_EXPORT_PAGE_SIZE,
  LIST_EXPORT_ROW_LIMIT,
  SPREADSHEET_SHEET_NAME_MAX_LENGTH,
  isListExportTruncated,
  listExportFileName,
  listExportPages,
  spreadsheetSheetName,
} from './listExport.ts';
export type { ListExportPage } from './listExport.ts';
