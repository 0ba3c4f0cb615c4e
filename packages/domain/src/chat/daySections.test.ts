import { describe, expect, it } from 'vitest';
import { chatDaySections } from './daySections.ts';
import type { ChatMessage } from './types.ts';

function chatMessage(idMessage: string, date: Date): ChatMessage {
  return { _user: 'u1', idMessage, timestamp: date.getTime(), message: idMessage };
}

describe('chatDaySections', () => {
  it('002 §4.4: "Messages are ordered by timestamp" — grouped under one separator per local day, oldest day first', () => {
    // Arrange
    const messages = [
      chatMessage('c', new Date(2026, 10, 27, 8, 0)),
      chatMessage('a', new Date(2026, 10, 26, 9, 30)),
      chatMessage('b', new Date(2026, 10, 26, 23, 59)),
    ];

    // Act
    const sections = chatDaySections(messages);

    // Assert
    expect(
      sections.map((section) => ({
        day: section.day,
        label: section.label,
        ids: section.messages.map((entry) => entry.idMessage),
      })),
    ).toEqual([
      { day: '2026-11-26', label: '26/11/2026', ids: ['a', 'b'] },
      { day: '2026-11-27', label: '27/11/2026', ids: ['c'] },
    ]);
  });

  it('002 §4.4: "States: no messages" — an empty chat has no day separator', () => {
    expect(chatDaySections([])).toEqual([]);
  });
});
