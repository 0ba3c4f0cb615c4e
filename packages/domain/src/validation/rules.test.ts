import { describe, expect, it } from 'vitest';
import {
  alphabeticRule,
  amountRule,
  emailRule,
  exactLengthRule,
  greaterOrEqualToZeroRule,
  greaterThanZeroRule,
  isEmptyValue,
  isValidAmount,
  isValidEmail,
  isValidPhoneNumber,
  isValidTaxCode,
  lengthOneOfRule,
  maxLengthRule,
  minLengthRule,
  ninRule,
  oneOfRule,
  passwordConfirmationRule,
  phoneNumberRule,
  requiredRule,
  taxCodeRule,
} from './rules.ts';

describe('isEmptyValue', () => {
  it.each([
    [null, true],
    [undefined, true],
    ['', true],
    ['   ', true],
    [[], true],
    ['a', false],
    [0, false],
    [false, false],
    [['a'], false],
  ])('treats %j as empty: %s', (value, expected) => {
    // Arrange, Act
    const result = isEmptyValue(value);

    // Assert
    expect(result).toBe(expected);
  });
});

describe('taxCodeRule', () => {
  it('000 §5: "Tax code: six letters, two digits, a letter, two digits, a letter, three digits, a letter."', () => {
    // Arrange
    const validate = taxCodeRule('Codice fiscale');

    // Act
    const result = validate('RSSMRA85T10A562S');

    // Assert
    expect(result).toBeNull();
  });

  it('000 §5: "\'Il campo X deve essere un codice fiscale valido\'"', () => {
    // Arrange
    const validate = taxCodeRule('Codice fiscale');

    // Act
    const result = validate('RSSMRA85T10A562');

    // Assert
    expect(result).toBe('Il campo Codice fiscale deve essere un codice fiscale valido');
  });

  it.each([
    ['RSSMRA85T10A562S', true],
    ['rssmra85t10a562s', true],
    ['RSSMRA85T10A56VS', true],
    ['RSSMRAURTLMA5NRS', true],
    ['RSSMR185T10A562S', false],
    ['RSSMRA85T10A562SX', false],
    ['RSSMRA85T10A56ZS', false],
    [' RSSMRA85T10A562S', false],
    ['', false],
  ])(
    '000 §5 tax code pattern, case-insensitive, omocodia letters L–V in digit places: %s → %s',
    (code, expected) => {
      // Arrange, Act
      const result = isValidTaxCode(code);

      // Assert
      expect(result).toBe(expected);
    },
  );

  it('accepts an empty value (optional field; requiredRule makes it mandatory)', () => {
    // Arrange
    const validate = taxCodeRule('Codice fiscale');

    // Act
    const result = validate('');

    // Assert
    expect(result).toBeNull();
  });

  it('refuses a value that is not text', () => {
    // Arrange
    const validate = taxCodeRule('Codice fiscale');

    // Act
    const result = validate({ code: 'RSSMRA85T10A562S' });

    // Assert
    expect(result).toBe('Il campo Codice fiscale deve essere un codice fiscale valido');
  });
});

describe('phoneNumberRule', () => {
  it('000 §5: "\'...deve essere un numero di telefono valido\'"', () => {
    // Arrange
    const validate = phoneNumberRule('Cellulare');

    // Act
    const result = validate('abc12345');

    // Assert
    expect(result).toBe('Il campo Cellulare deve essere un numero di telefono valido');
  });

  it.each([
    ['3331234567', true],
    ['+39 333 1234567', true],
    ['02-1234567', true],
    ['(02) 1234567', true],
    ['06.1234.5678', true],
    ['0212345', false],
    ['12345678', true],
    ['123456789012345678901', false],
    ['12345678901234567890', true],
    ['333 123 45a', false],
    ['333  1234567', false],
    ['+', false],
  ])(
    '000 §5: "Phone number: 8 to 20 characters and a phone pattern" — %s → %s',
    (phone, expected) => {
      // Arrange, Act
      const result = isValidPhoneNumber(phone);

      // Assert
      expect(result).toBe(expected);
    },
  );

  it('accepts an empty phone (optional field)', () => {
    // Arrange
    const validate = phoneNumberRule('Telefono fisso');

    // Act
    const result = validate(null);

    // Assert
    expect(result).toBeNull();
  });

  it('checks a phone typed as a number', () => {
    // Arrange
    const validate = phoneNumberRule('Telefono fisso');

    // Act
    const result = validate(3331234567);

    // Assert
    expect(result).toBeNull();
  });
});

describe('greaterThanZeroRule and greaterOrEqualToZeroRule', () => {
  it.each([
    [1, null],
    ['0,5', null],
    ['0.01', null],
    [0, 'Il campo Quantità deve essere maggiore di zero'],
    ['-3', 'Il campo Quantità deve essere maggiore di zero'],
    ['abc', 'Il campo Quantità deve essere maggiore di zero'],
    ['0x1f', 'Il campo Quantità deve essere maggiore di zero'],
    ['', null],
  ])('000 §5: "Greater than zero: \'...deve essere maggiore di zero\'" — %j', (value, expected) => {
    // Arrange
    const validate = greaterThanZeroRule('Quantità');

    // Act
    const result = validate(value);

    // Assert
    expect(result).toBe(expected);
  });

  it.each([
    [0, null],
    ['0', null],
    ['12,5', null],
    ['.5', null],
    [-1, 'Il campo Importo deve essere maggiore o uguale a zero'],
    ['-0,01', 'Il campo Importo deve essere maggiore o uguale a zero'],
    [true, 'Il campo Importo deve essere maggiore o uguale a zero'],
  ])(
    '000 §5: "Greater or equal to zero: \'...maggiore o uguale a zero\'" — %j',
    (value, expected) => {
      // Arrange
      const validate = greaterOrEqualToZeroRule('Importo');

      // Act
      const result = validate(value);

      // Assert
      expect(result).toBe(expected);
    },
  );
});

describe('ninRule', () => {
  it.each([
    ['12345678901', null],
    ['RSSMRA85T10A562S', null],
    [12345678901, null],
    ['1234567890', 'Il campo Codice fiscale deve avere lunghezza 11 o 16'],
    ['123456789012', 'Il campo Codice fiscale deve avere lunghezza 11 o 16'],
    [undefined, null],
  ])(
    '000 §5: "National id number (nin): length 11 or 16. \'...deve avere lunghezza 11 o 16\'" — %j',
    (value, expected) => {
      // Arrange
      const validate = ninRule('Codice fiscale');

      // Act
      const result = validate(value);

      // Assert
      expect(result).toBe(expected);
    },
  );
});

describe('amountRule', () => {
  it.each([
    ['12', true],
    ['12.5', true],
    ['12,50', true],
    ['0,05', true],
    ['12.505', false],
    ['12,', false],
    [',5', false],
    ['1.234,50', false],
    ['-5', false],
    ['abc', false],
  ])(
    '000 §5: "Amount: digits with an optional decimal part of 1 or 2 digits, dot or comma" — %s → %s',
    (amount, expected) => {
      // Arrange, Act
      const result = isValidAmount(amount);

      // Assert
      expect(result).toBe(expected);
    },
  );

  it('000 §5: "\'...deve essere un importo valido\'"', () => {
    // Arrange
    const validate = amountRule('Importo');

    // Act
    const result = validate('12,345');

    // Assert
    expect(result).toBe('Il campo Importo deve essere un importo valido');
  });

  it('accepts an amount given as a number and an empty amount', () => {
    // Arrange
    const validate = amountRule('Importo');

    // Act
    const results = [validate(12.5), validate('')];

    // Assert
    expect(results).toEqual([null, null]);
  });
});

describe('lengthOneOfRule', () => {
  it('000 §5: "Length one of two given numbers: \'...deve essere lungo N oppure M caratteri.\'"', () => {
    // Arrange
    const validate = lengthOneOfRule(6, 7)('Codice destinatario');

    // Act
    const result = validate('ABCDE');

    // Assert
    expect(result).toBe('Il campo Codice destinatario deve essere lungo 6 oppure 7 caratteri.');
  });

  it.each([['ABCDEF'], ['ABCDEFG'], ['']])('accepts %j', (value) => {
    // Arrange
    const validate = lengthOneOfRule(6, 7)('Codice destinatario');

    // Act
    const result = validate(value);

    // Assert
    expect(result).toBeNull();
  });
});

describe('oneOfRule', () => {
  it('000 §5: "Value not in a list: \'...non è valido.\'"', () => {
    // Arrange
    const validate = oneOfRule(['private', 'condominium'])('Categoria');

    // Act
    const result = validate('villa');

    // Assert
    expect(result).toBe('Il campo Categoria non è valido.');
  });

  it('accepts a listed value and an empty one', () => {
    // Arrange
    const validate = oneOfRule(['private', 'condominium'])('Categoria');

    // Act
    const results = [validate('private'), validate(undefined)];

    // Assert
    expect(results).toEqual([null, null]);
  });
});

describe('requiredRule', () => {
  it.each([[''], ['  '], [null], [undefined], [[]]])(
    '002 §5.5: "lastname and firstname: required" — %j is refused with \'Il campo X è obbligatorio\'',
    (value) => {
      // Arrange
      const validate = requiredRule('Cognome');

      // Act
      const result = validate(value);

      // Assert
      expect(result).toBe('Il campo Cognome è obbligatorio');
    },
  );

  it('accepts a typed value, zero and false', () => {
    // Arrange
    const validate = requiredRule('Cognome');

    // Act
    const results = [validate('Rossi'), validate(0), validate(false)];

    // Assert
    expect(results).toEqual([null, null, null]);
  });
});

describe('length rules', () => {
  it('002 §5.5: "lastname and firstname: required, 2 to 80 characters" — below 2', () => {
    // Arrange
    const validate = minLengthRule(2)('Nome');

    // Act
    const result = validate('A');

    // Assert
    expect(result).toBe('Il campo Nome deve avere almeno 2 caratteri');
  });

  it('002 §5.5: "lastname and firstname: required, 2 to 80 characters" — above 80', () => {
    // Arrange
    const validate = maxLengthRule(80)('Nome');

    // Act
    const result = validate('A'.repeat(81));

    // Assert
    expect(result).toBe('Il campo Nome deve avere al massimo 80 caratteri');
  });

  it('002 §5.5: "zip: exactly 5 characters"', () => {
    // Arrange
    const validate = exactLengthRule(5)('CAP');

    // Act
    const results = [validate('0010'), validate('00100'), validate(20121)];

    // Assert
    expect(results).toEqual(['Il campo CAP deve avere esattamente 5 caratteri', null, null]);
  });

  it('length rules accept an empty value and the limits themselves', () => {
    // Arrange
    const minimum = minLengthRule(2)('Nome');
    const maximum = maxLengthRule(80)('Nome');

    // Act
    const results = [minimum(''), minimum('Al'), maximum(null), maximum('A'.repeat(80))];

    // Assert
    expect(results).toEqual([null, null, null, null]);
  });
});

describe('length rules count characters, not UTF-16 units', () => {
  it('002 §5.5: "2 to 80 characters" — one \'𠮷\' is one character, below the minimum of 2', () => {
    const validate = minLengthRule(2)('Nome');

    expect(validate('𠮷')).toBe('Il campo Nome deve avere almeno 2 caratteri');
  });

  it('002 §5.5: "2 to 80 characters" — 41 and 80 \'𠮷\' are within 80, 81 are not', () => {
    const validate = maxLengthRule(80)('Nome');

    expect([validate('𠮷'.repeat(41)), validate('𠮷'.repeat(80))]).toEqual([null, null]);
    expect(validate('𠮷'.repeat(81))).toBe('Il campo Nome deve avere al massimo 80 caratteri');
  });

  it('002 §5.5: "zip: exactly 5 characters" — five emoji are five characters', () => {
    const validate = exactLengthRule(5)('CAP');

    expect([validate('😀'.repeat(5)), validate('😀'.repeat(3))]).toEqual([
      null,
      'Il campo CAP deve avere esattamente 5 caratteri',
    ]);
  });

  it('000 §5: "Length one of two given numbers" — six \'𠮷\' are six characters', () => {
    const validate = lengthOneOfRule(6, 7)('Codice destinatario');

    expect([validate('𠮷'.repeat(6)), validate('𠮷'.repeat(4))]).toEqual([
      null,
      'Il campo Codice destinatario deve essere lungo 6 oppure 7 caratteri.',
    ]);
  });

  it('000 §5: "nin: length 11 or 16" — counted in characters', () => {
    const validate = ninRule('Codice fiscale');

    expect([validate('𠮷'.repeat(11)), validate('𠮷'.repeat(8))]).toEqual([
      null,
      'Il campo Codice fiscale deve avere lunghezza 11 o 16',
    ]);
  });
});

describe('alphabeticRule', () => {
  it('002 §5.5: "province and country: alphabetic, exactly 2 characters"', () => {
    // Arrange
    const validate = alphabeticRule('Provincia');

    // Act
    const results = [validate('MI'), validate('M1'), validate('')];

    // Assert
    expect(results).toEqual([null, 'Il campo Provincia deve contenere solo lettere', null]);
  });
});

describe('emailRule', () => {
  it.each([
    ['mario.rossi@example.it', true],
    ['m+tag@sub.example.co.uk', true],
    ['mario.rossi@example', false],
    ['mario rossi@example.it', false],
    ['mario@@example.it', false],
    ['@example.it', false],
    ['mario@example..it', false],
  ])('002 §5.5: "email: valid format" — %s → %s', (email, expected) => {
    // Arrange, Act
    const result = isValidEmail(email);

    // Assert
    expect(result).toBe(expected);
  });

  it('002 §5.5: "email: valid format" message', () => {
    // Arrange
    const validate = emailRule('Email');

    // Act
    const results = [validate('mario'), validate('')];

    // Assert
    expect(results).toEqual(['Il campo Email deve essere un indirizzo email valido', null]);
  });
});

describe('passwordConfirmationRule', () => {
  it('002 §5.5: "Password confirmation mismatch: \'Le due password non coincidono\'"', () => {
    // Arrange
    const validate = passwordConfirmationRule('password')('Conferma password');

    // Act
    const result = validate('segreta2', { password: 'segreta1', passwordConfirmation: 'segreta2' });

    // Assert
    expect(result).toBe('Le due password non coincidono');
  });

  it('accepts an equal confirmation, and an empty one (left to requiredRule)', () => {
    // Arrange
    const validate = passwordConfirmationRule('password')('Conferma password');

    // Act
    const results = [validate('segreta1', { password: 'segreta1' }), validate('')];

    // Assert
    expect(results).toEqual([null, null]);
  });

  it('refuses a confirmation when the form values are missing', () => {
    // Arrange
    const validate = passwordConfirmationRule('password')('Conferma password');

    // Act
    const result = validate('segreta1');

    // Assert
    expect(result).toBe('Le due password non coincidono');
  });
});
