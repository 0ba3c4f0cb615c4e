/**
 * The file of the import wizard (002 §5.4, §7.4, §9): which files are accepted and where the model
 * spreadsheet is downloaded from.
 */
import { IMPORT_ACCEPTED_EXTENSIONS } from '../constants/constants.ts';
import { IMPORT_MODEL_PATH_TEMPLATE } from './constants.ts';

/**
 * Whether a file may be uploaded (002 §5.4 'Only .xls and .xlsx are accepted. The first sheet is
 * read.'): its name ends with .xls or .xlsx, in any case ('Condomini.XLSX' is accepted). The name
 * is checked, not the content: a file that cannot be read is reported by the parse step.
 */
export function isAcceptedImportFile(fileName: string): boolean {
  const lowerCaseName = fileName.trim().toLowerCase();
  return IMPORT_ACCEPTED_EXTENSIONS.some(
    (extension) => lowerCaseName.endsWith(extension) && lowerCaseName.length > extension.length,
  );
}

/** The `accept` attribute of the file input: '.xls,.xlsx'. */
export const IMPORT_FILE_INPUT_ACCEPT = IMPORT_ACCEPTED_EXTENSIONS.join(',');

/**
 * The download path of an application's import model, /master/{appCfg}.xlsx (002 §7.4). The
 * configured source that may replace it is the app's to choose. `appCfg` is encoded as one path
 * segment.
 */
export function importModelPath(appCfg: string): string {
  return IMPORT_MODEL_PATH_TEMPLATE.replace('{appCfg}', encodeURIComponent(appCfg));
}
