import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_LIMIT,
  INTEGER_RANGE,
  NUMBER_LIMITS,
  TEXT_LIMITS,
  isWebAddress,
  numberRangeOf,
  textLimitOf,
} from './limits.ts';

describe('text limits', () => {
  it('002 §5.1, §9 "Title at most 80 characters; description at most 4000": object 80, description 4000', () => {
    expect(textLimitOf('object').maxLength).toBe(80);
    expect(textLimitOf('description').maxLength).toBe(4000);
  });

  it('002 §5.5 "lastname and firstname 2 to 80, street and city at most 80, zip 5, province and country 2, email 254, fax 20"', () => {
    expect(
      ['firstname', 'lastname', 'street', 'city', 'zip', 'province', 'country', 'email', 'fax'].map(
        (field) => textLimitOf(field).maxLength,
      ),
    ).toEqual([80, 80, 80, 80, 5, 2, 2, 254, 20]);
  });

  it('000 §5 "Phone number: 8 to 20 characters", "nin: length 11 or 16": landline and mobile 20, nin 16', () => {
    expect(textLimitOf('landline').maxLength).toBe(20);
    expect(textLimitOf('mobile').maxLength).toBe(20);
    expect(textLimitOf('nin').maxLength).toBe(16);
  });

  it('gives every entry a positive limit and a source, and unknown fields the documented default', () => {
    for (const [field, limit] of Object.entries(TEXT_LIMITS)) {
      expect(limit.maxLength, field).toBeGreaterThan(0);
      expect(limit.source.length, field).toBeGreaterThan(10);
    }
    expect(textLimitOf('somethingNew')).toBe(DEFAULT_TEXT_LIMIT);
    expect(textLimitOf('__proto__')).toBe(DEFAULT_TEXT_LIMIT);
  });
});

describe('web addresses', () => {
  it('accepts absolute http and https addresses only: a stored javascript: link could run', () => {
    expect(isWebAddress('https://www.studiorossi.example/contatti')).toBe(true);
    expect(isWebAddress('http://example.it')).toBe(true);
    for (const hostile of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example',
      'www.example.it',
      'https://',
      'mailto:a@b.it',
    ]) {
      expect(isWebAddress(hostile), hostile).toBe(false);
    }
  });
});

describe('number ranges', () => {
  it('000 §9 "Money: two decimals": amounts fit ten digits and two decimals', () => {
    for (const field of ['amount', 'askedPrice', 'amountClaimed', 'amountRefunded']) {
      expect(numberRangeOf(field, 'number').max).toBe(9_999_999_999.99);
    }
  });

  it('keeps whole numbers within 32 bits and small codes within 16', () => {
    expect(numberRangeOf('_building', 'integer')).toBe(INTEGER_RANGE);
    expect(INTEGER_RANGE.max).toBe(2_147_483_647);
    expect(numberRangeOf('status', 'integer').max).toBe(32_767);
    expect(Object.keys(NUMBER_LIMITS)).toContain('thousandths');
    expect(numberRangeOf('lastSeenMs', 'number').max).toBe(Number.MAX_SAFE_INTEGER);
  });
});
