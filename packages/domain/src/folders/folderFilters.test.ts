import { describe, expect, it } from 'vitest';
import { FOLDER_STATUS } from './constants.ts';
import { DEFAULT_FOLDER_FILTER, FOLDER_FILTERS, filterFolders } from './folderFilters.ts';

const folders = [
  { id: 'a', status: FOLDER_STATUS.TODO },
  { id: 'b', status: FOLDER_STATUS.IN_PROGRESS },
  { id: 'c', status: FOLDER_STATUS.DONE },
  { id: 'd', status: FOLDER_STATUS.MISSING },
  { id: 'e', status: FOLDER_STATUS.TODO },
];

describe('FOLDER_STATUS', () => {
  it('001 §3: "Qualification folder: states TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3"', () => {
    // Assert
    expect(FOLDER_STATUS).toEqual({ TODO: 0, IN_PROGRESS: 1, DONE: 2, MISSING: 3 });
  });
});

describe('FOLDER_FILTERS', () => {
  it('001 §4.7: "Filter options: Da fare (TODO), Da completare (IN_PROGRESS), Completati (DONE), Mostra tutti (ALL)"', () => {
    // Act
    const options = FOLDER_FILTERS.map(({ id, label }) => [id, label]);

    // Assert
    expect(options).toEqual([
      ['TODO', 'Da fare'],
      ['IN_PROGRESS', 'Da completare'],
      ['DONE', 'Completati'],
      ['ALL', 'Mostra tutti'],
    ]);
    expect(DEFAULT_FOLDER_FILTER).toBe('ALL');
  });
});

describe('filterFolders', () => {
  it.each([
    ['TODO', ['a', 'e']],
    ['IN_PROGRESS', ['b']],
    ['DONE', ['c']],
    ['ALL', ['a', 'b', 'c', 'd', 'e']],
  ] as const)('001 §4.7: "Filter options" — %s keeps %j', (filterId, expectedIds) => {
    // Act
    const kept = filterFolders(folders, filterId);

    // Assert
    expect(kept.map((folder) => folder.id)).toEqual(expectedIds);
  });

  it('001 §4.7: "Mostra tutti (ALL)" returns a new list, leaving the input untouched', () => {
    // Act
    const kept = filterFolders(folders, 'ALL');

    // Assert
    expect(kept).not.toBe(folders);
    expect(filterFolders([], 'TODO')).toEqual([]);
  });
});
