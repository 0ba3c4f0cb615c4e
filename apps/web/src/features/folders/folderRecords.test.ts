import { describe, expect, it } from 'vitest';
import { listViewChipLabels, listViewOf } from '../../records/listView.ts';
import { FOLDERS } from './folderRecords.ts';

const views = FOLDERS.views;

describe('the folders list filters (001 §4.7)', () => {
  it('offers "Da fare (TODO), Da completare (IN_PROGRESS), Completati (DONE), Mostra tutti (ALL)" in that order', () => {
    // Act
    const options = views?.options.map((option) => [option.id, option.label]);

    // Assert
    expect(options).toEqual([
      ['TODO', 'Da fare'],
      ['IN_PROGRESS', 'Da completare'],
      ['DONE', 'Completati'],
      ['ALL', 'Mostra tutti'],
    ]);
  });

  it("asks the server for the chosen state only (TODO 0, IN_PROGRESS 1, DONE 2, 001 §3), and for every state under 'Mostra tutti'", () => {
    // Act
    const criteria = Object.fromEntries(
      (views?.options ?? []).map((option) => [option.id, option.criteria]),
    );

    // Assert
    expect(criteria).toEqual({
      TODO: { status: { $in: [0] } },
      IN_PROGRESS: { status: { $in: [1] } },
      DONE: { status: { $in: [2] } },
      ALL: {},
    });
  });

  it('reads the filter from ?view=, \'Mostra tutti\' without one or for a dashboard view that is not a filter (DECISIONS.md "Default filter")', () => {
    // Act
    const read = [null, 'IN_PROGRESS', 'DONE', 'expired'].map((view) => views?.selectedOf(view));

    // Assert
    expect(read).toEqual(['ALL', 'IN_PROGRESS', 'DONE', 'ALL']);
  });
});

describe('the folders list opened from a dashboard folder chip (000 §3; DECISIONS.md "Folder views in the folders list")', () => {
  it.each([
    ['empty', 'Da caricare'],
    ['expired', 'Scadute'],
    ['expiring', 'In scadenza'],
  ])(
    '?view=%s shows the chip "%s", asks the server for that view and presses no filter by state',
    (view, label) => {
      // Act
      const chosen = listViewOf('splFoldersList', {}, view, views);

      // Assert
      expect(chosen).toEqual({
        dashboard: { label, criteria: { folderView: view } },
        ownId: null,
        criteria: { folderView: view },
      });
    },
  );

  it.each([['empty'], ['expired'], ['expiring']])(
    "?view=%s: the chip is removed by 'Rimuovi vista', named after its view, so 'Mostra tutti' is only the filter by state (DECISIONS.md \"A list's view chip is removed by 'Rimuovi vista'\")",
    (view) => {
      // Arrange
      const chosen = listViewOf('splFoldersList', {}, view, views);
      const filters = (views?.options ?? []).map((option) => option.label);

      // Act
      const labels = listViewChipLabels(chosen.dashboard?.label ?? '');

      // Assert
      expect(labels).toEqual({
        chip: `Vista: ${chosen.dashboard?.label ?? ''}`,
        remove: 'Rimuovi vista',
        removeName: `Rimuovi vista: ${chosen.dashboard?.label ?? ''}`,
      });
      expect(filters.filter((label) => label === 'Mostra tutti')).toHaveLength(1);
      expect(filters).not.toContain(labels.remove);
    },
  );

  it("?view=DONE is the list's own filter 'Completati', with no dashboard chip", () => {
    // Act
    const chosen = listViewOf('splFoldersList', {}, 'DONE', views);

    // Assert
    expect(chosen).toEqual({ dashboard: null, ownId: 'DONE', criteria: { status: { $in: [2] } } });
  });

  it.each([['scadute'], ['missing'], [null]])(
    '?view=%s, neither a filter nor a dashboard view, falls back to \'Mostra tutti\' (DECISIONS.md "Default filter")',
    (view) => {
      // Act
      const chosen = listViewOf('splFoldersList', {}, view, views);

      // Assert
      expect(chosen).toEqual({ dashboard: null, ownId: 'ALL', criteria: {} });
    },
  );
});
