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

describe('noticeFormStateOf (DECISIONS.md "Notices" 6: the edit starts from the stored notice)', () => {
  it('holds the stored fields and sends them back unchanged', () => {
    // Arrange
    const notice = {
      id: 9,
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      status: 'PUBLISHED',
      publishedAt: '2026-12-01T09:00:00Z',
      validTo: null,
      _building: 3,
      createdAt: '2026-12-01T09:00:00Z',
      updatedAt: '2026-12-01T09:00:00Z',
      org_buildings: { id: 3, name: 'Condominio Manzoni' },
    };

    // Act
    const state = noticeFormStateOf(notice);

    // Assert
    expect(noticeFormValues(state)).toEqual({
      _building: '3',
      title: 'Pulizia scale',
      body: 'Lunedì mattina.',
      validTo: null,
    });
  });
});
