import { describe, expect, it } from 'vitest';
import { ORG_TYPES } from '../profiles/types.ts';
import {
  canPlaceDashboardComponent,
  dashboardStorageKey,
  defaultDashboardFor,
  isConfigurationComplete,
  migrateDashboardConfiguration,
  parseStoredDashboard,
} from './configuration.ts';
import { cellSizesOf, isSameCellSize } from './layout.ts';
import { dashboardWidgetById, orgDashboardWidgets } from './widgets.ts';

const variant1Full = (): (string | null)[] => [
  ...defaultDashboardFor('administrator').configuration,
];

describe('defaultDashboardFor', () => {
  it.each(ORG_TYPES)(
    '000 §9: "Default dashboards vary by org type" — %s: variant1, every cell filled with a widget of its size',
    (orgType) => {
      const dashboard = defaultDashboardFor(orgType);
      const sizes = cellSizesOf(dashboard.variant);

      expect(dashboard.variant).toBe('variant1');
      expect(dashboard.configuration).toHaveLength(sizes.length);
      dashboard.configuration.forEach((id, cell) => {
        const widget = dashboardWidgetById(id ?? '');
        expect(widget, `${orgType} cell ${cell}`).toBeDefined();
        expect(isSameCellSize(widget!.size, sizes[cell]!)).toBe(true);
      });
    },
  );

  it.each(ORG_TYPES)(
    '000 §9: %s default uses only widgets its org type can see, each once',
    (orgType) => {
      const available = new Set<string | null>(orgDashboardWidgets(orgType).map(({ id }) => id));
      const { configuration } = defaultDashboardFor(orgType);

      expect(configuration.every((id) => id !== null && available.has(id))).toBe(true);
      expect(new Set(configuration).size).toBe(configuration.length);
    },
  );

  it('000 §9: the five defaults differ', () => {
    const defaults = ORG_TYPES.map((orgType) => defaultDashboardFor(orgType).configuration.join());

    expect(new Set(defaults).size).toBe(ORG_TYPES.length);
  });

  it('000 §9: the default of an administrator shows condominiums, the others private buildings or none', () => {
    expect(defaultDashboardFor('administrator').configuration).toContain('condominiums_counter');
    expect(defaultDashboardFor('real_estate').configuration).toContain('private_buildings_counter');
    expect(defaultDashboardFor('company').configuration).not.toContain('private_buildings_counter');
  });

  it('returns a copy, so editing it does not change the next default', () => {
    defaultDashboardFor('company').configuration[0] = null;

    expect(defaultDashboardFor('company').configuration[0]).not.toBeNull();
  });
});

describe('isConfigurationComplete', () => {
  it('002 §2.12: "Avanti is enabled only when all slots are filled"', () => {
    const full = variant1Full();
    const withGap = [...full];
    withGap[4] = null;

    expect(isConfigurationComplete('variant1', full)).toBe(true);
    expect(isConfigurationComplete('variant1', withGap)).toBe(false);
  });

  it('002 §2.12: no layout chosen, or a list of the wrong length, is not complete', () => {
    expect(isConfigurationComplete(null, [])).toBe(false);
    expect(isConfigurationComplete('variant3', variant1Full())).toBe(false);
    expect(isConfigurationComplete('variant1', [])).toBe(false);
  });
});

describe('canPlaceDashboardComponent', () => {
  const empty = Array<string | null>(12).fill(null);

  it('000 §4: "only if its size equals the cell size"', () => {
    expect(
      canPlaceDashboardComponent({
        variant: 'variant1',
        configuration: empty,
        cell: 0,
        widgetId: 'persons_counter',
      }),
    ).toBe(true);
    expect(
      canPlaceDashboardComponent({
        variant: 'variant1',
        configuration: empty,
        cell: 0,
        widgetId: 'daily_events',
      }),
    ).toBe(false);
    expect(
      canPlaceDashboardComponent({
        variant: 'variant1',
        configuration: empty,
        cell: 11,
        widgetId: 'daily_events',
      }),
    ).toBe(true);
  });

  it('000 §4: "and it is not already in the configuration" — its own cell may be refilled', () => {
    const configuration = [...empty];
    configuration[0] = 'persons_counter';

    expect(
      canPlaceDashboardComponent({
        variant: 'variant1',
        configuration,
        cell: 1,
        widgetId: 'persons_counter',
      }),
    ).toBe(false);
    expect(
      canPlaceDashboardComponent({
        variant: 'variant1',
        configuration,
        cell: 0,
        widgetId: 'persons_counter',
      }),
    ).toBe(true);
  });

  it('000 §2: unknown widgets, SPL/USR widgets, missing cells and no layout are refused', () => {
    const place = (variant: 'variant1' | null, cell: number, widgetId: string) =>
      canPlaceDashboardComponent({ variant, configuration: empty, cell, widgetId });

    expect(place('variant1', 0, 'weather')).toBe(false);
    expect(place('variant1', 6, 'spl_orders_chips')).toBe(false);
    expect(place('variant1', 12, 'persons_counter')).toBe(false);
    expect(place(null, 0, 'persons_counter')).toBe(false);
  });
});

describe('migrateDashboardConfiguration', () => {
  it('000 §9: "Old counter ids users_total_counter and buildings_total_counter are replaced by the persons counter and the organisation-type-specific buildings counter"', () => {
    const old = {
      variant: 'variant3' as const,
      configuration: [
        'users_total_counter',
        'buildings_total_counter',
        'claims_open_counter',
        null,
      ],
    };

    expect(migrateDashboardConfiguration(old, 'administrator')).toEqual({
      variant: 'variant3',
      configuration: ['persons_counter', 'condominiums_counter', 'claims_open_counter', null],
    });
    expect(migrateDashboardConfiguration(old, 'service_company').configuration[1]).toBe(
      'private_buildings_counter',
    );
  });
});

describe('parseStoredDashboard', () => {
  it('000 §3: "Stored locally" — a valid stored dashboard reads back unchanged', () => {
    const stored = {
      variant: 'variant2' as const,
      configuration: Array<string | null>(12).fill(null),
    };
    stored.configuration[0] = 'service_orders_chips';
    stored.configuration[3] = 'daily_events';

    expect(parseStoredDashboard(JSON.stringify(stored), 'company')).toEqual(stored);
    expect(parseStoredDashboard(stored, 'company')).toEqual(stored);
  });

  it.each([
    ['nothing stored', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['broken JSON', '{"variant": "variant1", '],
    ['a number', 42],
    ['an array', ['daily_events']],
    ['no configuration', { variant: 'variant2' }],
    ['a configuration that is not a list', { variant: 'variant2', configuration: 'daily_events' }],
  ])('000 §9: never throws — %s gives the org type default', (_, stored) => {
    expect(parseStoredDashboard(stored, 'real_estate')).toEqual(defaultDashboardFor('real_estate'));
  });

  it('000 §3: "default variant1" — an unknown or missing variant becomes variant1', () => {
    const configuration = variant1Full();

    expect(parseStoredDashboard({ variant: 'variant9', configuration }, 'administrator')).toEqual({
      variant: 'variant1',
      configuration,
    });
    expect(parseStoredDashboard({ configuration }, 'administrator').variant).toBe('variant1');
  });

  it('000 §3: "one per cell" — a short list is padded with empty cells, a long one cut', () => {
    const short = parseStoredDashboard(
      { variant: 'variant3', configuration: ['persons_counter'] },
      'company',
    );
    const long = parseStoredDashboard(
      { variant: 'variant3', configuration: [...Array<null>(9).fill(null), 'daily_events', 'x'] },
      'company',
    );

    expect(short.configuration).toEqual(['persons_counter', ...Array<null>(8).fill(null)]);
    expect(long.configuration).toEqual(Array(9).fill(null));
  });

  it('000 §5: "must match the target cell size" — a widget of the wrong size becomes an empty cell', () => {
    const stored = { variant: 'variant1', configuration: ['daily_events', 'persons_counter'] };

    expect(parseStoredDashboard(stored, 'company').configuration.slice(0, 2)).toEqual([
      null,
      'persons_counter',
    ]);
  });

  it('000 §2: an unknown id is kept, so the cell shows the unknown-component message', () => {
    const stored = { variant: 'variant1', configuration: ['weather_widget'] };

    expect(parseStoredDashboard(stored, 'company').configuration[0]).toBe('weather_widget');
  });

  it('000 §9: old counter ids are migrated while reading', () => {
    const stored = JSON.stringify({
      variant: 'variant1',
      configuration: ['users_total_counter', 'buildings_total_counter'],
    });

    expect(parseStoredDashboard(stored, 'property_manager').configuration.slice(0, 2)).toEqual([
      'persons_counter',
      'private_buildings_counter',
    ]);
  });

  it('000 §4: "not already in the configuration" — a repeated id, entries that are not ids, become empty', () => {
    const stored = {
      variant: 'variant1',
      configuration: [
        'persons_counter',
        'users_total_counter',
        7,
        { id: 'x' },
        '',
        'tickets_taken_counter',
      ],
    };

    expect(parseStoredDashboard(stored, 'company').configuration.slice(0, 6)).toEqual([
      'persons_counter',
      null,
      null,
      null,
      null,
      'tickets_taken_counter',
    ]);
  });
});

describe('dashboardStorageKey', () => {
  it('000 §3: "Stored locally" — one key per profile', () => {
    expect(dashboardStorageKey('42')).toBe('portineria.dashboard.42');
    expect(dashboardStorageKey('42')).not.toBe(dashboardStorageKey('43'));
  });
});
