import { describe, expect, it } from 'vitest';
import { validateForm } from './form.ts';
import {
  PASSWORD_FORM_SCHEMA,
  PROFILE_EDITABLE_FIELDS,
  PROFILE_FORM_SCHEMA,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  certifiedCompanyFields,
  SUPPLIER_REGISTRATION_FORM_SCHEMA,
} from './schemas.ts';

const validProfile = {
  lastname: 'Rossi',
  firstname: 'Maria',
  street: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  email: 'maria.rossi@example.it',
  landline: '02 1234567',
  mobile: '+39 333 1234567',
  fax: '02 7654321',
};

describe('PROFILE_FORM_SCHEMA', () => {
  it('002 §5.5: a complete, valid profile has no errors', () => {
    // Arrange, Act
    const errors = validateForm(validProfile, PROFILE_FORM_SCHEMA);

    // Assert
    expect(errors).toEqual({});
  });

  it('002 §5.5: only lastname and firstname are required', () => {
    // Arrange
    const values = { lastname: '', firstname: '' };

    // Act
    const errors = validateForm(values, PROFILE_FORM_SCHEMA);

    // Assert
    expect(errors).toEqual({
      lastname: 'Il campo Cognome è obbligatorio',
      firstname: 'Il campo Nome è obbligatorio',
    });
  });

  it.each([
    ['lastname', 'R', 'Il campo Cognome deve avere almeno 2 caratteri'],
    ['firstname', 'M'.repeat(81), 'Il campo Nome deve avere al massimo 80 caratteri'],
    ['street', 'V'.repeat(81), 'Il campo Indirizzo deve avere al massimo 80 caratteri'],
    ['zip', '2012', 'Il campo CAP deve avere esattamente 5 caratteri'],
    ['city', 'C'.repeat(81), 'Il campo Città deve avere al massimo 80 caratteri'],
    ['province', 'M1', 'Il campo Provincia deve contenere solo lettere'],
    ['province', 'MIL', 'Il campo Provincia deve avere esattamente 2 caratteri'],
    ['country', 'I', 'Il campo Nazione deve avere esattamente 2 caratteri'],
    ['landline', '1234', 'Il campo Telefono fisso deve essere un numero di telefono valido'],
    ['mobile', 'tre tre tre', 'Il campo Cellulare deve essere un numero di telefono valido'],
    ['fax', '0'.repeat(21), 'Il campo Fax deve avere al massimo 20 caratteri'],
  ])(
    '002 §5.5: "lastname and firstname 2 to 80; street at most 80; zip exactly 5; city at most 80; province and country alphabetic, exactly 2; landline and mobile valid phone numbers; fax at most 20" — %s = %j',
    (field, value, expected) => {
      // Arrange
      const values = { ...validProfile, [field]: value };

      // Act
      const errors = validateForm(values, PROFILE_FORM_SCHEMA);

      // Assert
      expect(errors).toEqual({ [field]: expected });
    },
  );

  it('002 §5.5: "email: valid format, at most 254 (field disabled)" — a read-only email never blocks the save', () => {
    // Arrange
    const values = { ...validProfile, email: 'not-an-email' };

    // Act
    const errors = validateForm(values, PROFILE_FORM_SCHEMA);

    // Assert
    expect(PROFILE_FORM_SCHEMA.email.disabled).toBe(true);
    expect(errors).toEqual({});
  });

  it('002 §5.5: the email rules still describe a valid format of at most 254', () => {
    // Arrange
    const [formatRule, lengthRule] = PROFILE_FORM_SCHEMA.email.rules;
    const longEmail = `${'a'.repeat(250)}@x.it`;

    // Act
    const results = [formatRule?.('Email')('nope'), lengthRule?.('Email')(longEmail)];

    // Assert
    expect(results).toEqual([
      'Il campo Email deve essere un indirizzo email valido',
      'Il campo Email deve avere al massimo 254 caratteri',
    ]);
  });
});

describe('PROFILE_EDITABLE_FIELDS', () => {
  it('002 §3.9, §5.5: a profile save may change every Anagrafica field but the read-only email', () => {
    // Act, Assert
    expect(PROFILE_EDITABLE_FIELDS).toEqual([
      'lastname',
      'firstname',
      'street',
      'zip',
      'city',
      'province',
      'country',
      'landline',
      'mobile',
      'fax',
    ]);
  });
});

describe('PASSWORD_FORM_SCHEMA', () => {
  it('002 §5.5: "Password confirmation mismatch: \'Le due password non coincidono\'"', () => {
    // Arrange
    const values = { password: 'segreta1', passwordConfirmation: 'segreta2' };

    // Act
    const errors = validateForm(values, PASSWORD_FORM_SCHEMA);

    // Assert
    expect(errors).toEqual({ passwordConfirmation: 'Le due password non coincidono' });
  });

  it('requires both fields and accepts equal passwords', () => {
    // Arrange
    const empty = { password: '', passwordConfirmation: '' };
    const equal = { password: 'segreta1', passwordConfirmation: 'segreta1' };

    // Act
    const results = [
      validateForm(empty, PASSWORD_FORM_SCHEMA),
      validateForm(equal, PASSWORD_FORM_SCHEMA),
    ];

    // Assert
    expect(results).toEqual([
      {
        password: 'Il campo Nuova password è obbligatorio',
        passwordConfirmation: 'Il campo Conferma password è obbligatorio',
      },
      {},
    ]);
  });
});

describe('SUPPLIER_COMPANY_FORM_SCHEMA', () => {
  it('002 §3.9: "Organisation or supplier company (read-only)" — the certified data are disabled', () => {
    // Arrange
    const readOnlyFields = Object.entries(SUPPLIER_COMPANY_FORM_SCHEMA)
      .filter(([, field]) => field.disabled)
      .map(([name]) => name);

    // Act
    const errors = validateForm({ name1: '', vat: '123', zip: '1' }, SUPPLIER_COMPANY_FORM_SCHEMA);

    // Assert
    expect(readOnlyFields).toEqual([
      'name1',
      'name2',
      'vat',
      'nin',
      'street',
      'zip',
      'city',
      'province',
      'country',
      'codeEInvoice',
      'emailEInvoice',
      'email',
      'landline',
      'mobile',
      'fax',
    ]);
    expect(errors).toEqual({});
    expect(certifiedCompanyFields()).toEqual(readOnlyFields);
  });

  it('002 §3.9: "Supplier also has emailAccounting, emailPlanning, emailSystem, and categories" — the extra emails are validated', () => {
    // Arrange
    const values = {
      emailAccounting: 'contabilita@',
      emailPlanning: 'pianificazione@fornitore.it',
      emailSystem: `${'s'.repeat(250)}@x.it`,
      categories: 'idraulico,elettricista',
    };

    // Act
    const errors = validateForm(values, SUPPLIER_COMPANY_FORM_SCHEMA);

    // Assert
    expect(errors).toEqual({
      emailAccounting: 'Il campo Email amministrazione deve essere un indirizzo email valido',
      emailSystem: 'Il campo Email di sistema deve avere al massimo 254 caratteri',
    });
  });

  it('000 §5: "Length one of two given numbers" describes the e-invoice code (6 or 7)', () => {
    // Arrange
    const [rule] = SUPPLIER_COMPANY_FORM_SCHEMA.codeEInvoice.rules;

    // Act
    const results = [
      rule?.('Codice destinatario')('ABC12'),
      rule?.('Codice destinatario')('ABC1234'),
    ];

    // Assert
    expect(results).toEqual([
      'Il campo Codice destinatario deve essere lungo 6 oppure 7 caratteri.',
      null,
    ]);
  });
});

describe('SUPPLIER_REGISTRATION_FORM_SCHEMA', () => {
  const valid = {
    name1: 'Idraulica Neri S.r.l.',
    vat: '01234567890',
    email: 'info@idraulicaneri.it',
    landline: '',
  };

  it('000 §2 supplier registration page: a company with name, VAT and email may ask to register, the landline is optional', () => {
    expect(validateForm(valid, SUPPLIER_REGISTRATION_FORM_SCHEMA)).toEqual({});
  });

  it('000 §2 supplier registration page: name, VAT and email are required, each says so in Italian', () => {
    expect(
      validateForm(
        { name1: ' ', vat: '', email: '', landline: '' },
        SUPPLIER_REGISTRATION_FORM_SCHEMA,
      ),
    ).toEqual({
      name1: 'Il campo Ragione sociale è obbligatorio',
      vat: 'Il campo Partita IVA è obbligatorio',
      email: 'Il campo Email è obbligatorio',
    });
  });

  it('000 §2 supplier registration page: a VAT number of the wrong length, a malformed email and a phone with letters are refused', () => {
    const errors = validateForm(
      { ...valid, vat: '12345', email: 'info@', landline: '02 12ab' },
      SUPPLIER_REGISTRATION_FORM_SCHEMA,
    );
    expect(Object.keys(errors).sort()).toEqual(['email', 'landline', 'vat']);
  });
});
