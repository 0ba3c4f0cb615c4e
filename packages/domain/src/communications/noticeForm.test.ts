import { describe, expect, it } from 'vitest';
import {
  noticeBuildingError,
  noticeHistoryActionLabel,
  noticeHistoryFieldLabel,
  noticeNotificationTitle,
  validateNoticeForm,
} from './noticeForm.ts';

describe('validateNoticeForm (DECISIONS.md "Notices"; 000 §9 form limits)', () => {
  it('a notice with a building, a title and a text is valid', () => {
    // Act
    const result = validateNoticeForm({ _building: 3, title: 'Pulizia scale', body: 'Lunedì.' });

    // Assert
    expect(result).toEqual({ valid: true, errors: {} });
  });

  it('building, title and text are required', () => {
    // Act
    const result = validateNoticeForm({ title: ' ', body: null });

    // Assert
    expect(Object.keys(result.errors).sort()).toEqual(['_building', 'body', 'title']);
    expect(result.valid).toBe(false);
  });

  it('000 §9: a title over 80 characters is refused', () => {
    // Act
    const result = validateNoticeForm({ _building: 3, title: 'a'.repeat(81), body: 'Testo' });

    // Assert
    expect(result.errors.title).toMatch(/80/);
  });
});

describe('noticeHistoryActionLabel, noticeHistoryFieldLabel (DECISIONS.md "Notices", "Record history")', () => {
  it('names the lifecycle steps and the recorded fields in Italian', () => {
    // Act
    const labels = [
      noticeHistoryActionLabel('PUBLISH'),
      noticeHistoryActionLabel('WITHDRAW'),
      noticeHistoryFieldLabel('status'),
      noticeHistoryFieldLabel('title'),
    ];

    // Assert
    expect(labels).toEqual(['Avviso pubblicato', 'Avviso ritirato', 'Stato', 'Titolo']);
  });
});

describe('noticeBuildingError (002 §2.10: a private building hides the notices)', () => {
  it('a private building is refused with its reason; a condominium is not', () => {
    // Act
    const errors = [
      noticeBuildingError({ isPrivate: true }),
      noticeBuildingError({ isPrivate: false }),
    ];

    // Assert
    expect(errors).toEqual(['Un immobile privato non ha la bacheca degli avvisi', null]);
  });
});

describe('noticeNotificationTitle (DECISIONS.md "Notices" 4)', () => {
  it('names the notice in the bell', () => {
    // Act
    const title = noticeNotificationTitle({ title: 'Pulizia scale' });

    // Assert
    expect(title).toBe('Nuovo avviso: Pulizia scale');
  });
});
