import { describe, expect, it } from 'vitest';
import { fieldLabel } from './fieldLabels.ts';

describe('fieldLabel (000 §5 "Il campo X …", 002 §5.1 link types)', () => {
  it('names the record fields in Italian', () => {
    expect(fieldLabel('status')).toBe('Stato');
    expect(fieldLabel('priority')).toBe('Priorità');
    expect(fieldLabel('object')).toBe('Oggetto');
  });

  it('names the link fields as the link types of 002 §5.1', () => {
    expect(fieldLabel('_building')).toBe('Immobile');
    expect(fieldLabel('_claim')).toBe('Sinistro');
    expect(fieldLabel('_order')).toBe('Ordine');
    expect(fieldLabel('_activity')).toBe('Attività');
  });

  it('keeps a field without a label as it is on the wire', () => {
    expect(fieldLabel('mobileStartTime')).toBe('mobileStartTime');
    expect(fieldLabel('__proto__')).toBe('__proto__');
  });
});
