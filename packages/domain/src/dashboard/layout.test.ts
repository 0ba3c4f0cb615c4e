import { describe, expect, it } from 'vitest';
import {
  cellSizesOf,
  DASHBOARD_VARIANTS,
  emptyDashboardConfiguration,
  gridPlacement,
  gridRowHeights,
  isDashboardVariant,
  isSameCellSize,
} from './layout.ts';

const shorthand = (variant: (typeof DASHBOARD_VARIANTS)[number]) =>
  cellSizesOf(variant).map(({ width, height }) => `${width}x${height}`);

describe('DASHBOARD_VARIANTS', () => {
  it('000 §9: "Dashboard layouts: 3 variants" — variant1, variant2, variant3', () => {
    expect(DASHBOARD_VARIANTS).toEqual(['variant1', 'variant2', 'variant3']);
  });
});

describe('cellSizesOf', () => {
  it('000 §3: "variant1 = six 2x1, three 4x1, three 4x2"', () => {
    expect(shorthand('variant1')).toEqual([
      ...Array<string>(6).fill('2x1'),
      ...Array<string>(3).fill('4x1'),
      ...Array<string>(3).fill('4x2'),
    ]);
  });

  it('000 §3: "variant2 = three 4x1, three 4x2, six 2x1"', () => {
    expect(shorthand('variant2')).toEqual([
      ...Array<string>(3).fill('4x1'),
      ...Array<string>(3).fill('4x2'),
      ...Array<string>(6).fill('2x1'),
    ]);
  });

  it('000 §3: "variant3 = four 2x1, three 4x2, two 4x1"', () => {
    expect(shorthand('variant3')).toEqual([
      ...Array<string>(4).fill('2x1'),
      ...Array<string>(3).fill('4x2'),
      ...Array<string>(2).fill('4x1'),
    ]);
  });

  it('returns fresh objects, so a caller cannot change the layout of another', () => {
    const first = cellSizesOf('variant1');
    first[0]!.width = 4;

    expect(cellSizesOf('variant1')[0]).toEqual({ width: 2, height: 1 });
  });
});

describe('isDashboardVariant', () => {
  it.each([
    ['variant1', true],
    ['variant3', true],
    ['variant4', false],
    [undefined, false],
    [1, false],
  ])('000 §3: "variant (variant1, variant2 or variant3)" — %s → %s', (value, expected) => {
    expect(isDashboardVariant(value)).toBe(expected);
  });
});

describe('isSameCellSize', () => {
  it('000 §4: "its size equals the cell size" compares width and height', () => {
    expect(isSameCellSize({ width: 4, height: 2 }, { width: 4, height: 2 })).toBe(true);
    expect(isSameCellSize({ width: 4, height: 1 }, { width: 4, height: 2 })).toBe(false);
    expect(isSameCellSize({ width: 2, height: 1 }, { width: 4, height: 1 })).toBe(false);
  });
});

describe('gridPlacement', () => {
  it('000 §3: "(width x height, 4-column grid)" — variant1 pairs the 2x1 cells, then full rows', () => {
    const placement = gridPlacement('variant1').map(({ row, column, rowSpan, columnSpan }) => [
      row,
      column,
      rowSpan,
      columnSpan,
    ]);

    expect(placement).toEqual([
      [1, 1, 1, 2],
      [1, 3, 1, 2],
      [2, 1, 1, 2],
      [2, 3, 1, 2],
      [3, 1, 1, 2],
      [3, 3, 1, 2],
      [4, 1, 1, 4],
      [5, 1, 1, 4],
      [6, 1, 1, 4],
      [7, 1, 2, 4],
      [9, 1, 2, 4],
      [11, 1, 2, 4],
    ]);
  });

  it('000 §3: variant2 — the 4x2 cells take two rows each before the 2x1 pairs', () => {
    const placement = gridPlacement('variant2');

    expect(placement.map(({ row, column }) => [row, column])).toEqual([
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
      [6, 1],
      [8, 1],
      [10, 1],
      [10, 3],
      [11, 1],
      [11, 3],
      [12, 1],
      [12, 3],
    ]);
  });

  it('000 §3: variant3 — nine cells, numbered in configuration order', () => {
    const placement = gridPlacement('variant3');

    expect(placement.map(({ cell }) => cell)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(placement.map(({ row, column }) => [row, column])).toEqual([
      [1, 1],
      [1, 3],
      [2, 1],
      [2, 3],
      [3, 1],
      [5, 1],
      [7, 1],
      [9, 1],
      [10, 1],
    ]);
  });

  it.each(DASHBOARD_VARIANTS)(
    '000 §3: %s fills the 4 columns with no overlap and no gap',
    (variant) => {
      const used = new Set<string>();
      for (const { row, column, rowSpan, columnSpan } of gridPlacement(variant)) {
        for (let r = row; r < row + rowSpan; r += 1) {
          for (let c = column; c < column + columnSpan; c += 1) {
            expect(used.has(`${r}:${c}`)).toBe(false);
            expect(c).toBeLessThanOrEqual(4);
            used.add(`${r}:${c}`);
          }
        }
      }
      const rows = Math.max(...[...used].map((key) => Number(key.split(':')[0])));

      expect(used.size).toBe(rows * 4);
    },
  );
});

describe('emptyDashboardConfiguration', () => {
  it('000 §3: "configuration (ordered list of components, one per cell)" — one empty cell each', () => {
    expect(emptyDashboardConfiguration('variant1')).toEqual(Array(12).fill(null));
    expect(emptyDashboardConfiguration('variant3')).toEqual(Array(9).fill(null));
  });
});

describe('gridRowHeights', () => {
  it('000 §9 "counters 2x1, chip counters 4x1, lists 4x2": rows of 2x1 counters are compact, rows of chips or lists full (variant1)', () => {
    expect(gridRowHeights(gridPlacement('variant1'))).toEqual([
      'compact',
      'compact',
      'compact',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
    ]);
  });

  it('000 §3: variant3 has two rows of 2x1 counters, three 4x2 lists, then two 4x1 chip counters', () => {
    expect(gridRowHeights(gridPlacement('variant3'))).toEqual([
      'compact',
      'compact',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
      'full',
    ]);
  });

  it('an empty grid has no rows', () => {
    expect(gridRowHeights([])).toEqual([]);
  });
});
