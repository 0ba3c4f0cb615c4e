import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { FOLDER_STATUS } from './constants.ts';
import { applyFolderTransition, folderActions, folderHistoryFieldLabel } from './folderActions.ts';
import {
  FOLDER_FORM_FIELDS,
  folderFormErrors,
  isFolderFormComplete,
  normalizeFolderForm,
} from './folderForm.ts';
import type { FolderLifecycleRecord } from './folderLifecycle.machine.ts';

const SUPPLIER = makeProfile({ role: 'spl_3', company_type: 'sys_suppliers' });
const TODAY = '2026-12-07';

const COMPLETE = {
  legalRepresentative: '  Paolo Bianchi ',
  durcValidUntil: '2027-03-31',
  insurance: 'Assicurazioni Torre, polizza n. RC-2026-118',
  employeeCount: '12',
  safetyManager: '',
  notes: null,
  truthfulness: true,
};

function formFolder(overrides: Partial<FolderLifecycleRecord> = {}): FolderLifecycleRecord {
  return {
    status: FOLDER_STATUS.TODO,
    _organization: 7,
    uploadableBySpl: true,
    documentCount: 0,
    kind: 'FORM',
    ...overrides,
  };
}

describe('the folder form (001 §3 "Folder kind: FORM"; DECISIONS.md "Qualification folder forms" 1–2)', () => {
  it('DECISIONS.md "Qualification folder forms" 1: every FORM folder asks the same seven fields, in this order, with their labels', () => {
    expect(FOLDER_FORM_FIELDS.map((field) => `${field.name}: ${field.label}`)).toEqual([
      'legalRepresentative: Legale rappresentante',
      'durcValidUntil: DURC regolare fino al',
      'insurance: Polizza RC (compagnia e numero)',
      'employeeCount: Numero di dipendenti',
      'safetyManager: Responsabile della sicurezza (RSPP)',
      'notes: Note',
      'truthfulness: Dichiaro che i dati indicati sono veritieri',
    ]);
  });

  it('stores only its fields: texts trimmed, the number of employees as a number, empty values null', () => {
    expect(normalizeFolderForm({ ...COMPLETE, other: 'x' })).toEqual({
      legalRepresentative: 'Paolo Bianchi',
      durcValidUntil: '2027-03-31',
      insurance: 'Assicurazioni Torre, polizza n. RC-2026-118',
      employeeCount: 12,
      safetyManager: null,
      notes: null,
      truthfulness: true,
    });
  });

  it('DECISIONS.md "Qualification folder forms" 2: a complete form has no error', () => {
    expect(folderFormErrors(COMPLETE, TODAY)).toEqual({});
    expect(isFolderFormComplete(COMPLETE, TODAY)).toBe(true);
  });

  it('DECISIONS.md "Qualification folder forms" 2: an empty form names each required field and the declaration', () => {
    expect(folderFormErrors({}, TODAY)).toEqual({
      legalRepresentative: 'Compila il campo «Legale rappresentante»',
      durcValidUntil: 'Compila il campo «DURC regolare fino al»',
      insurance: 'Compila il campo «Polizza RC (compagnia e numero)»',
      employeeCount: 'Compila il campo «Numero di dipendenti»',
      truthfulness: 'Conferma che i dati indicati sono veritieri',
    });
  });

  it('DECISIONS.md "Qualification folder forms" 2: a past DURC date, a bad number and an over-long text are refused; their limits pass', () => {
    expect(
      folderFormErrors(
        {
          ...COMPLETE,
          durcValidUntil: '2026-12-06',
          employeeCount: '3,5',
          legalRepresentative: 'x'.repeat(81),
        },
        TODAY,
      ),
    ).toEqual({
      durcValidUntil: '«DURC regolare fino al» non può essere una data passata',
      employeeCount: '«Numero di dipendenti» deve essere un numero intero da 0 a 100000',
      legalRepresentative: '«Legale rappresentante» deve avere al massimo 80 caratteri',
    });
    expect(
      folderFormErrors(
        {
          ...COMPLETE,
          durcValidUntil: TODAY,
          employeeCount: 0,
          legalRepresentative: 'x'.repeat(80),
        },
        TODAY,
      ),
    ).toEqual({});
  });
});

describe('a FORM folder in the lifecycle (DECISIONS.md "Qualification folder forms" 3)', () => {
  it('is sent for review with its complete form and no document: the form is written with the expiry', () => {
    const result = applyFolderTransition(
      formFolder(),
      { type: 'SUBMIT', expiresOn: '2027-12-31', form: COMPLETE },
      SUPPLIER,
      TODAY,
    );

    expect(result).toMatchObject({
      ok: true,
      state: 'inProgress',
      changes: {
        status: FOLDER_STATUS.IN_PROGRESS,
        expiresOn: '2027-12-31',
        formData: normalizeFolderForm(COMPLETE),
      },
    });
  });

  it('an incomplete form is a VALIDATION error on form and on each field, as form.<field>', () => {
    const result = applyFolderTransition(
      formFolder(),
      { type: 'SUBMIT', expiresOn: '2027-12-31', form: { ...COMPLETE, truthfulness: false } },
      SUPPLIER,
      TODAY,
    );

    expect(result).toEqual({
      ok: false,
      code: 'VALIDATION',
      message: 'Completa il modulo prima di inviare la cartella',
      fieldErrors: {
        form: 'Completa il modulo prima di inviare la cartella',
        'form.truthfulness': 'Conferma che i dati indicati sono veritieri',
      },
    });
  });

  it("the supplier's 'Invia in revisione' is enabled on a FORM folder without documents; a FINAL_DOC one still needs one", () => {
    const formSubmit = folderActions(formFolder(), SUPPLIER, TODAY).find(
      (action) => action.id === 'submit',
    );
    const documentsSubmit = folderActions(formFolder({ kind: 'FINAL_DOC' }), SUPPLIER, TODAY).find(
      (action) => action.id === 'submit',
    );

    expect(formSubmit).toMatchObject({ enabled: true });
    expect(documentsSubmit).toMatchObject({
      enabled: false,
      reason: 'Carica almeno un documento prima di inviare la cartella',
    });
  });

  it('a FINAL_DOC folder ignores a form sent with it and writes none', () => {
    const result = applyFolderTransition(
      formFolder({ kind: 'FINAL_DOC', documentCount: 1 }),
      { type: 'SUBMIT', expiresOn: '2027-12-31', form: {} },
      SUPPLIER,
      TODAY,
    );

    expect(result).toMatchObject({ ok: true });
    expect(result.ok && 'formData' in result.changes).toBe(false);
  });

  it('the history names the form field', () => {
    expect(folderHistoryFieldLabel('formData')).toBe('Modulo');
  });
});
