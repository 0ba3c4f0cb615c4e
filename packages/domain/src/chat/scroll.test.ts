import { describe, expect, it } from 'vitest';
import {
  isAtBottom,
  isNearTop,
  shouldLoadOlderMessages,
  unreadAfterIncoming,
  unreadAfterScroll,
} from './scroll.ts';

describe('unreadAfterIncoming', () => {
  it('002 §4.4: "unread counter (increments for incoming messages while the user is not at the bottom)"', () => {
    expect(unreadAfterIncoming(2, { _user: 'other' }, { atBottom: false, ownUserId: 'me' })).toBe(
      3,
    );
  });

  it('002 §4.4: at the bottom the new message is in view — nothing is unread', () => {
    expect(unreadAfterIncoming(2, { _user: 'other' }, { atBottom: true, ownUserId: 'me' })).toBe(0);
  });

  it('002 §4.4: "incoming messages" — the user\'s own messages do not count', () => {
    expect(unreadAfterIncoming(2, { _user: 'me' }, { atBottom: false, ownUserId: 'me' })).toBe(2);
  });

  it('002 §4.4: scrolling to the bottom reads everything', () => {
    expect(unreadAfterScroll(4, true)).toBe(0);
    expect(unreadAfterScroll(4, false)).toBe(4);
  });
});

describe('scroll position', () => {
  it('002 §4.4: "while the user is not at the bottom" — within a 1 px tolerance', () => {
    expect(isAtBottom({ scrollTop: 599.5, scrollHeight: 1000, clientHeight: 400 })).toBe(true);
    expect(isAtBottom({ scrollTop: 590, scrollHeight: 1000, clientHeight: 400 })).toBe(false);
    expect(isAtBottom({ scrollTop: 590, scrollHeight: 1000, clientHeight: 400 }, 20)).toBe(true);
  });

  it.each([
    [0, true],
    [180, true],
    [181, false],
    [600, false],
  ])(
    '002 §9: "list scroll threshold 30 percent" — scrollTop %s of 600 scrollable → near top %s',
    (scrollTop, near) => {
      expect(isNearTop({ scrollTop, scrollHeight: 1000, clientHeight: 400 })).toBe(near);
    },
  );

  it('002 §9: a list that cannot scroll counts as near the top', () => {
    expect(isNearTop({ scrollTop: 0, scrollHeight: 300, clientHeight: 400 })).toBe(true);
  });
});

describe('shouldLoadOlderMessages', () => {
  const nearTop = { scrollTop: 10, scrollHeight: 1000, clientHeight: 400 };
  const farFromTop = { scrollTop: 500, scrollHeight: 1000, clientHeight: 400 };

  it.each([
    [nearTop, false, true, true],
    [nearTop, true, true, false],
    [nearTop, false, false, false],
    [farFromTop, false, true, false],
  ])(
    '002 §7.3 / §9: "older pages 12" load near the top (30 percent), once, while more exist — %#',
    (position, loading, hasMore, expected) => {
      expect(shouldLoadOlderMessages({ position, loading, hasMore })).toBe(expected);
    },
  );
});
