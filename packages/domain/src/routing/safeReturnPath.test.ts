import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './safeReturnPath.ts';

const HOSTILE_INPUTS: Array<[string, unknown]> = [
  ['protocol-relative', '//evil.com'],
  ['triple slash', '///evil.com'],
  ['slash backslash', '/\\evil.com'],
  ['double backslash', '\\\\evil.com'],
  ['backslash slash', '\\/evil.com'],
  ['encoded slashes', '/%2F%2Fevil.com'],
  ['lower-case encoded slashes', '/%2f%2fevil.com'],
  ['double-encoded slashes', '/%252F%252Fevil.com'],
  ['triple-encoded slashes', '/%25252F%25252Fevil.com'],
  ['deeply encoded slashes', '/%2525252F%2525252Fevil.com'],
  ['encoded backslash', '/%5Cevil.com'],
  ['encoded backslashes', '/%5C%5Cevil.com'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['mixed-case javascript scheme', 'JaVaScRiPt:alert(1)'],
  ['javascript after a slash', '/javascript:alert(1)'],
  ['encoded colon', '/javascript%3Aalert(1)'],
  ['data scheme', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['absolute https', 'https://evil.com/ORG/dashboard'],
  ['absolute http', 'http://evil.com'],
  ['leading spaces', '  //x'],
  ['leading space before a good path', ' /ORG/dashboard'],
  ['trailing space', '/ORG/dashboard '],
  ['tab inside', '/\t/evil.com'],
  ['newline inside', '/\n/evil.com'],
  ['null byte', '/\u0000/evil'],
  ['encoded tab', '/%09/evil.com'],
  ['encoded newline', '/%0A/evil.com'],
  ['encoded null', '/ORG/%00'],
  ['line separator', '/\u2028/evil.com'],
  ['zero-width space', '/\u200b/evil.com'],
  ['non-breaking space', '/\u00a0/evil.com'],
  ['parent segments', '/ORG/../../evil'],
  ['encoded parent segments', '/%2e%2e/evil'],
  ['encoded traversal to protocol-relative', '/ORG%2F..%2F..%2F%2Fevil.com'],
  ['dot segment', '/./ORG/dashboard'],
  ['malformed encoding', '/%E0%A4%A'],
  ['bare host', 'evil.com'],
  ['relative path', 'ORG/dashboard'],
  ['empty string', ''],
  ['query only', '?next=/ORG/dashboard'],
  ['fragment only', '#/ORG/dashboard'],
  ['backslash in query', '/ORG/dashboard?next=\\evil.com'],
  ['encoded backslash in query', '/ORG/dashboard?next=%5Cevil.com'],
  ['control character in query', '/ORG/dashboard?x=%0D%0ALocation:%20evil'],
  ['malformed query', '/ORG/dashboard?x=%E0%A4%A'],
  ['too long', `/ORG/${'a'.repeat(3000)}`],
  ['not a string: number', 42],
  ['not a string: null', null],
  ['not a string: object', { path: '/ORG/dashboard' }],
];

describe('safeReturnPath', () => {
  it('has a table of at least 30 hostile inputs', () => {
    expect(HOSTILE_INPUTS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_INPUTS)(
    '000 §2 Shell: "so the user can return after login" — only to an in-app path; refuses %s',
    (_label, candidate) => {
      expect(safeReturnPath(candidate)).toBeUndefined();
    },
  );

  it.each([
    '/ORG/dashboard',
    '/ORG/OPR/orders/service/mod/42',
    '/ORG/calendar?openSidebar=true',
    '/helper/000?path=%2FORG%2FGEN%2Ftickets',
    '/helper/000?path=/ORG/GEN/tickets',
    '/USR/COM/chats/b%20c',
    '/ORG/TAB/buildings/condominium/mod/12#info',
    '/',
  ])('000 §2 Shell: accepts the in-app path %s unchanged', (candidate) => {
    expect(safeReturnPath(candidate)).toBe(candidate);
  });

  it('000 §2 Shell: with requireKnownRoute, accepts only paths of the route table', () => {
    expect(safeReturnPath('/ORG/OPR/orders/contracts?page=2', { requireKnownRoute: true })).toBe(
      '/ORG/OPR/orders/contracts?page=2',
    );
    expect(safeReturnPath('/ORG/nowhere', { requireKnownRoute: true })).toBeUndefined();
    expect(safeReturnPath('/ORG/nowhere')).toBe('/ORG/nowhere');
  });
});
