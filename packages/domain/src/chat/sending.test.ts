import { describe, expect, it } from 'vitest';
import { buildOutgoingMessage, canSendMessage, chatKeyAction } from './sending.ts';

describe('chatKeyAction', () => {
  it.each([
    [{ key: 'Enter', ctrlKey: false, shiftKey: false }, 'send'],
    [{ key: 'Enter', ctrlKey: true, shiftKey: false }, 'newline'],
    [{ key: 'Enter', ctrlKey: false, shiftKey: true }, 'newline'],
    [{ key: 'Enter', ctrlKey: false, shiftKey: false, isComposing: true }, 'none'],
    [{ key: 'a', ctrlKey: false, shiftKey: false }, 'none'],
    [{ key: 'Escape', ctrlKey: true, shiftKey: false }, 'none'],
  ] as const)(
    '002 §5.3: "Enter sends; Ctrl+Enter inserts a newline" — %o → %s',
    (press, action) => {
      expect(chatKeyAction(press)).toBe(action);
    },
  );
});

describe('canSendMessage / buildOutgoingMessage', () => {
  it.each(['', '   ', '\n\n', null, undefined])(
    '002 §5.3: "An empty message is not sent" — %j',
    (text) => {
      expect(canSendMessage(text)).toBe(false);
      expect(buildOutgoingMessage('u1', text ?? '', new Date('2024-03-10T10:00:00Z'))).toBeNull();
    },
  );

  it('002 §7.3: "push of {_user, timestamp, message}"', () => {
    const now = new Date('2024-03-10T10:00:00Z');

    const outgoing = buildOutgoingMessage('u1', '\nBuongiorno,\nla caldaia è ripartita.\n', now);

    expect(outgoing).toEqual({
      _user: 'u1',
      timestamp: 1710064800000,
      message: 'Buongiorno,\nla caldaia è ripartita.',
    });
  });
});
