import {
  SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE,
  SPL_KEYWORDS_MIN_LEVEL,
  SPL_SAVE_MIN_LEVEL_EXCLUSIVE,
} from '../constants/constants.ts';
import { suppliersMessage } from '../messages/it-IT/suppliers.ts';
import { isSupplierProfile } from '../profiles/companyTypes.ts';
import { ROLE_TYPE } from '../profiles/types.ts';
import type { Profile, RoleType } from '../profiles/types.ts';

/** What a supplier profile may do in its company editor (002 §5.6). */
export interface SupplierEditorAbilities {
  /** "Saving is possible only at level above 2." */
  canSave: boolean;
  /** "The keyword area is shown at level 2 or more." */
  showKeywords: boolean;
  /** "Extra emails are shown above level 1." */
  showExtraEmails: boolean;
  /** "Cover edit is allowed above level 1." */
  canEditCover: boolean;
}

/**
 * The supplier company editor's abilities of a profile (002 §5.6, 002 §9 "SPL level above 1 for
 * extra emails and cover edit, 2 or more for keywords, above 2 to save"). Only a supplier's
 * profile edits its company: any other role has none of them.
 */
export function supplierEditorAbilities(
  profile: Pick<Profile, 'role' | 'profile_level'>,
): SupplierEditorAbilities {
  const supplier = isSupplierProfile(profile);
  const level = profile.profile_level;
  return {
    canSave: supplier && level > SPL_SAVE_MIN_LEVEL_EXCLUSIVE,
    showKeywords: supplier && showsKeywords(level),
    showExtraEmails: supplier && showsExtraEmails(level),
    canEditCover: supplier && level > SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE,
  };
}

/** "The keyword area is shown at level 2 or more." */
const showsKeywords = (level: number) => level >= SPL_KEYWORDS_MIN_LEVEL;
/** "Extra emails are shown above level 1." */
const showsExtraEmails = (level: number) => level > SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE;

/**
 * The company fields a supplier's own profiles see only from a level (002 §5.6): the keywords
 * and the three extra e-mails, by the level that shows each.
 */
export const SUPPLIER_LEVELLED_FIELDS = {
  keywords: showsKeywords,
  emailAccounting: showsExtraEmails,
  emailPlanning: showsExtraEmails,
  emailSystem: showsExtraEmails,
} as const satisfies Readonly<Record<string, (level: number) => boolean>>;

/** A company field a supplier's level decides (see {@link SUPPLIER_LEVELLED_FIELDS}). */
export type SupplierLevelledField = keyof typeof SUPPLIER_LEVELLED_FIELDS;

/**
 * Whether a reader sees a field of a supplier company wherever the company is read — its editor,
 * an include, a filter, a sort, its history (002 §5.6; DECISIONS.md "Supplier company editor"):
 * a supplier's profile sees the keywords from level 2 and the extra e-mails above level 1; the
 * levels are a supplier's own, so other roles see what their own reads list, and a field the
 * levels do not name is seen by everyone.
 */
export function isSupplierCompanyFieldVisible(
  field: string,
  reader: { roleType: RoleType; level: number },
): boolean {
  if (reader.roleType !== ROLE_TYPE.SPL || !Object.hasOwn(SUPPLIER_LEVELLED_FIELDS, field))
    return true;
  return SUPPLIER_LEVELLED_FIELDS[field as SupplierLevelledField](reader.level);
}

/** What the supplier company editor does: save its form, or change its cover image. */
export type SupplierEditorAction = 'save' | 'cover';

/**
 * Why a profile may not do `action` in the supplier company editor, in Italian, or null when it
 * may (002 §5.6): the reason the editor shows beside its disabled SALVA and the message of the
 * gateway's 403, one wording for both.
 */
export function supplierEditorRefusal(
  profile: Pick<Profile, 'role' | 'profile_level'>,
  action: SupplierEditorAction,
): string | null {
  const abilities = supplierEditorAbilities(profile);
  switch (action) {
    case 'save':
      return abilities.canSave ? null : suppliersMessage('suppliers.editor.saveLevel');
    case 'cover':
      return abilities.canEditCover ? null : suppliersMessage('suppliers.editor.coverLevel');
    default:
      return action satisfies never;
  }
}
