import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../validation/fieldLabels.ts';
import { COMPANY_REGISTRY_FIELDS } from './companyFields.ts';

describe('the company data of La mia azienda (002 §3.9)', () => {
  it('002 §3.9: lists the read-only company fields in the spec order, each with its label', () => {
    expect(COMPANY_REGISTRY_FIELDS).toEqual([
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
    ]);
    expect(COMPANY_REGISTRY_FIELDS.map(fieldLabel)).toEqual([
      'Ragione sociale',
      'Ragione sociale (seguito)',
      'Partita IVA',
      'Codice fiscale',
      'Indirizzo',
      'CAP',
      'Città',
      'Provincia',
      'Nazione',
      'Codice destinatario',
      'Pec',
      'Email',
      'Telefono fisso',
      'Cellulare',
      'Fax',
    ]);
  });
});
