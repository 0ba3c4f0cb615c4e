import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import rules from './database.rules.json' with { type: 'json' };

/** Every rule of the tree as `path .key`, with `$wildcards` kept. */
function rulePaths(node: unknown, path: string[] = []): string[] {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    key.startsWith('.') ? [`${path.join('/') || '/'} ${key}`] : rulePaths(value, [...path, key]),
  );
}

const messageRules = rules.rules.chats.$chatId.messages;

describe('database.rules.json (the Firebase emulator cannot run here: these check the file itself)', () => {
  it('every rule is explained in database.rules.md', () => {
    const documentation = readFileSync(new URL('./database.rules.md', import.meta.url), 'utf8');
    const undocumented = rulePaths(rules.rules)
      .map((entry) => entry.split(' ')[0] ?? '')
      .map((path) => path.split('/').pop() ?? '')
      .filter((leaf) => leaf !== '' && !documentation.includes(leaf === 'rules' ? '/' : leaf));

    expect(undocumented).toEqual([]);
  });

  it('reads of messages are members only and capped at limitToLast 24 (002 §7.3)', () => {
    expect(messageRules['.read']).toContain("child('members').child(auth.uid).val() === true");
    expect(messageRules['.read']).toContain('query.limitToLast <= 24');
    expect(messageRules['.indexOn']).toEqual(['timestamp']);
  });

  it('messages are append-only, signed by the author and stamped by the server', () => {
    const message = messageRules.$messageId;

    expect(message['.write']).toContain('!data.exists() && newData.exists()');
    expect(message._user['.validate']).toContain('newData.val() === auth.uid');
    expect(message.timestamp['.validate']).toContain('newData.val() === now');
    expect(message.message['.validate']).toContain('length <= 4000');
    expect(message.$other['.validate']).toBe(false);
  });
});
