import { describe, expect, it } from 'vitest';
import { formDraftKey, writeFormDraft } from '../../records/formDraftStore.ts';
import { createFormStartValues } from '../../records/recordCreateForm.ts';
import { orderDraftVariant, orderFormStateFromTicket } from './OrderCreateScreen.tsx';
import { emptyOrderFormState } from './OrderFormFields.tsx';

const TICKET = {
  id: '41',
  object: 'Perdita dal soffitto del box 3',
  description: 'Macchia di umidità che si allarga dopo la pioggia',
  _building: 12,
  org_buildings: { id: 12, name: 'Condominio Via Manzoni 12' },
};

describe('\'Crea ordine\': the order form from a ticket (DECISIONS.md "Ticket lifecycle" 9)', () => {
  it("starts with the ticket's building, object and description (domain's orderPrefillFromTicket)", () => {
    // Act
    const state = orderFormStateFromTicket('ODS', TICKET);

    // Assert
    expect(state).toEqual({
      ...emptyOrderFormState('ODS'),
      object: 'Perdita dal soffitto del box 3',
      description: 'Macchia di umidità che si allarga dopo la pioggia',
      building: { id: '12', name: 'Condominio Via Manzoni 12' },
    });
  });

  it("an older draft of a plain new order does not overwrite the ticket's values: the conversion keeps its draft per ticket", () => {
    // Arrange
    const plainKey = formDraftKey(
      'orderDraft',
      'uid-giulia',
      orderDraftVariant('service', undefined),
    );
    writeFormDraft(plainKey, { object: 'Bozza di un altro ordine', description: 'vecchia' });
    const conversionKey = formDraftKey(
      'orderDraft',
      'uid-giulia',
      orderDraftVariant('service', '41'),
    );

    // Act
    const start = createFormStartValues(conversionKey, orderFormStateFromTicket('ODS', TICKET));

    // Assert
    expect(conversionKey).not.toBe(plainKey);
    expect(start.object).toBe('Perdita dal soffitto del box 3');
    expect(start.description).toBe('Macchia di umidità che si allarga dopo la pioggia');
  });
});
