/**
 * The Anagrafica tab of the supplier company editor (002 §2.9, §5.6, §7.5): its state made from
 * the company as its profile reads it, domain's validator over it, and the save the gateway takes
 * — every field of domain's form schema (a missing one as null, 002 §7.5), the categories and the
 * keywords as tag lists (joined by comma on the wire), with the version the form was loaded at.
 */
import type { SupplierCompanySave, SupplierRecord } from '@portineria/api-client';
import {
  SUPPLIER_COMPANY_FORM_SCHEMA,
  parseSupplierCategories,
  validateForm,
  type SupplierCompanyFormField,
} from '@portineria/domain';
import type { FormFieldMap } from '../../records/recordCreateForm.ts';

/** The supplier's own additions: the extra e-mails (002 §5.6 "Extra emails"). */
export const EXTRA_EMAIL_FIELDS = ['emailAccounting', 'emailPlanning', 'emailSystem'] as const;

/** The form's values: the extra e-mails as typed, the tags as lists, the loaded version. */
export interface SupplierCompanyFormState {
  emailAccounting: string;
  emailPlanning: string;
  emailSystem: string;
  categories: string[];
  keywords: string[];
  version: string;
}

/** Each wire field is held in the form field of the same name. */
export const SUPPLIER_COMPANY_FORM_FIELD: FormFieldMap<SupplierCompanyFormState> = {
  emailAccounting: 'emailAccounting',
  emailPlanning: 'emailPlanning',
  emailSystem: 'emailSystem',
  categories: 'categories',
  keywords: 'keywords',
};

/** The form's values of the company as read (a field the level does not read is empty). */
export function supplierCompanyFormState(company: SupplierRecord): SupplierCompanyFormState {
  return {
    emailAccounting: company.emailAccounting ?? '',
    emailPlanning: company.emailPlanning ?? '',
    emailSystem: company.emailSystem ?? '',
    categories: parseSupplierCategories(company.categories),
    keywords: parseSupplierCategories(company.keywords),
    version: company.version ?? company.updatedAt,
  };
}

/** Domain's messages of the form (002 §5.5 e-mail rules, §5.6), by wire field. */
export function validateSupplierCompanyFormState(
  state: SupplierCompanyFormState,
): Partial<Record<SupplierCompanyFormField, string>> {
  return validateForm(
    {
      ...state,
      categories: state.categories.join(','),
      keywords: state.keywords.join(','),
    },
    SUPPLIER_COMPANY_FORM_SCHEMA,
  );
}

/** The save: the form's fields over the company as read, an emptied e-mail as null. */
export function supplierCompanySave(
  state: SupplierCompanyFormState,
  company: SupplierRecord,
): SupplierCompanySave {
  const save: SupplierCompanySave = {
    ...company,
    categories: state.categories,
    version: state.version,
  };
  // A field the level does not read is not sent back (the gateway keeps it as it is).
  if (company.keywords !== undefined) save.keywords = state.keywords;
  else delete save.keywords;
  for (const field of EXTRA_EMAIL_FIELDS) {
    if (company[field] === undefined) {
      delete save[field];
      continue;
    }
    const typed = state[field].trim();
    save[field] = typed === '' ? null : typed;
  }
  return save;
}

/** The wire fields the save sends, null when missing (002 §7.5): domain's form schema's. */
export function supplierCompanySchemaFields(company: SupplierRecord): string[] {
  return (Object.keys(SUPPLIER_COMPANY_FORM_SCHEMA) as SupplierCompanyFormField[]).filter(
    (field) =>
      !(field === 'keywords' && company.keywords === undefined) &&
      !(
        (EXTRA_EMAIL_FIELDS as readonly string[]).includes(field) &&
        company[field as keyof SupplierRecord] === undefined
      ),
  );
}
