import { describe, expect, it } from 'vitest';
import { fieldText, valueAt } from './fieldValue.ts';

describe('field values of the entity screens', () => {
  it('reads a nested path and leaves a missing one undefined', () => {
    const order = { org_buildings: { name: 'Condominio Manzoni' } };

    expect(valueAt(order, 'org_buildings.name')).toBe('Condominio Manzoni');
    expect(valueAt(order, 'org_suppliers.name1')).toBeUndefined();
  });

  it('000 §9: dates, amounts and empty values are shown the Italian way', () => {
    const record = { validTo: '2026-03-05', askedPrice: 1234.5, note: null, isInvoiced: false };

    expect(fieldText(record, { key: 'validTo', labelKey: 'field.validTo', format: 'date' })).toBe(
      '05/03/2026',
    );
    expect(
      fieldText(record, { key: 'askedPrice', labelKey: 'field.amount', format: 'money' }),
    ).toBe('1.234,50 €');
    expect(fieldText(record, { key: 'note', labelKey: 'field.description' })).toBe('-');
    expect(
      fieldText(record, { key: 'isInvoiced', labelKey: 'field.isInvoiced', format: 'boolean' }),
    ).toBe('No');
  });
});
