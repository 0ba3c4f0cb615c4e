/**
 * The dry run of the data check (ours, beyond 002 §4.5): each row is looked up by its primary key
 * and nothing is written, so the user sees what the import would do before it runs.
 */
import { importMessage } from '../messages/it-IT/import.ts';
import type { importMessages } from '../messages/it-IT/import.ts';

/** A key of the import area's messages. */
type ImportMessageKey = keyof typeof importMessages;

/**
 * What the lookup found for a row: no record ('new'), a record ('existing'), a row that failed the
 * pre-validation and is not looked up ('invalid'), or a lookup that failed ('error').
 */
export type DryRunFinding = 'new' | 'existing' | 'invalid' | 'error';

/** The dry-run finding of one row. */
export interface DryRunRow {
  readonly row: number;
  readonly key: string;
  readonly finding: DryRunFinding;
  /** The pre-validation or lookup message of an invalid or error row; null otherwise. */
  readonly description: string | null;
}

/** What the import would do with a row. */
export type DryRunClass = 'wouldInsert' | 'wouldUpdate' | 'wouldIgnore' | 'invalid' | 'error';

/**
 * What the import would do with a row, for the current update-existing option (002 §4.5: an
 * existing record is updated when the option is on, ignored when it is off). Kept apart from the
 * finding so that switching the option re-classifies without a new lookup.
 */
export function dryRunClass(finding: DryRunFinding, updateExisting: boolean): DryRunClass {
  switch (finding) {
    case 'new':
      return 'wouldInsert';
    case 'existing':
      return updateExisting ? 'wouldUpdate' : 'wouldIgnore';
    case 'invalid':
      return 'invalid';
    case 'error':
      return 'error';
    default:
      finding satisfies never;
      throw new Error(`dryRunClass: unknown finding ${String(finding)}`);
  }
}

/** The dry run's counts by class. */
export function dryRunSummary(
  rows: readonly Pick<DryRunRow, 'finding'>[],
  updateExisting: boolean,
): Readonly<Record<DryRunClass, number>> {
  const counts = { wouldInsert: 0, wouldUpdate: 0, wouldIgnore: 0, invalid: 0, error: 0 };
  for (const row of rows) counts[dryRunClass(row.finding, updateExisting)] += 1;
  return counts;
}

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
