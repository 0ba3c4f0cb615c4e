import { describe, expect, it } from 'vitest';
import {
  ORDER_CATEGORY_OPTIONS,
  ORDER_FORM_LABELS,
  ORDER_PRIORITY_OPTIONS,
  validateOrderForm,
} from './orderForm.ts';
import type { OrderFormValues } from './orderForm.ts';

// Monday 4 May 2026, 10:00 local time.
const NOW = new Date(2026, 4, 4, 10, 0);

const COMPLETE: OrderFormValues = {
  category: 'ODS',
  object: 'Perdita tubo bagno interno 4',
  description: 'Perdita visibile dal soffitto.',
  _building: 11,
  _supplier: 21,
  _employee: 31,
  dateOrder: '2026-05-04',
  validFrom: '2026-05-04',
  validTo: '2026-05-31',
  priority: 2,
  notifyDoorkeeper: true,
};

describe('validateOrderForm — saving a draft (DECISIONS Order lifecycle, order form)', () => {
  it('a category and an object are enough for a draft', () => {
    expect(
      validateOrderForm({ category: 'ODP', object: 'Contratto pulizia scale' }, 'draft', NOW),
    ).toEqual({
      valid: true,
      errors: {},
    });
  });

  it('000 §5 style: category and object are required even for a draft', () => {
    expect(validateOrderForm({}, 'draft', NOW)).toEqual({
      valid: false,
      errors: {
        category: 'Il campo Categoria è obbligatorio',
        object: 'Il campo Oggetto è obbligatorio',
      },
    });
  });

  it('002 §5.1, §9: object at most 80 characters, description at most 4000', () => {
    const result = validateOrderForm(
      { category: 'ODS', object: 'x'.repeat(81), description: 'y'.repeat(4001) },
      'draft',
      NOW,
    );
    expect(result.errors).toEqual({
      object: 'Il campo Oggetto deve avere al massimo 80 caratteri',
      description: 'Il campo Descrizione deve avere al massimo 4000 caratteri',
    });
  });

  it('exactly 80 and 4000 characters are accepted', () => {
    const result = validateOrderForm(
      { category: 'ODS', object: 'x'.repeat(80), description: 'y'.repeat(4000) },
      'draft',
      NOW,
    );
    expect(result.valid).toBe(true);
  });

  it('000 §5 "Value not in a list": category ODS|ODP, priority 1|2, notify doorkeeper yes or no', () => {
    const result = validateOrderForm(
      { category: 'XYZ' as never, object: 'Ok', priority: 3, notifyDoorkeeper: 'S' as never },
      'draft',
      NOW,
    );
    expect(result.errors).toEqual({
      category: 'Il campo Categoria non è valido.',
      priority: 'Il campo Priorità non è valido.',
      notifyDoorkeeper: 'Il campo Avvisa il portiere non è valido.',
    });
  });

  it("an unreadable date is refused with the field's label", () => {
    const result = validateOrderForm(
      { category: 'ODS', object: 'Ok', validFrom: 'domani', dateOrder: '31/02/xx' },
      'draft',
      NOW,
    );
    expect(result.errors).toEqual({
      validFrom: 'Il campo Data inizio deve essere una data valida',
      dateOrder: 'Il campo Data ordine deve essere una data valida',
    });
  });

  it('the end may not come before the start, the order date not after the end', () => {
    const result = validateOrderForm(
      {
        category: 'ODS',
        object: 'Ok',
        validFrom: '2026-05-10',
        validTo: '2026-05-09',
        dateOrder: '2026-05-12',
      },
      'draft',
      NOW,
    );
    expect(result.errors).toEqual({
      validTo: 'La data di fine non può essere precedente alla data di inizio',
      dateOrder: "La data dell'ordine non può essere successiva alla data di fine",
    });
  });

  it('a draft may keep a past end: it is checked when sent', () => {
    const result = validateOrderForm(
      { category: 'ODS', object: 'Ok', validFrom: '2026-04-01', validTo: '2026-04-30' },
      'draft',
      NOW,
    );
    expect(result.valid).toBe(true);
  });
});

describe('validateOrderForm — sending (DECISIONS Order lifecycle, order form)', () => {
  it('a complete order may be sent', () => {
    expect(validateOrderForm(COMPLETE, 'send', NOW)).toEqual({ valid: true, errors: {} });
  });

  it('building, supplier and both validity dates are required to send', () => {
    const result = validateOrderForm({ category: 'ODS', object: 'Ok' }, 'send', NOW);
    expect(result.errors).toEqual({
      _building: 'Il campo Immobile è obbligatorio',
      _supplier: 'Il campo Fornitore è obbligatorio',
      validFrom: 'Il campo Data inizio è obbligatorio',
      validTo: 'Il campo Data fine è obbligatorio',
    });
  });

  it('an order may not reach its supplier already expired; ending today is fine', () => {
    const expired = validateOrderForm(
      { ...COMPLETE, dateOrder: '2026-04-01', validFrom: '2026-04-01', validTo: '2026-05-03' },
      'send',
      NOW,
    );
    const today = validateOrderForm(
      { ...COMPLETE, validFrom: '2026-05-04', validTo: '2026-05-04' },
      'send',
      NOW,
    );
    expect(expired.errors).toEqual({ validTo: 'La data di fine non può essere precedente a oggi' });
    expect(today.valid).toBe(true);
  });
});

describe('order form choices and labels', () => {
  it("002 §4.6: priority 1 'Normale', 2 'Urgente'", () => {
    expect(ORDER_PRIORITY_OPTIONS).toEqual([
      { value: 1, label: 'Normale' },
      { value: 2, label: 'Urgente' },
    ]);
  });

  it("001 §3, 002 §3.1: ODS 'Ordine di servizio', ODP 'Ordine ripetuto'", () => {
    expect(ORDER_CATEGORY_OPTIONS).toEqual([
      { value: 'ODS', label: 'Ordine di servizio' },
      { value: 'ODP', label: 'Ordine ripetuto' },
    ]);
  });

  it('every field has its Italian label', () => {
    expect(ORDER_FORM_LABELS).toEqual({
      category: 'Categoria',
      object: 'Oggetto',
      description: 'Descrizione',
      _building: 'Immobile',
      _supplier: 'Fornitore',
      _employee: 'Collaboratore',
      dateOrder: 'Data ordine',
      validFrom: 'Data inizio',
      validTo: 'Data fine',
      priority: 'Priorità',
      notifyDoorkeeper: 'Avvisa il portiere',
    });
  });
});
