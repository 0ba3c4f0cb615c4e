/**
 * Qualification folders as the rules of this area read them (001 §3 "Qualification folder").
 * The spec gives the states, the owners, the kinds and the folder type's qualifications string
 * and "current" sub-type; it says "Full … qualification-folder payload fields beyond the above:
 * not shown", so the other field names (`criticality`, `folderType`, `_folderType`) are ours
 * (DECISIONS.md).
 */
import type { FOLDER_STATUS } from './constants.ts';

/** The name of a folder state (001 §3: "states TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3"). */
export type FolderStatusName = keyof typeof FOLDER_STATUS;

/** A folder state as its wire number: TODO 0, IN_PROGRESS 1, DONE 2, MISSING 3 (001 §3). */
export type FolderStatus = (typeof FOLDER_STATUS)[FolderStatusName];

/** Who owns a folder type (001 §3: "Folder type owner: CONSULTANT or ORGANIZATION"). */
export type FolderTypeOwner = 'CONSULTANT' | 'ORGANIZATION';

/** What a folder type holds (001 §3: "Folder kind: FORM or FINAL_DOC"). */
export type FolderKind = 'FORM' | 'FINAL_DOC';

/** A folder type (001 §3: "A supplier's folder type has a qualifications string and a "current" sub-type"). */
export interface QualificationFolderType {
  id: string;
  name?: string;
  owner: FolderTypeOwner;
  kind: FolderKind;
  /** Comma-separated qualification ids (001 §2.3). */
  qualifications: string | null;
  /** The current sub-type (001 §7: "a folder get-one by supplier company id, folder type and sub-type"). */
  current?: { id: string } | null;
}

/** A supplier's qualification folder. */
export interface QualificationFolder {
  id: string;
  status: FolderStatus;
  /** Criticality: null is none, 1-2 low, 3-4 medium, 5 and above high (001 §4.7). */
  criticality?: number | null;
  _folderType?: string;
  folderType?: QualificationFolderType;
}

/** An item of a folder whose attachments are counted (000 §4: "every item has status 1"). */
export interface FolderAttachmentItem {
  status: number;
}
