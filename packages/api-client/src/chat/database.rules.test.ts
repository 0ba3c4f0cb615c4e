import { readFileSync } from 'node:fs';
import { CHAT_FIRST_PAGE_SIZE, CHAT_OLDER_PAGE_SIZE } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import rulesFile from './database.rules.json' with { type: 'json' };
import {
  rulesDatabase,
  UnsupportedRuleError,
  type DatabaseValue,
  type RulesNode,
  type RulesQuery,
} from './database.rules.evaluator.ts';

/**
 * The chat's Realtime Database rules, evaluated (the Firebase emulators cannot run here: they
 * download their servers at run time). `database.rules.evaluator.ts` applies the rules with the
 * database's semantics; each case below is a read or a write a client could attempt.
 */

const rules = rulesFile as unknown as { rules: RulesNode };
const NOW = 1_767_225_600_000;
const ANNA = { uid: '11' };
const BRUNO = { uid: '12' };
const OUTSIDER = { uid: '99' };

/** Chat 7 has Anna and Bruno as members and one message; chat 8 is disabled (status false). */
const data: DatabaseValue = {
  chats: {
    '7': {
      members: { '11': true, '12': true },
      status: true,
      messages: {
        '-Nfirst': { _user: '12', timestamp: NOW - 60_000, message: 'Buongiorno' },
      },
    },
    '8': {
      members: { '11': true },
      status: false,
    },
  },
};

const database = rulesDatabase(rules, data);
/** The adapter's first page: ordered by timestamp, the newest 24 (002 §7.3). */
const firstPage: RulesQuery = { orderByChild: 'timestamp', limitToLast: CHAT_FIRST_PAGE_SIZE };
/** What the adapter pushes: `serverTimestamp()` becomes the server's `now`. */
const serverTimestamp = { '.sv': 'timestamp' };
const message = (fields: Record<string, DatabaseValue> = {}): DatabaseValue => ({
  _user: ANNA.uid,
  timestamp: serverTimestamp,
  message: 'La caldaia è ripartita',
  ...fields,
});
const attachment = (fields: Record<string, DatabaseValue> = {}): DatabaseValue => ({
  id: 'a1b2',
  name: 'verbale.pdf',
  url: '/api/v2/attachments/a1b2',
  type: 'application/pdf',
  size: 52_000,
  ...fields,
});

describe('database.rules.json: reading a chat is for its members only (002 §7.3)', () => {
  it('a member reads the first page: ordered by timestamp, limit-to-last 24', () => {
    expect(database.read('chats/7/messages', { auth: ANNA, query: firstPage }).allowed).toBe(true);
  });

  it('a member reads an older page: ordered by timestamp, ending before a time, limit-to-last 12', () => {
    const olderPage = {
      orderByChild: 'timestamp',
      endBefore: NOW - 60_000,
      limitToLast: CHAT_OLDER_PAGE_SIZE,
    };

    expect(database.read('chats/7/messages', { auth: BRUNO, query: olderPage }).allowed).toBe(true);
  });

  it('the live listener (starting after the newest message, limit-to-last 24) is allowed', () => {
    const live = { orderByChild: 'timestamp', startAfter: NOW - 60_000, limitToLast: 24 };

    expect(database.read('chats/7/messages', { auth: ANNA, query: live }).allowed).toBe(true);
  });

  it('a signed-in user who is not a member cannot read the messages', () => {
    expect(database.read('chats/7/messages', { auth: OUTSIDER, query: firstPage }).allowed).toBe(
      false,
    );
  });

  it('a signed-out client cannot read the messages', () => {
    expect(database.read('chats/7/messages', { auth: null, query: firstPage }).allowed).toBe(false);
  });

  it('a member of another chat cannot read this one', () => {
    expect(database.read('chats/8/status', { auth: BRUNO }).allowed).toBe(false);
  });

  it('a page is capped at 24: limit-to-last 25 is refused', () => {
    const tooLong = { orderByChild: 'timestamp', limitToLast: 25 };

    expect(database.read('chats/7/messages', { auth: ANNA, query: tooLong }).allowed).toBe(false);
  });

  it('the whole chat in one read is refused: no query, or no limit', () => {
    expect(database.read('chats/7/messages', { auth: ANNA }).allowed).toBe(false);
    expect(
      database.read('chats/7/messages', { auth: ANNA, query: { orderByChild: 'timestamp' } })
        .allowed,
    ).toBe(false);
  });

  it('a page must be ordered by timestamp and taken from the end', () => {
    const byKey = { orderByKey: true, limitToLast: 24 };
    const fromTheStart = { orderByChild: 'timestamp', limitToFirst: 24 };

    expect(database.read('chats/7/messages', { auth: ANNA, query: byKey }).allowed).toBe(false);
    expect(database.read('chats/7/messages', { auth: ANNA, query: fromTheStart }).allowed).toBe(
      false,
    );
  });

  it('a member reads back one message by its id (the adapter reads what it has just pushed)', () => {
    expect(database.read('chats/7/messages/-Nfirst', { auth: ANNA }).allowed).toBe(true);
    expect(database.read('chats/7/messages/-Nfirst', { auth: OUTSIDER }).allowed).toBe(false);
  });

  it('nobody lists the chats, a chat, or the database', () => {
    expect(database.read('', { auth: ANNA }).allowed).toBe(false);
    expect(database.read('chats', { auth: ANNA }).allowed).toBe(false);
    expect(database.read('chats/7', { auth: ANNA }).allowed).toBe(false);
  });

  it('a user reads their own membership flag, never another member’s nor the member list', () => {
    expect(database.read('chats/7/members/11', { auth: ANNA }).allowed).toBe(true);
    expect(database.read('chats/7/members/12', { auth: ANNA }).allowed).toBe(false);
    expect(database.read('chats/7/members', { auth: ANNA }).allowed).toBe(false);
  });

  it('the chat status (002 §4.4) is readable by members only', () => {
    expect(database.read('chats/7/status', { auth: BRUNO }).allowed).toBe(true);
    expect(database.read('chats/7/status', { auth: OUTSIDER }).allowed).toBe(false);
  });
});

describe('database.rules.json: messages are appended by their author (002 §7.3 push of {_user, timestamp, message})', () => {
  const write = (path: string, value: DatabaseValue, auth = ANNA) =>
    database.set(path, value, { auth, now: NOW });

  it('a member pushes {_user, timestamp, message} signed with their uid and the server time', () => {
    expect(write('chats/7/messages/-Nnew', message())).toEqual({
      allowed: true,
      reason: '.write at /chats/7/messages/-Nnew',
    });
  });

  it('a message signed with another user’s uid is refused', () => {
    expect(write('chats/7/messages/-Nnew', message({ _user: BRUNO.uid })).allowed).toBe(false);
  });

  it('a message with a client-chosen timestamp is refused (the server’s clock orders the chat)', () => {
    expect(write('chats/7/messages/-Nnew', message({ timestamp: NOW - 1 })).allowed).toBe(false);
    expect(write('chats/7/messages/-Nnew', message({ timestamp: NOW + 1 })).allowed).toBe(false);
  });

  it('a message without _user, timestamp or message is refused', () => {
    for (const field of ['_user', 'timestamp', 'message']) {
      const incomplete = message({ [field]: null });

      expect(write('chats/7/messages/-Nnew', incomplete).allowed, field).toBe(false);
    }
  });

  it('a message of 4000 characters is accepted, 4001 refused', () => {
    expect(write('chats/7/messages/-Nnew', message({ message: 'a'.repeat(4000) })).allowed).toBe(
      true,
    );
    expect(write('chats/7/messages/-Nnew', message({ message: 'a'.repeat(4001) })).allowed).toBe(
      false,
    );
  });

  it('a blank message is refused (002 §5.3), unless it carries an attachment', () => {
    expect(write('chats/7/messages/-Nnew', message({ message: '  ' })).allowed).toBe(false);
    expect(
      write('chats/7/messages/-Nnew', message({ message: '', file: attachment() })).allowed,
    ).toBe(true);
  });

  it('an attachment must point at the gateway’s attachments and stay within 10 MB', () => {
    const withFile = (fields: Record<string, DatabaseValue>) =>
      write('chats/7/messages/-Nnew', message({ file: attachment(fields) })).allowed;

    expect(withFile({})).toBe(true);
    expect(withFile({ url: 'https://example.org/verbale.pdf' })).toBe(false);
    expect(withFile({ size: 10_485_761 })).toBe(false);
    expect(withFile({ name: '' })).toBe(false);
    expect(withFile({ name: null })).toBe(false);
    expect(withFile({ thumbnail: 'x' })).toBe(false);
  });

  it('fields the backend fills (link previews) cannot be written by a client', () => {
    expect(write('chats/7/messages/-Nnew', message({ containsLink: true })).allowed).toBe(false);
  });

  it('an existing message can be neither changed nor deleted (append-only)', () => {
    const own = message({ _user: BRUNO.uid });

    expect(write('chats/7/messages/-Nfirst', own, BRUNO).allowed).toBe(false);
    expect(write('chats/7/messages/-Nfirst/message', 'Modificato', BRUNO).allowed).toBe(false);
    expect(write('chats/7/messages/-Nfirst', null, BRUNO).allowed).toBe(false);
  });

  it('the message list cannot be replaced or emptied in one write', () => {
    expect(write('chats/7/messages', { '-Nnew': message() }).allowed).toBe(false);
    expect(write('chats/7/messages', null).allowed).toBe(false);
  });

  it('a user who is not a member, or is signed out, cannot post', () => {
    expect(
      write('chats/7/messages/-Nnew', message({ _user: OUTSIDER.uid }), OUTSIDER).allowed,
    ).toBe(false);
    expect(
      database.set('chats/7/messages/-Nnew', message(), { auth: null, now: NOW }).allowed,
    ).toBe(false);
  });

  it('a disabled chat (status false, 002 §4.4) accepts no message', () => {
    expect(write('chats/8/messages/-Nnew', message()).allowed).toBe(false);
  });

  it('members and status are the backend’s: a client cannot join a chat nor re-enable it', () => {
    expect(write('chats/7/members/99', true, OUTSIDER).allowed).toBe(false);
    expect(write('chats/8/status', true).allowed).toBe(false);
  });
});

describe('the rules evaluator itself', () => {
  it('throws on a construct it does not implement instead of reading it as "refused"', () => {
    const unknown = rulesDatabase({ rules: { '.read': 'auth.token.admin === true || bogus' } }, {});

    expect(() => unknown.read('', { auth: ANNA })).toThrow(UnsupportedRuleError);
  });

  it('reads a failing expression (a method on a missing value) as false, as the database does', () => {
    const failing = rulesDatabase({ rules: { '.read': "data.child('x').val().length > 0" } }, {});

    expect(failing.read('', { auth: ANNA }).allowed).toBe(false);
  });

  it('a grant higher up cannot be revoked lower down (rules cascade)', () => {
    const cascading = rulesDatabase({ rules: { '.read': true, secret: { '.read': false } } }, {});

    expect(cascading.read('secret', { auth: null }).allowed).toBe(true);
  });
});

describe('database.rules.json documentation', () => {
  /** Every rule of the tree as `path .key`, with `$wildcards` kept. */
  function rulePaths(node: unknown, path: string[] = []): string[] {
    if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
    return Object.entries(node).flatMap(([key, value]) =>
      key.startsWith('.') ? [`${path.join('/') || '/'} ${key}`] : rulePaths(value, [...path, key]),
    );
  }

  it('every rule is explained in database.rules.md', () => {
    const documentation = readFileSync(new URL('./database.rules.md', import.meta.url), 'utf8');
    const undocumented = rulePaths(rules.rules)
      .map((entry) => entry.split(' ')[0] ?? '')
      .map((path) => path.split('/').pop() ?? '')
      .filter((leaf) => leaf !== '' && !documentation.includes(leaf === 'rules' ? '/' : leaf));

    expect(undocumented).toEqual([]);
  });
});
