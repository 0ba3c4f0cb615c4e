import { describe, expect, it } from 'vitest';
import { loginUrl } from '../lib/loginService.ts';
import { notificationPath, notificationRouting } from './openNotification.ts';
import { sessionInputFromLocation } from './SessionProvider.tsx';

const now = new Date('2026-11-22T10:00:00Z');

describe('session input read from the address', () => {
  it('000 §4 "redirect … at once if a skip query is present"; a forced redirect and a profile are read', () => {
    const input = sessionInputFromLocation(
      { pathname: '/loading', search: '?skip&redirect=%2FORG%2FTAB%2Fsuppliers&profile=101' },
      now,
    );

    expect(input).toEqual({
      product: 'portineria',
      query: { skip: true, redirect: '/ORG/TAB/suppliers' },
      requestedProfileId: '101',
    });
  });

  it('000 §4 "a notification in the query string is handled": only a JSON object counts', () => {
    const good = sessionInputFromLocation(
      {
        pathname: '/loading',
        search: `?notification=${encodeURIComponent('{"notificationType":"x"}')}`,
      },
      now,
    );
    const bad = sessionInputFromLocation(
      { pathname: '/loading', search: '?notification=%5B1%5D' },
      now,
    );
    const broken = sessionInputFromLocation(
      { pathname: '/loading', search: '?notification={' },
      now,
    );

    expect(good.query?.notification).toEqual({ notificationType: 'x' });
    expect(bad.query?.notification).toBeUndefined();
    expect(broken.query?.notification).toBeUndefined();
  });

  it('a deep link into the app is honoured as the route to land on; the start paths are not', () => {
    const deep = sessionInputFromLocation({ pathname: '/ORG/OPR/claims', search: '?q=1' }, now);
    const start = sessionInputFromLocation({ pathname: '/loading', search: '' }, now);
    const offSite = sessionInputFromLocation({ pathname: '//evil.example/x', search: '' }, now);

    expect(deep.lastRoute).toBe('/ORG/OPR/claims?q=1');
    expect(start.lastRoute).toBeUndefined();
    expect(offSite.lastRoute).toBeUndefined();
  });
});

describe('login service address', () => {
  it('000 §4 "Redirect to the login address also happens when no route is known"', () => {
    expect(loginUrl()).toBe('/auth/login');
  });

  it('000 §4 "Loss of the user redirects to the login service, remembering profile and route"', () => {
    const url = new URL(loginUrl({ profileId: '101', route: '/ORG/OPR/claims?x=1' }), 'http://a');

    expect(url.pathname).toBe('/auth/login');
    expect(url.searchParams.get('return_to')).toBe('/ORG/OPR/claims?x=1&profile=101');
  });

  it('000 §2 Shell: an off-site route is never handed to the login service', () => {
    const url = new URL(loginUrl({ route: '//evil.example/steal' }), 'http://a');

    expect(url.searchParams.get('return_to')).toBeNull();
    expect(loginUrl({ route: 'https://evil.example' })).toBe('/auth/login');
  });
});

describe('opening a notification', () => {
  it('002 §7.6: a value that is not a notification is ignored', () => {
    const routing = notificationRouting('ciao', {
      activeProfileId: 'portineria:org:101',
      roleType: 'ORG',
      currentPathname: '/ORG/dashboard',
    });

    expect(routing).toBeUndefined();
    expect(notificationPath(routing)).toBeUndefined();
  });

  it('001 §4.8 "navigates to the right screen for the role", only to a path of the app', () => {
    expect(notificationPath({ kind: 'navigate', to: '/ORG/OPR/claims/mod/4', refresh: true })).toBe(
      '/ORG/OPR/claims/mod/4',
    );
    expect(
      notificationPath({ kind: 'navigate', to: '//evil.example/ORG', refresh: true }),
    ).toBeUndefined();
    expect(notificationPath({ kind: 'ignored', reason: 'chat-open' })).toBeUndefined();
  });
});
