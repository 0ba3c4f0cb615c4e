/** The address fields the registries share (002 §3.8 building card, §3.9 supplier, contacts). */
import { fieldsOf } from '../../records/fields.ts';

/** A registry record with an address. */
export interface AddressRow {
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  province?: string | null;
  country?: string | null;
}

/** Indirizzo, CAP, Città, Provincia and Nazione of a registry record. */
export function addressFields<Row extends AddressRow>() {
  const field = fieldsOf<Row>();
  return {
    street: field.text('street', 'field.street', (row) => row.street),
    zip: field.text('zip', 'field.zip', (row) => row.zip),
    city: field.text('city', 'field.city', (row) => row.city),
    province: field.text('province', 'field.province', (row) => row.province),
    country: field.text('country', 'field.country', (row) => row.country),
  };
}
