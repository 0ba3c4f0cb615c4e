import { describe, expect, it } from 'vitest';
import { FOLDER_STATUS } from './constants.ts';
import {
  DEFAULT_FOLDER_FILTER,
  FOLDER_FILTERS,
  folderFilterCriteria,
  folderFilterOf,
} from './folderFilters.ts';

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

describe('folderFilterCriteria', () => {
  it.each([
    ['TODO', { status: { $in: [0] } }],
    ['IN_PROGRESS', { status: { $in: [1] } }],
    ['DONE', { status: { $in: [2] } }],
  ] as const)(
    '001 §4.7: "Filter options: Da fare (TODO), Da completare (IN_PROGRESS), Completati (DONE)" — the server is asked for %s folders only',
    (filterId, expected) => {
      // Act
      const criteria = folderFilterCriteria(filterId);

      // Assert
      expect(criteria).toEqual(expected);
    },
  );

  it('001 §4.7 "Mostra tutti (ALL)" asks for no state, so a MISSING folder (3) is listed only there (DECISIONS.md "MISSING folders")', () => {
    // Act
    const all = folderFilterCriteria('ALL');
    const single = (['TODO', 'IN_PROGRESS', 'DONE'] as const).map(folderFilterCriteria);

    // Assert
    expect(all).toEqual({});
    expect(single.flatMap((criteria) => (criteria.status as { $in: number[] }).$in)).not.toContain(
      3,
    );
  });
});

describe('folderFilterOf', () => {
  it.each([
    ['TODO', 'TODO'],
    ['IN_PROGRESS', 'IN_PROGRESS'],
    ['DONE', 'DONE'],
    ['ALL', 'ALL'],
  ] as const)('001 §4.7: the address ?view=%s selects the filter %s', (view, expected) => {
    // Act
    const filterId = folderFilterOf(view);

    // Assert
    expect(filterId).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['expired'], ['in_progress']])(
    'DECISIONS.md "Default filter": no view, or one that is not a folder filter (%j), reads as \'Mostra tutti\'',
    (view) => {
      // Act
      const filterId = folderFilterOf(view);

      // Assert
      expect(filterId).toBe('ALL');
    },
  );
});
