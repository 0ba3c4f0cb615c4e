import { describe, expect, it } from 'vitest';
import { advanceSeenMark, isUnreadFor } from './seenMark.ts';

describe('advanceSeenMark', () => {
  it('002 §4.4 unread counter: opening a chat marks everything up to its newest message as seen', () => {
    expect(advanceSeenMark({ current: null, requested: 1_000, newest: 1_000 })).toBe(1_000);
    expect(advanceSeenMark({ current: 400, requested: 1_000, newest: 1_000 })).toBe(1_000);
  });

  it('002 §4.4 unread counter: a late report of an older message never makes read messages unread again', () => {
    expect(advanceSeenMark({ current: 1_000, requested: 600, newest: 1_200 })).toBe(1_000);
  });

  it('002 §4.4 unread counter: a mark ahead of the newest message stops at it, so later messages stay unread', () => {
    expect(advanceSeenMark({ current: 100, requested: 9_999, newest: 1_000 })).toBe(1_000);
    expect(advanceSeenMark({ current: null, requested: 9_999, newest: null })).toBe(0);
  });
});

describe('isUnreadFor', () => {
  const member = { userId: '7', seenMark: 1_000 };

  it("002 §4.4 unread counter: another member's message after the mark is unread", () => {
    expect(isUnreadFor({ _user: '3', timestamp: 1_001 }, member)).toBe(true);
  });

  it('002 §4.4 unread counter: messages up to the mark, and the member’s own, are not unread', () => {
    expect(isUnreadFor({ _user: '3', timestamp: 1_000 }, member)).toBe(false);
    expect(isUnreadFor({ _user: '7', timestamp: 5_000 }, member)).toBe(false);
    expect(isUnreadFor({ _user: '3', timestamp: 1 }, { userId: '7', seenMark: null })).toBe(true);
  });
});
