import type { SupplierRecord } from '@portineria/api-client';
import { describe, expect, it } from 'vitest';
import {
  supplierCompanyFormState,
  supplierCompanySave,
  supplierCompanySchemaFields,
  validateSupplierCompanyFormState,
} from './supplierCompanyFormState.ts';

const stored: SupplierRecord = {
  id: '1',
  code: 'FOR-001',
  name1: 'Idraulica Bianchi S.r.l.',
  name2: null,
  vat: '01234567890',
  nin: null,
  street: 'Via Padova 14',
  zip: '20127',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  email: 'info@idraulicabianchi.example',
  landline: null,
  mobile: null,
  emailAccounting: 'amministrazione@idraulicabianchi.example',
  emailPlanning: null,
  emailSystem: null,
  categories: 'Idraulico,Termoidraulico',
  keywords: 'caldaie',
  cover: null,
  systemStatus: 'enabled',
  certificationStatus: 'validated',
  status: 'enabled',
  qualifications: null,
  createdAt: '2026-12-01T08:00:00.000Z',
  updatedAt: '2026-12-07T08:00:00.000Z',
  version: '2026-12-07T08:00:00.000Z',
};

describe('the Anagrafica form of the supplier company editor (002 §2.9, §5.6, §7.5)', () => {
  it('002 §5.6 "Categories are comma-delimited tags": the form holds the categories and keywords as tags and saves them with the version', () => {
    const state = supplierCompanyFormState(stored);
    expect(state.categories).toEqual(['Idraulico', 'Termoidraulico']);
    expect(state.keywords).toEqual(['caldaie']);
    const save = supplierCompanySave(
      { ...state, categories: [...state.categories, 'Fabbro'], emailPlanning: ' ' },
      stored,
    );
    expect(save).toMatchObject({
      categories: ['Idraulico', 'Termoidraulico', 'Fabbro'],
      keywords: ['caldaie'],
      emailAccounting: 'amministrazione@idraulicabianchi.example',
      emailPlanning: null,
      version: '2026-12-07T08:00:00.000Z',
    });
  });

  it('002 §5.6 "The keyword area is shown at level 2 or more. Extra emails are shown above level 1": what the level does not read is neither sent nor nulled', () => {
    const levelOne = { ...stored } as Partial<SupplierRecord>;
    delete levelOne.keywords;
    delete levelOne.emailAccounting;
    delete levelOne.emailPlanning;
    delete levelOne.emailSystem;
    const company = levelOne as SupplierRecord;
    const save = supplierCompanySave(supplierCompanyFormState(company), company);
    expect(Object.keys(save)).not.toContain('keywords');
    expect(Object.keys(save)).not.toContain('emailAccounting');
    expect(supplierCompanySchemaFields(company)).not.toContain('keywords');
    expect(supplierCompanySchemaFields(company)).not.toContain('emailSystem');
    expect(supplierCompanySchemaFields(stored)).toContain('keywords');
  });

  it('002 §5.5 e-mail rule: a wrong extra e-mail is named by domain, a valid form has no message', () => {
    const state = { ...supplierCompanyFormState(stored), emailSystem: 'non-una-mail' };
    expect(Object.keys(validateSupplierCompanyFormState(state))).toEqual(['emailSystem']);
    expect(validateSupplierCompanyFormState(supplierCompanyFormState(stored))).toEqual({});
  });
});
