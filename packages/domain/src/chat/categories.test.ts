import { describe, expect, it } from 'vitest';
import { CHAT_CATEGORIES, CHAT_VISIBILITY_VALUES } from './categories.ts';

describe('chat categories', () => {
  it('002 §3.6: "Categories and cache tags: BUILDING BLD, COMPANY CMP, ORDER ORD, CLAIM CLM, QUOTE QT, TICKET TCK, TOKEN TKN, FOLDER FLR"', () => {
    expect(CHAT_CATEGORIES).toEqual({
      BUILDING: 'BLD',
      COMPANY: 'CMP',
      ORDER: 'ORD',
      CLAIM: 'CLM',
      QUOTE: 'QT',
      TICKET: 'TCK',
      TOKEN: 'TKN',
      FOLDER: 'FLR',
    });
  });

  it('002 §3.6: "Visibility values: owner, tennant, councilor, doorkeeper; also org, spl, usr, sys"', () => {
    expect(CHAT_VISIBILITY_VALUES).toEqual([
      'owner',
      'tennant',
      'councilor',
      'doorkeeper',
      'org',
      'spl',
      'usr',
      'sys',
    ]);
  });
});
