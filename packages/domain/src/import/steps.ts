/**
 * The steps of the import wizard (002 §2.7 'Steps 0 to 4: model download, file upload, data
 * check, import progress, outcome'; §4.5). The Italian titles are ours: the spec gives none.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';

/** A key of the import area's messages. */
type ImportMessageKey = keyof typeof importMessages;

/** A step of the wizard: 0 model download, 1 file upload, 2 data check, 3 import progress, 4 outcome. */
export type ImportStep = 0 | 1 | 2 | 3 | 4;

/** One step of the wizard, with the message key of its title. */
export interface ImportStepDefinition {
  readonly step: ImportStep;
  readonly id: 'modelDownload' | 'fileUpload' | 'dataCheck' | 'importProgress' | 'outcome';
  readonly titleKey: ImportMessageKey;
}

/** The five steps in order (002 §2.7). */
export const IMPORT_STEPS: readonly ImportStepDefinition[] = [
  { step: 0, id: 'modelDownload', titleKey: 'import.step.modelDownload' },
  { step: 1, id: 'fileUpload', titleKey: 'import.step.fileUpload' },
  { step: 2, id: 'dataCheck', titleKey: 'import.step.dataCheck' },
  { step: 3, id: 'importProgress', titleKey: 'import.step.importProgress' },
  { step: 4, id: 'outcome', titleKey: 'import.step.outcome' },
];

/** The Italian title of a step ('Scarica il modello', 'Carica il file', 'Verifica i dati', 'Importazione in corso', 'Esito'). */
export function importStepTitle(step: ImportStep): string {
  const definition = IMPORT_STEPS[step] as ImportStepDefinition;
  return importMessage(definition.titleKey);
}
