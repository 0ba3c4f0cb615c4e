import { FOLDER_STATUS, type TransitionActor } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import {
  FOLDER_FORM_FIELD_MAP,
  emptyFolderFormState,
  folderFormDraftKey,
  folderFormEvent,
  folderFormStartValues,
  mayFillFolderForm,
} from './FolderForm.tsx';

const TODAY = '2026-12-07';

/** A profile as the folder rules read it: its role only (DECISIONS.md "Qualification folder lifecycle" 4). */
const actorOf = (role: string) => ({ role, permissions: [] }) as unknown as TransitionActor;

describe('the FORM folder form (DECISIONS.md "Qualification folder forms")', () => {
  it('starts from the form as last sent (a folder sent back is corrected, not retyped), the kept draft over it', () => {
    // Act
    const start = folderFormStartValues(
      { legalRepresentative: 'Paolo Bianchi', employeeCount: 12, truthfulness: true, notes: null },
      '2027-06-30',
      { employeeCount: '14' },
    );

    // Assert
    expect(start).toEqual({
      ...emptyFolderFormState(),
      legalRepresentative: 'Paolo Bianchi',
      employeeCount: '14',
      truthfulness: true,
      expiresOn: '2027-06-30',
    });
  });

  it('sends SUBMIT with the expiry apart and every field of the form', () => {
    // Arrange
    const state = {
      ...emptyFolderFormState(),
      legalRepresentative: 'Paolo',
      expiresOn: '2027-06-30',
    };

    // Act
    const event = folderFormEvent(state);

    // Assert
    expect(event).toEqual({
      type: 'SUBMIT',
      expiresOn: '2027-06-30',
      form: {
        legalRepresentative: 'Paolo',
        durcValidUntil: '',
        insurance: '',
        employeeCount: '',
        safetyManager: '',
        notes: '',
        truthfulness: false,
      },
    });
  });

  it("puts the gateway's form.<field> errors beside their fields, and keeps the draft in the one draft store per profile and folder", () => {
    expect(FOLDER_FORM_FIELD_MAP['form.insurance']).toBe('insurance');
    expect(FOLDER_FORM_FIELD_MAP.expiresOn).toBe('expiresOn');
    expect(folderFormDraftKey('41', 'portineria:spl:7')).toBe(
      'portineria.folderForm.portineria:spl:7.41',
    );
  });

  it('the supplier fills it in while the folder is to do or sent back; not under review, and never the organisation', () => {
    // Arrange
    const supplier = actorOf('spl_3');
    const organisation = actorOf('org_3');
    const folder = { status: FOLDER_STATUS.TODO, _organization: 7, kind: 'FORM' as const };

    // Act & Assert
    expect(mayFillFolderForm(folder, supplier, TODAY)).toBe(true);
    expect(mayFillFolderForm({ ...folder, status: FOLDER_STATUS.MISSING }, supplier, TODAY)).toBe(
      true,
    );
    expect(
      mayFillFolderForm({ ...folder, status: FOLDER_STATUS.IN_PROGRESS }, supplier, TODAY),
    ).toBe(false);
    expect(mayFillFolderForm(folder, organisation, TODAY)).toBe(false);
  });
});
