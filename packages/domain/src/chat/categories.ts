import type { ChatCategory } from './types.ts';

/** Every chat category with its cache tag (002 §3.6). */
export const CHAT_CATEGORIES = {
  BUILDING: 'BLD',
  COMPANY: 'CMP',
  ORDER: 'ORD',
  CLAIM: 'CLM',
  QUOTE: 'QT',
  TICKET: 'TCK',
  TOKEN: 'TKN',
  FOLDER: 'FLR',
} as const satisfies Record<ChatCategory, string>;

/** A chat cache tag: BLD, CMP, ORD, CLM, QT, TCK, TKN or FLR. */
export type ChatCacheTag = (typeof CHAT_CATEGORIES)[ChatCategory];

/**
 * Chat visibility values (002 §3.6 "owner, tennant, councilor, doorkeeper; also org, spl, usr,
 * sys"), spelled as the spec spells them ('tennant').
 */
export const CHAT_VISIBILITY_VALUES = [
  'owner',
  'tennant',
  'councilor',
  'doorkeeper',
  'org',
  'spl',
  'usr',
  'sys',
] as const;

/** A chat visibility value. */
export type ChatVisibility = (typeof CHAT_VISIBILITY_VALUES)[number];
