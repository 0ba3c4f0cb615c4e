import { describe, expect, it } from 'vitest';
import { emptyNoticeForm, noticeFormValues, validateNoticeFormState } from './noticeFormState.ts';

describe('the notice form (DECISIONS.md "Notices")', () => {
  it('an empty form is refused on the building, the title and the text', () => {
    // Act
    const errors = validateNoticeFormState(emptyNoticeForm());

    // Assert
    expect(Object.keys(errors).sort()).toEqual(['_building', 'body', 'title']);
  });

  it('sends the picked building by id, the title trimmed and no empty last day', () => {
    // Arrange
    const state = {
      building: { id: 7, name: 'Condominio Manzoni' } as never,
      title: '  Pulizia scale ',
      body: 'Lunedì mattina.',
      validTo: '',
    };

    // Act
    const values = noticeFormValues(state);

    // Assert
    expect(values).toEqual({
      _building: '7',
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      validTo: null,
    });
  });
});
