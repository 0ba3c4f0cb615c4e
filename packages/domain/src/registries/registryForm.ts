/**
 * The fields of a registry's form and their rules (001 §2.2–2.4; 000 §5 tax code, phone; 002 §5.5
 * zip, province, email; §3.8 the contact and building cards): one rule book the web form and the
 * gateway's writes both read, drawn from the import's columns (`importSchemaFor`) so that a row
 * typed and a row imported meet the same rules. Where the form differs from the import:
 *
 * - contacts: the tax code is optional on the form (the import needs it as its key) and only its
 *   length is checked; the VAT number is not checked (a client may be foreign). A person's form
 *   has no company names, a client's no first and last name (002 §2.9 category);
 * - buildings: the code is optional (the import's key); nin is hidden for private buildings
 *   (002 §3.8);
 * - units: the floor is free text ('PT', 'S1') where the import reads a number, and the interior
 *   (the import's) is not kept by the gateway.
 */
import { importSchemaFor, isPrivateBuildingCategory } from '../import/schemas.ts';
import type { ImportColumn } from '../import/schemas.ts';
import { ninRule, requiredRule } from '../validation/rules.ts';

/** The registries with a form. */
export type RegistryFormEntity = 'contacts' | 'buildings' | 'units';

const PERSON_ONLY = ['firstname', 'lastname'];
const CLIENT_ONLY = ['name1', 'name2'];

/** A contact's form columns for its category (person, client, or either when unknown). */
function contactColumns(category: string | null | undefined): ImportColumn[] {
  const columns = importSchemaFor('contacts', { category: category ?? null }).columns.filter(
    (column) =>
      !(category === 'person' && CLIENT_ONLY.includes(column.name)) &&
      !(category === 'client' && PERSON_ONLY.includes(column.name)),
  );
  return columns.map((column) =>
    column.name === 'nin'
      ? { ...column, rules: [ninRule] }
      : column.name === 'vat'
        ? { name: 'vat', type: 'string' }
        : column,
  );
}

/**
 * The form columns of a registry for the route's category ('person' or 'client' for contacts,
 * 'private' or 'condominium' for buildings): their names in the form's order and their rules.
 */
export function registryFormColumns(
  entity: RegistryFormEntity,
  category?: string | null,
): readonly ImportColumn[] {
  switch (entity) {
    case 'contacts':
      return contactColumns(category);
    case 'buildings':
      return importSchemaFor('buildings', {
        category: isPrivateBuildingCategory(category) ? 'private' : null,
      }).columns.filter((column) => column.name !== 'code');
    case 'units':
      return importSchemaFor('units')
        .columns.filter((column) => column.name !== 'interior')
        .map((column) =>
          column.name === 'floor' ? { name: 'floor', type: 'string' as const } : column,
        );
    default:
      return entity satisfies never;
  }
}

/** Whether a form column must be filled (its rules start with the required rule). */
export function isRequiredColumn(column: Pick<ImportColumn, 'rules'>): boolean {
  return column.rules?.includes(requiredRule) ?? false;
}
