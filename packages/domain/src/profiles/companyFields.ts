/**
 * The company data 'La mia azienda' shows (002 §2.9 "Anagrafica (read-only certified data)",
 * §3.9 "Organisation or supplier company (read-only): name1, name2, vat, nin, street, zip, city,
 * province, country, codeEInvoice, emailEInvoice (Pec), email, landline, mobile, fax"), in the
 * spec's order. Nobody edits them from the platform: they are certified.
 */
export const COMPANY_REGISTRY_FIELDS = [
  'name1',
  'name2',
  'vat',
  'nin',
  'street',
  'zip',
  'city',
  'province',
  'country',
  'codeEInvoice',
  'emailEInvoice',
  'email',
  'landline',
  'mobile',
  'fax',
] as const;

/** One of {@link COMPANY_REGISTRY_FIELDS}. */
export type CompanyRegistryField = (typeof COMPANY_REGISTRY_FIELDS)[number];
