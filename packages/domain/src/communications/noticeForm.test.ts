import { describe, expect, it } from 'vitest';
import { validateNoticeForm } from './noticeForm.ts';

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
