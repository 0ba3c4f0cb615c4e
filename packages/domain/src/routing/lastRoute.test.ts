import { describe, expect, it } from 'vitest';
import { STORED_ROUTE_VALIDITY_MS } from '../constants/constants.ts';
import { isStorableRoute, restorableRoute, storedRoute } from './lastRoute.ts';

const NOW = new Date('2025-03-14T10:00:00Z');
const at = (offsetMs: number) => NOW.getTime() - offsetMs;

describe('isStorableRoute', () => {
  it.each([
    '/',
    '',
    '/loading',
    '/changeProfile',
    '/403',
    '/404',
    '/session-error',
    '/ORG/error',
    '/buildings.html',
    '/docs/page.HTML',
    'ORG/dashboard',
    '//evil.com',
  ])(
    '000 §2 Shell: "saved locally (except the loading, root, error and .html paths)": %s is not stored',
    (pathname) => {
      expect(isStorableRoute(pathname)).toBe(false);
    },
  );

  it.each(['/ORG/dashboard', '/SPL/OPR/orders/service/mod/3', '/buildings/4', '/helper/000'])(
    '000 §2 Shell: "The last visited path ... saved locally": %s is stored',
    (pathname) => {
      expect(isStorableRoute(pathname)).toBe(true);
    },
  );
});

describe('storedRoute', () => {
  it('000 §2 Shell: "The last visited path, query and timestamp are saved"', () => {
    expect(storedRoute('/ORG/calendar', '?openSidebar=true', NOW)).toEqual({
      path: '/ORG/calendar',
      query: '?openSidebar=true',
      timestamp: NOW.getTime(),
    });
  });

  it('normalises the query with or without its question mark, and an empty one', () => {
    expect(storedRoute('/ORG/calendar', 'openNew=true', NOW)?.query).toBe('?openNew=true');
    expect(storedRoute('/ORG/calendar/', '', NOW)).toEqual({
      path: '/ORG/calendar',
      query: '',
      timestamp: NOW.getTime(),
    });
    expect(storedRoute('/ORG/calendar', '?', NOW)?.query).toBe('');
  });

  it('000 §2 Shell: "except the loading, root, error and .html paths"', () => {
    expect(storedRoute('/loading', '?skip=true', NOW)).toBeUndefined();
  });
});

describe('restorableRoute', () => {
  it('000 §9: "stored route validity 300000 ms" — a fresh route is restored with its query', () => {
    const stored = { path: '/ORG/OPR/orders/service', query: '?page=2', timestamp: at(60_000) };

    expect(restorableRoute(stored, NOW)).toBe('/ORG/OPR/orders/service?page=2');
  });

  it('000 §2 Shell: "A stored route is valid for 5 minutes" — exactly 5 minutes is still valid', () => {
    const stored = { path: '/ORG/dashboard', query: '', timestamp: at(STORED_ROUTE_VALIDITY_MS) };

    expect(restorableRoute(stored, NOW)).toBe('/ORG/dashboard');
  });

  it('000 §2 Shell: "A stored route is valid for 5 minutes" — one millisecond later it is not', () => {
    const stored = {
      path: '/ORG/dashboard',
      query: '',
      timestamp: at(STORED_ROUTE_VALIDITY_MS + 1),
    };

    expect(restorableRoute(stored, NOW)).toBeUndefined();
  });

  it('refuses a timestamp in the future', () => {
    const stored = { path: '/ORG/dashboard', query: '', timestamp: at(-1) };

    expect(restorableRoute(stored, NOW)).toBeUndefined();
  });

  it.each([
    ['nothing', undefined],
    ['null', null],
    ['a string', '/ORG/dashboard'],
    ['no query', { path: '/ORG/dashboard', timestamp: at(0) }],
    ['a text timestamp', { path: '/ORG/dashboard', query: '', timestamp: 'now' }],
    [
      'an infinite timestamp',
      { path: '/ORG/dashboard', query: '', timestamp: Number.NEGATIVE_INFINITY },
    ],
  ])('refuses a stored value of the wrong shape: %s', (_label, stored) => {
    expect(restorableRoute(stored, NOW)).toBeUndefined();
  });

  it.each([
    ['a protocol-relative path', { path: '//evil.com', query: '', timestamp: at(0) }],
    ['an encoded open redirect', { path: '/%2F%2Fevil.com', query: '', timestamp: at(0) }],
    ['a hostile query', { path: '/ORG/dashboard', query: '?x=%5Cevil', timestamp: at(0) }],
    ['an unknown route', { path: '/ORG/nowhere', query: '', timestamp: at(0) }],
    ['the loading path', { path: '/loading', query: '', timestamp: at(0) }],
  ])('000 §2 Shell: only a safe, known, storable route is restored — not %s', (_label, stored) => {
    expect(restorableRoute(stored, NOW)).toBeUndefined();
  });
});
