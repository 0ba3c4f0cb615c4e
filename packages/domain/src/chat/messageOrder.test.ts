import { describe, expect, it } from 'vitest';
import { chatPageLimit, mergeMessagePage, sortMessages } from './messageOrder.ts';
import type { ChatMessage } from './types.ts';

function chatMessage(idMessage: string, timestamp: number, text = idMessage): ChatMessage {
  return { _user: 'u1', idMessage, timestamp, message: text };
}

describe('sortMessages', () => {
  it('002 §4.4: "Messages are ordered by timestamp"', () => {
    const result = sortMessages([chatMessage('c', 30), chatMessage('a', 10), chatMessage('b', 20)]);

    expect(result.map((entry) => entry.idMessage)).toEqual(['a', 'b', 'c']);
  });

  it('002 §4.4: messages with the same timestamp keep their arrival order (stable)', () => {
    const result = sortMessages([chatMessage('x', 10), chatMessage('y', 10), chatMessage('w', 5)]);

    expect(result.map((entry) => entry.idMessage)).toEqual(['w', 'x', 'y']);
  });

  it('002 §4.4: a message delivered twice is shown once, the later copy winning', () => {
    const result = sortMessages([
      chatMessage('a', 10, 'prima'),
      chatMessage('b', 20),
      chatMessage('a', 10, 'con anteprima'),
    ]);

    expect(result).toEqual([chatMessage('a', 10, 'con anteprima'), chatMessage('b', 20)]);
  });

  it('002 §4.4: the input list is left unchanged', () => {
    const input = [chatMessage('b', 20), chatMessage('a', 10)];

    sortMessages(input);

    expect(input.map((entry) => entry.idMessage)).toEqual(['b', 'a']);
  });
});

describe('mergeMessagePage', () => {
  it('002 §7.3: "paged by limit-to-last" — an older page merges before the shown messages', () => {
    const shown = [chatMessage('c', 30), chatMessage('d', 40)];
    const older = [chatMessage('a', 10), chatMessage('b', 20), chatMessage('c', 30, 'ripetuto')];

    const result = mergeMessagePage(shown, older);

    expect(result.map((entry) => entry.idMessage)).toEqual(['a', 'b', 'c', 'd']);
    expect(result[2]?.message).toBe('ripetuto');
  });
});

describe('chatPageLimit', () => {
  it('002 §9: "initial page 24 messages, older pages 12"', () => {
    expect(chatPageLimit(0)).toBe(24);
    expect(chatPageLimit(24)).toBe(12);
  });
});
