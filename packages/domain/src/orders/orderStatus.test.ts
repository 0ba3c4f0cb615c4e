import { describe, expect, it } from 'vitest';
import { orderChips } from './orderChips.ts';
import { orderStatusChip, orderStatusLabel } from './orderStatus.ts';

describe('order status names (001 §3 "DRAFT, OPEN, and in other views close and validation")', () => {
  it('names each status in Italian', () => {
    expect(orderStatusLabel('DRAFT')).toBe('Bozza');
    expect(orderStatusLabel('OPEN')).toBe('Aperto');
    expect(orderStatusLabel('CLOSE')).toBe('Chiuso');
    expect(orderStatusLabel('VALIDATION')).toBe('In validazione');
  });

  it('reads the lower-case spelling other views send, and refuses anything else', () => {
    expect(orderStatusChip('close')).toEqual({ label: 'Chiuso', tone: 'success' });
    expect(orderStatusChip('OPEN')).toEqual({ label: 'Aperto', tone: 'info' });
    expect(orderStatusChip('ARCHIVED')).toBeUndefined();
    expect(orderStatusChip(null)).toBeUndefined();
  });

  it("says a draft the way the draft chip does (002 §4.1 'Bozza'), so a screen shows it once", () => {
    const [draftChip] = orderChips({ status: 'DRAFT', validTo: null, isRead: false } as never, {
      role: 'org_1',
      now: new Date('2026-01-10T09:00:00Z'),
    });
    expect(orderStatusChip('DRAFT')?.label).toBe(draftChip?.label);
  });
});
