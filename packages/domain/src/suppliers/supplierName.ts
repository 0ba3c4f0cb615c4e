import { commonMessage } from '../messages/it-IT/common.ts';
import type { Supplier } from './types.ts';

/**
 * The name shown for a supplier: name1 and name2 joined by a space (002 §3.5 "Supplier: code,
 * name1, name2"; 002 §3.10 "org_suppliers name1/name2"), e.g. 'Rossi Impianti' + 'S.r.l.' →
 * 'Rossi Impianti S.r.l.'. Blank parts are skipped; with no name the code is shown, and with
 * neither '-' (DECISIONS.md).
 */
export function supplierDisplayName(
  supplier: Pick<Supplier, 'name1' | 'name2' | 'code'> | null | undefined,
): string {
  const name = [supplier?.name1, supplier?.name2]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');
  if (name !== '') return name;
  const code = supplier?.code?.trim() ?? '';
  return code !== '' ? code : commonMessage('common.missingValue');
}
