import { describe, expect, it } from 'vitest';
import {
  CHAT_CATEGORIES,
  CHAT_VISIBILITY_VALUES,
  chatCacheTag,
  chatCategoryOfTag,
} from './categories.ts';

describe('chat categories', () => {
  it.each([
    ['BUILDING', 'BLD'],
    ['COMPANY', 'CMP'],
    ['ORDER', 'ORD'],
    ['CLAIM', 'CLM'],
    ['QUOTE', 'QT'],
    ['TICKET', 'TCK'],
    ['TOKEN', 'TKN'],
    ['FOLDER', 'FLR'],
  ] as const)(
    '002 §3.6: "Categories and cache tags: BUILDING BLD, COMPANY CMP, ORDER ORD, CLAIM CLM, QUOTE QT, TICKET TCK, TOKEN TKN, FOLDER FLR" — %s',
    (category, tag) => {
      expect(chatCacheTag(category)).toBe(tag);
      expect(chatCategoryOfTag(tag)).toBe(category);
    },
  );

  it('002 §3.6: there are exactly eight categories; an unknown tag has none', () => {
    expect(Object.keys(CHAT_CATEGORIES)).toHaveLength(8);
    expect(chatCategoryOfTag('XYZ')).toBeUndefined();
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
