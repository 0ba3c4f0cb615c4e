import { describe, expect, it } from 'vitest';
import {
  chatAvailability,
  chatErrorOutcome,
  formerMemberTooltip,
  isFormerMember,
  isPermissionDenied,
  linkHost,
} from './availability.ts';
import type { ChatCategory } from './types.ts';

describe('chatAvailability', () => {
  it.each([
    [{ status: false, error: false, sendingDisabled: false, category: 'ORDER' }, true],
    [{ status: true, error: true, sendingDisabled: false, category: 'ORDER' }, true],
    [{ status: true, error: false, sendingDisabled: true, category: 'ORDER' }, true],
    [{ status: true, error: false, sendingDisabled: false, category: 'ORDER' }, false],
    [{ status: undefined, error: false, sendingDisabled: false, category: 'COMPANY' }, false],
    [{ status: true, error: false, sendingDisabled: true, category: 'FOLDER' }, false],
    [{ status: false, error: false, sendingDisabled: true, category: 'FOLDER' }, true],
    [{ status: true, error: true, sendingDisabled: true, category: 'FOLDER' }, true],
  ] as const)(
    '002 §4.4: "The chat is disabled when the status is false, on error, or when sending is disabled. FOLDER chats are the exception to the sending-disabled rule" — %o → %s',
    (input, disabled) => {
      const result = chatAvailability({ ...input, category: input.category as ChatCategory });

      expect(result).toEqual({
        disabled,
        placeholder: disabled ? 'Non è possibile inviare nuovi messaggi.' : undefined,
      });
    },
  );
});

describe('chatErrorOutcome', () => {
  it.each(['permission-denied', 'PERMISSION_DENIED', 'database/permission-denied'])(
    '002 §8: "\'Non hai più accesso a questa chat\': permission denied" — %s',
    (code) => {
      expect(isPermissionDenied(code)).toBe(true);
      expect(chatErrorOutcome(code)).toEqual({
        kind: 'lostAccess',
        message: 'Non hai più accesso a questa chat',
        display: 'panel',
        disablesChat: true,
        closeLabel: undefined,
      });
    },
  );

  it('002 §6: "a permission-denied error means the user has lost access" — also when starting', () => {
    expect(chatErrorOutcome('permission-denied', 'start').kind).toBe('lostAccess');
  });

  it('002 §8: "\'Si è verificato un errore, riprovare più tardi\': start failure; the chat is disabled"', () => {
    expect(chatErrorOutcome('unavailable', 'start')).toEqual({
      kind: 'startFailed',
      message: 'Si è verificato un errore, riprovare più tardi',
      display: 'panel',
      disablesChat: true,
      closeLabel: undefined,
    });
  });

  it('002 §8: "\'Errore di lettura, riprovare più tardi\': other read errors, shown in a snackbar with a Chiudi button"', () => {
    expect(chatErrorOutcome(undefined)).toEqual({
      kind: 'readFailed',
      message: 'Errore di lettura, riprovare più tardi',
      display: 'snackbar',
      disablesChat: false,
      closeLabel: 'Chiudi',
    });
    expect(isPermissionDenied(null)).toBe(false);
  });
});

describe('isFormerMember', () => {
  const chatInfo = {
    users: [
      { _user: 'u1', firstname: 'Anna', lastname: 'Bianchi' },
      { _user: 'u2', firstname: 'Luca', lastname: 'Rossi' },
    ],
  };

  it('002 §8: "\'Questo utente non appartiene più alla chat\': tooltip for a former member"', () => {
    expect(isFormerMember(chatInfo, 'u3')).toBe(true);
    expect(formerMemberTooltip(chatInfo, 'u3')).toBe('Questo utente non appartiene più alla chat');
  });

  it('002 §8: current members get no tooltip', () => {
    expect(isFormerMember(chatInfo, 'u1')).toBe(false);
    expect(formerMemberTooltip(chatInfo, 'u1')).toBeUndefined();
  });

  it('002 §7.3: before the chat info loads nobody is marked as former', () => {
    expect(isFormerMember(undefined, 'u3')).toBe(false);
  });
});

describe('linkHost', () => {
  it.each([
    ['https://www.Example.it/pagina?x=1', 'www.example.it'],
    ['http://user:pass@condominio.it:8080/a', 'condominio.it'],
    ['//cdn.example.com/x.png', 'cdn.example.com'],
    ['www.portineria.it/news', 'www.portineria.it'],
  ])('002 §8: a link preview shows its host — %s → %s', (url, host) => {
    expect(linkHost(url)).toBe(host);
  });

  it.each([['mailto:info@example.com'], ['/relative/path'], ['localhost'], ['https://'], ['']])(
    '002 §8: "\'Link non disponibile\': link preview without a host" — %j has no host',
    (url) => {
      expect(linkHost(url)).toBeUndefined();
    },
  );
});
