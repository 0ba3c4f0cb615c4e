import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGETS } from './dashboard/index.ts';
import { APPLICATION_CODES } from './permissions/index.ts';
import { CUSTOM_PERMISSIONS } from './profiles/index.ts';
import { ROUTES } from './routing/index.ts';

// Application codes are spelled once, in APPLICATION_CODES. The route guard, the menus and the
// dashboard widgets must ask for the same codes, or a screen would be guarded by one code and
// offered by another (000 §6 "Permissions are checked per application code and functionality").
const knownCodes = new Set<string>([
  ...Object.values(APPLICATION_CODES),
  ...Object.values(CUSTOM_PERMISSIONS),
]);

describe('application codes are spelled once across the rulebook', () => {
  it('001 §2.1 "A permission check per route path": every route asks for a known code', () => {
    const unknown = ROUTES.filter(
      (route) => route.application !== null && !knownCodes.has(route.application),
    ).map((route) => `${route.name}: ${route.application}`);

    expect(unknown).toEqual([]);
  });

  it('000 §3 "permissions (list of an application code and a functionality id)": every dashboard widget asks for known codes', () => {
    const unknown = DASHBOARD_WIDGETS.flatMap((widget) =>
      widget.permissions
        .filter((requirement) => !knownCodes.has(requirement.application))
        .map((requirement) => `${widget.id}: ${requirement.application}`),
    );

    expect(DASHBOARD_WIDGETS.length).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });
});

declare global {
  interface ImportMeta {
    /** Vite's glob import, which Vitest resolves at transform time. */
    glob<Module>(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, Module>;
  }
}

describe('each rule reads only its own area of the Italian strings', () => {
  const sources = import.meta.glob<string>(
    ['./**/*.ts', '!./**/*.test.ts', '!./messages/**', '!./index.ts'],
    { query: '?raw', import: 'default', eager: true },
  );

  it('no rule module imports the map of every area at run time (a consumer of one rule would ship every string)', () => {
    const valueImport = /^import \{([^}]*)\} from '(?:\.\.?\/)+messages\/it-IT\.ts';$/gm;
    const offenders = Object.entries(sources)
      .filter(([, source]) =>
        [...source.matchAll(valueImport)].some(([, specifiers = '']) =>
          specifiers
            .split(',')
            .map((specifier) => specifier.trim())
            .some((specifier) => specifier !== '' && !specifier.startsWith('type ')),
        ),
      )
      .map(([path]) => path);

    expect(Object.keys(sources).length).toBeGreaterThan(150);
    expect(offenders).toEqual([]);
  });
});
