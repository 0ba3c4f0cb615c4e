import { areaMessage } from '../placeholders.ts';

/**
 * Italian strings of a folder's criticality levels (001 §4.7), keys prefixed with 'folders.' as
 * the rest of the area. Apart from ./folders.ts because the levels are a ui leaf of their own
 * (CriticalityIndicator) that must not ship the area's other strings (the folder form's grew it
 * past its recorded size).
 */
export const folderCriticalityMessages = {
  /** 001 §4.7 criticality levels, named only in English by the spec (low, medium, high). */
  'folders.criticality.low': 'Bassa',
  'folders.criticality.medium': 'Media',
  'folders.criticality.high': 'Alta',
} as const;

/** A key of the folder criticality messages. */
export type FolderCriticalityMessageKey = keyof typeof folderCriticalityMessages;

/** A folder criticality message. */
export const folderCriticalityMessage = /* @__PURE__ */ areaMessage(folderCriticalityMessages);
