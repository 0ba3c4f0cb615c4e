import { describe, expect, it } from 'vitest';
import { ticketCode } from './ticketCode.ts';

describe('ticketCode', () => {
  it('001 §3 Ticket "code", 002 §3.6 tag TCK: TCK-<year>-<number> with the number padded to four digits', () => {
    // Act
    const code = ticketCode(2026, 7);

    // Assert
    expect(code).toBe('TCK-2026-0007');
  });

  it('001 §3 Ticket "code": four digits are a minimum, a larger number is written whole', () => {
    // Act
    const codes = [ticketCode(2026, 9999), ticketCode(2026, 12345)];

    // Assert
    expect(codes).toEqual(['TCK-2026-9999', 'TCK-2026-12345']);
  });
});
