/** Reading and showing a field of a record with domain's formatters (000 §9). */
import { formatDate, formatDateTime, formatMoney } from '@portineria/domain';
import { webMessage } from '../messages/it-IT.ts';
import type { EntityField } from './entityTable.ts';

/** The value at a dotted path ('org_buildings.name'), or undefined. */
export function valueAt(record: Readonly<Record<string, unknown>>, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The text of a field: dates as DD/MM/YYYY, amounts as '1.234,50 €', booleans Sì/No, '-' when empty. */
export function fieldText(record: Readonly<Record<string, unknown>>, field: EntityField): string {
  const value = valueAt(record, field.key);
  if (value === undefined || value === null || value === '') return webMessage('detail.empty');
  switch (field.format ?? 'text') {
    case 'date':
      return formatDate(value as string);
    case 'datetime':
      return formatDateTime(value as string);
    case 'money':
      return formatMoney(value as number | string);
    case 'boolean':
      return webMessage(value === true ? 'detail.yes' : 'detail.no');
    case 'status':
    case 'text':
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    default:
      return String(value);
  }
}
