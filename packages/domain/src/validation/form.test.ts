import { describe, expect, it } from 'vitest';
import { canSave, validateField, validateForm } from './form.ts';
import type { FormSchema } from './form.ts';
import { maxLengthRule, minLengthRule, requiredRule } from './rules.ts';

const schema: FormSchema<'name' | 'note' | 'code'> = {
  name: { label: 'Nome', rules: [requiredRule, minLengthRule(2)] },
  note: { label: 'Nota', rules: [maxLengthRule(5)] },
  code: { label: 'Codice', rules: [requiredRule], disabled: true },
};

describe('validateForm', () => {
  it('002 §5.5: lastname and firstname "required, 2 to 80" — the first failing rule gives the message', () => {
    // Arrange
    const values = { name: '', note: 'abcdef', code: '' };

    // Act
    const errors = validateForm(values, schema);

    // Assert
    expect(errors).toEqual({
      name: 'Il campo Nome è obbligatorio',
      note: 'Il campo Nota deve avere al massimo 5 caratteri',
    });
  });

  it('002 §5.5: "email: valid format, at most 254 (field disabled)" — a disabled field is not validated', () => {
    // Arrange
    const values = { name: 'Mario', note: '', code: undefined };

    // Act
    const errors = validateForm(values, schema);

    // Assert
    expect(errors).toEqual({});
  });
});

describe('validateField', () => {
  it('000 §5: "forms validate on input and blur" — one field at a time', () => {
    // Arrange
    const values = { name: 'M', note: 'abcdef' };

    // Act
    const nameError = validateField('name', values, schema);

    // Assert
    expect(nameError).toBe('Il campo Nome deve avere almeno 2 caratteri');
  });

  it('answers null for a valid field and for a disabled one', () => {
    // Arrange
    const values = { name: 'Mario' };

    // Act
    const results = [validateField('name', values, schema), validateField('code', values, schema)];

    // Assert
    expect(results).toEqual([null, null]);
  });
});

describe('canSave and saveRefusalMessage', () => {
  it('002 §5.7: "Save buttons are disabled while form errors exist."', () => {
    // Arrange
    const errors = { name: 'Il campo Nome è obbligatorio' };

    // Act
    const allowed = canSave(errors);

    // Assert
    expect(allowed).toBe(false);
  });

  it('002 §5.7: save is enabled with no errors (entries left undefined count as none)', () => {
    // Arrange
    const errors = { name: undefined };

    // Act
    const results = [canSave({}), canSave(errors)];

    // Assert
    expect(results).toEqual([true, true]);
  });
});
