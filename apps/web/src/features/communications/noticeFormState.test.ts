import { describe, expect, it } from 'vitest';
import {
  emptyNoticeForm,
  noticeFormStateOf,
  noticeFormValues,
  validateNoticeFormState,
} from './noticeFormState.ts';

describe('the notice form (DECISIONS.md "Notices")', () => {
  it('an empty form is refused on the building, the title and the text', () => {
    // Act
    const errors = validateNoticeFormState(emptyNoticeForm());

    // Assert
    expect(Object.keys(errors).sort()).toEqual(['_building', 'body', 'title']);
  });

  it('sends the picked buildings by id, the title trimmed and no empty last day', () => {
    // Arrange
    const state = {
      building: { id: 7, name: 'Condominio Manzoni' } as never,
      otherBuildings: [{ id: '9', name: 'Condominio Buenos Aires' }],
      title: '  Pulizia scale ',
      body: 'Lunedì mattina.',
      validTo: '',
    };

    // Act
    const values = noticeFormValues(state);

    // Assert
    expect(values).toEqual({
      _building: '7',
      buildings: ['9'],
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      validTo: null,
    });
  });
});

describe('noticeFormStateOf (DECISIONS.md "Notices" 6: the edit starts from the stored notice)', () => {
  it('holds the stored fields, the other buildings by the names the session knows, and sends them back unchanged', () => {
    // Arrange
    const notice = {
      id: 9,
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      status: 'PUBLISHED',
      publishedAt: '2026-12-01T09:00:00Z',
      validTo: null,
      _building: 3,
      buildings: [3, 5, 8],
      createdAt: '2026-12-01T09:00:00Z',
      updatedAt: '2026-12-01T09:00:00Z',
      org_buildings: { id: 3, name: 'Condominio Manzoni' },
    };

    // Act
    const state = noticeFormStateOf(notice, [{ id: '5', name: 'Condominio Buenos Aires' }]);

    // Assert
    expect(state.otherBuildings).toEqual([
      { id: '5', name: 'Condominio Buenos Aires' },
      { id: '8', name: 'n. 8' },
    ]);
    expect(noticeFormValues(state)).toEqual({
      _building: '3',
      buildings: ['5', '8'],
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      validTo: null,
    });
  });
});
