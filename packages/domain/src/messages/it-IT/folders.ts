import { areaMessage } from '../placeholders.ts';

/** Italian strings of the folders area, worded exactly as the spec. Keys are prefixed with 'folders.'. */
export const foldersMessages = {
  /** 001 §4.7 filter options */
  'folders.filter.todo': 'Da fare',
  'folders.filter.inProgress': 'Da completare',
  'folders.filter.done': 'Completati',
  'folders.filter.all': 'Mostra tutti',
  /** 001 §4.7 criticality levels, named only in English by the spec (low, medium, high). */
  'folders.criticality.low': 'Bassa',
  'folders.criticality.medium': 'Media',
  'folders.criticality.high': 'Alta',
  /** 000 §4 attachment-count label */
  'folders.attachments.completed': 'COMPLETATA',
  /** Not in the spec: the count shown while not every item is complete. */
  'folders.attachments.count': '{completed}/{total}',
} as const;

/** A message of the folders area, its `{name}` placeholders filled. */
export const foldersMessage = /* @__PURE__ */ areaMessage(foldersMessages);
