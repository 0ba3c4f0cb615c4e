/**
 * The classes of the dry run of the data check (ours, beyond 002 §4.5: the user sees what the
 * import would do before it runs; `importBatchPlan` classifies the rows) and their labels.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';

/** A key of the import area's messages. */
type ImportMessageKey = keyof typeof importMessages;

/** What the import would do with a row. */
export type DryRunClass = 'wouldInsert' | 'wouldUpdate' | 'wouldIgnore' | 'invalid' | 'error';

const CLASS_LABEL_KEYS: Readonly<Record<DryRunClass, ImportMessageKey>> = {
  wouldInsert: 'import.dryRun.wouldInsert',
  wouldUpdate: 'import.dryRun.wouldUpdate',
  wouldIgnore: 'import.dryRun.wouldIgnore',
  invalid: 'import.dryRun.invalid',
  error: 'import.dryRun.error',
};

/** The Italian label of a dry-run class ('Da inserire', 'Da aggiornare', 'Da ignorare', 'Non valido', 'Verifica non riuscita'). */
export function dryRunClassLabel(dryRunClassValue: DryRunClass): string {
  return importMessage(CLASS_LABEL_KEYS[dryRunClassValue]);
}
