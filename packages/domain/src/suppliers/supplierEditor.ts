import {
  SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE,
  SPL_KEYWORDS_MIN_LEVEL,
  SPL_SAVE_MIN_LEVEL_EXCLUSIVE,
} from '../constants/constants.ts';

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
 * The supplier editor's abilities for a profile level (002 §5.6, 002 §9 "SPL level above 1 for
 * extra emails and cover edit, 2 or more for keywords, above 2 to save").
 */
export function supplierEditorAbilities(profileLevel: number): SupplierEditorAbilities {
  return {
    canSave: profileLevel > SPL_SAVE_MIN_LEVEL_EXCLUSIVE,
    showKeywords: profileLevel >= SPL_KEYWORDS_MIN_LEVEL,
    showExtraEmails: profileLevel > SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE,
    canEditCover: profileLevel > SPL_EXTRA_EMAILS_MIN_LEVEL_EXCLUSIVE,
  };
}
