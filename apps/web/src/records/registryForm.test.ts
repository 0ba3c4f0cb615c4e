import { describe, expect, it } from 'vitest';
import {
  emptyRegistryForm,
  registryFieldMap,
  registryFormFields,
  registryFormState,
  registryFormValues,
  validateRegistryForm,
} from './registryForm.ts';

describe('the registry form (001 §2.2–2.4; 000 §5, 002 §5.5 rules)', () => {
  it("labels a person's fields as the contact card does, '(*)' on the required last name (002 §3.8)", () => {
    const fields = registryFormFields('contacts', 'person');
    expect(fields.map((field) => field.label)).toContain('Cognome (*)');
    expect(fields.map((field) => field.label)).toContain('Codice fiscale');
    expect(fields.map((field) => field.name)).not.toContain('name1');
  });

  it("refuses what domain's rules refuse, with 'Il campo X …' naming the field's label", () => {
    const fields = registryFormFields('contacts', 'person');
    const state = emptyRegistryForm(fields);
    state.values.nin = 'ABC';
    state.values.mobile = '12';
    const errors = validateRegistryForm(fields, state);
    expect(errors.lastname).toBe('Il campo Cognome è obbligatorio');
    expect(errors.nin).toBe('Il campo Codice fiscale deve avere lunghezza 11 o 16');
    expect(errors.mobile).toBe('Il campo Cellulare deve essere un numero di telefono valido');
  });

  it('sends trimmed text, nothing typed as null, and reads a stored record back with its version', () => {
    const fields = registryFormFields('buildings', 'private');
    expect(fields.map((field) => field.name)).not.toContain('nin');
    const state = registryFormState(fields, {
      name: 'Villa Olmi',
      city: null,
      updatedAt: '2026-12-01T10:00:00.000Z',
    });
    expect(state.version).toBe('2026-12-01T10:00:00.000Z');
    state.values.street = '  Via Olmi 3 ';
    expect(registryFormValues(fields, state)).toMatchObject({
      name: 'Villa Olmi',
      street: 'Via Olmi 3',
      city: null,
    });
    expect(validateRegistryForm(fields, state)).toEqual({});
    expect(registryFieldMap(fields).name).toBe('values.name');
  });
});
