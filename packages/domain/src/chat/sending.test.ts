import { describe, expect, it } from 'vitest';
import {
  buildOutgoingMessage,
  canSendMessage,
  chatKeyAction,
  outgoingMessagesWithFiles,
  unsentChatPart,
} from './sending.ts';

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

describe('outgoingMessagesWithFiles', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const pdf = { id: 'a1', name: 'preventivo.pdf', type: 'application/pdf', size: 1200 };
  const photo = { id: 'a2', name: 'foto.jpg', type: 'image/jpeg', size: 5400 };

  it('DECISIONS.md "Chat attachments": a message carries one file, the text goes with the first', () => {
    expect(outgoingMessagesWithFiles('7', '  Ecco i file \n', [pdf, photo], now)).toEqual([
      { _user: '7', timestamp: now.getTime(), message: 'Ecco i file', file: pdf },
      { _user: '7', timestamp: now.getTime() + 1, message: '', file: photo },
    ]);
  });

  it('002 §3.6 "file": a message with an attachment may have no text', () => {
    expect(outgoingMessagesWithFiles('7', '   ', [pdf], now)).toEqual([
      { _user: '7', timestamp: now.getTime(), message: '', file: pdf },
    ]);
  });

  it('002 §5.3: without files, an empty message is not sent', () => {
    expect(outgoingMessagesWithFiles('7', ' \n ', [], now)).toEqual([]);
    expect(outgoingMessagesWithFiles('7', 'Ciao', [], now)).toEqual([
      { _user: '7', timestamp: now.getTime(), message: 'Ciao' },
    ]);
  });
});

describe('unsentChatPart (DECISIONS.md "Chat attachments": a send tried again)', () => {
  const photo = { name: 'foto.jpg' };
  const pdf = { name: 'preventivo.pdf' };

  it('after the first file’s message went, with the text, leaves only the other file and no text', () => {
    expect(
      unsentChatPart('Ecco i documenti', [photo, pdf], {
        text: 'Ecco i documenti',
        files: new Set([photo]),
      }),
    ).toEqual({ text: '', files: [pdf] });
  });

  it('before anything went, leaves the whole message', () => {
    expect(unsentChatPart('Ciao', [photo, pdf], { text: null, files: new Set() })).toEqual({
      text: 'Ciao',
      files: [photo, pdf],
    });
  });

  it('a text changed after the first attempt is sent again, with the files not delivered', () => {
    expect(
      unsentChatPart('Ecco i documenti, scusate', [photo, pdf], {
        text: 'Ecco i documenti',
        files: new Set([photo]),
      }),
    ).toEqual({ text: 'Ecco i documenti, scusate', files: [pdf] });
  });
});
