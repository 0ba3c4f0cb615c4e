import { describe, expect, it } from 'vitest';
import {
  FOLDER_DASHBOARD_VIEWS,
  FOLDER_EMPTY_CONTENT,
  folderDashboardViewOf,
  folderViewCriteria,
  isEmptyFolder,
} from './folderViews.ts';

describe('FOLDER_DASHBOARD_VIEWS', () => {
  it('000 §3 "Folder counts: empty, expired, expiring": three views in that order, labelled as DECISIONS.md "Folder views in the folders list" words them', () => {
    // Act
    const views = FOLDER_DASHBOARD_VIEWS.map((view) => [view.id, view.label]);

    // Assert
    expect(views).toEqual([
      ['empty', 'Da caricare'],
      ['expired', 'Scadute'],
      ['expiring', 'In scadenza'],
    ]);
  });

  it('000 §7 "filters: status empty + isRequired + uploadableBySpl; status expired; isExpiring": each view carries its call\'s filters', () => {
    // Act
    const filters = Object.fromEntries(
      FOLDER_DASHBOARD_VIEWS.map((view) => [view.id, view.filters]),
    );

    // Assert
    expect(filters).toEqual({
      empty: { status: 'empty', isRequired: true, uploadableBySpl: true },
      expired: { status: 'expired' },
      expiring: { isExpiring: true },
    });
  });
});

describe('folderDashboardViewOf', () => {
  it('DECISIONS.md "Folder views in the folders list": names a view by its id, and none for a state filter, an unknown name or no name', () => {
    // Act
    const read = ['expiring', 'DONE', 'scadute', '', null, undefined].map(
      (view) => folderDashboardViewOf(view)?.id ?? null,
    );

    // Assert
    expect(read).toEqual(['expiring', null, null, null, null, null]);
  });
});

describe('folderViewCriteria', () => {
  it('DECISIONS.md "Folder views in the folders list": the list asks the server for a view by its id under `folderView`', () => {
    // Act
    const criteria = folderViewCriteria('expired');

    // Assert
    expect(criteria).toEqual({ folderView: 'expired' });
  });
});

describe('isEmptyFolder', () => {
  it('000 §7 "status empty"; DECISIONS.md "A FORM folder is empty until its form is submitted": a FINAL_DOC folder waits for documents, a FORM folder for its form', () => {
    // Act
    const content = FOLDER_EMPTY_CONTENT;

    // Assert
    expect(content).toEqual({ FINAL_DOC: 'documents', FORM: 'form' });
  });

  it('DECISIONS.md "A FORM folder is empty until its form is submitted": a FORM folder stays empty until its form is submitted, whatever its items, and is not empty once submitted or approved', () => {
    // Act
    const read = [
      isEmptyFolder({ kind: 'FORM', items: [], formData: null }),
      isEmptyFolder({ kind: 'FORM', items: [] }),
      isEmptyFolder({ kind: 'FORM', items: [{ status: 1 }], formData: null }),
      isEmptyFolder({ kind: 'FORM', items: [], formData: { legalRepresentative: 'Paolo' } }),
    ];

    // Assert
    expect(read).toEqual([true, true, true, false]);
  });

  it('000 §7 "status empty": a FINAL_DOC folder is empty while it has no document item, and a form sent with it does not fill it', () => {
    // Act
    const read = [
      isEmptyFolder({ kind: 'FINAL_DOC', items: [] }),
      isEmptyFolder({ kind: 'FINAL_DOC', items: null }),
      isEmptyFolder({ kind: 'FINAL_DOC', items: [], formData: { notes: 'x' } }),
      isEmptyFolder({ kind: 'FINAL_DOC', items: [{ status: 0 }] }),
    ];

    // Assert
    expect(read).toEqual([true, true, true, false]);
  });
});
