/**
 * Import constants missing from `../constants/constants.ts` (the spec-wide one,
 * IMPORT_ACCEPTED_EXTENSIONS, lives there).
 */

/**
 * The spreadsheet row number of the first data row: the first sheet's row 1 holds the headers
 * (002 §5.4 'Headers are normalised'), so the n-th data row (0-based index i) is row i + 2. Error
 * rows carry this number (002 §3.7 'Error row: row, key, description, warning flag') so that the
 * user finds the row in the spreadsheet as the spreadsheet numbers it.
 */
export const IMPORT_FIRST_DATA_ROW_NUMBER = 2;

/** Where the import model of an application is downloaded from: /master/{appCfg}.xlsx (002 §7.4). */
export const IMPORT_MODEL_PATH_TEMPLATE = '/master/{appCfg}.xlsx';
