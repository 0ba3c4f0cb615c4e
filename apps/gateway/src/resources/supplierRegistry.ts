/**
 * A supplier named on a record (an order's supplier, a claim's insurer or loss adjuster) must be
 * one of the organisation's registry (000 §3 "Supplier or organisation"): reading a company of
 * the platform directory is not enough to give it work.
 */
import type { FieldError } from '../http/errors.ts';
import type { ResourceRequest } from '../layer/resource.ts';
import { resourceMessages } from './messages.ts';

/** Field errors for the supplier fields of an input that are not in the caller's registry. */
export async function registryErrors(
  request: ResourceRequest,
  input: Record<string, unknown>,
  fields: readonly string[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const field of fields) {
    const value = input[field];
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) continue;
    const found = await request.deps.db
      .selectFrom('organization_suppliers')
      .select('id')
      .where('supplier_id', '=', value)
      .where('organization_id', '=', request.scope.companyId)
      .executeTakeFirst();
    if (found === undefined) {
      errors.push({ field, message: resourceMessages.supplierNotInRegistry });
    }
  }
  return errors;
}
