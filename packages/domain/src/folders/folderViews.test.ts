import { describe, expect, it } from 'vitest';
import {
  FOLDER_DASHBOARD_VIEWS,
  folderDashboardViewOf,
  folderViewCriteria,
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
