/**
 * The notice form's values and how they meet domain's rules and the wire (DECISIONS.md
 * "Notices"): the building picker holds the picked building whole (its name shown).
 */
import {
  validateNoticeForm,
  type NoticeFormField,
  type NoticeFormValues,
} from '@portineria/domain';
import type { BuildingPickerItem } from '@portineria/ui';

/** The form's values. */
export interface NoticeFormState {
  building: BuildingPickerItem | null;
  title: string;
  body: string;
  validTo: string | null;
}

/** Where each wire field is on the form. */
export const NOTICE_FORM_FIELD: Readonly<Record<NoticeFormField, keyof NoticeFormState>> = {
  _building: 'building',
  title: 'title',
  body: 'body',
  validTo: 'validTo',
};

/** An empty new notice. */
export function emptyNoticeForm(): NoticeFormState {
  return { building: null, title: '', body: '', validTo: null };
}

/** The notice fields of the form's values, as domain's validator and the gateway read them. */
export function noticeFormValues(state: NoticeFormState): NoticeFormValues {
  return {
    _building: state.building ? String(state.building.id) : null,
    title: state.title.trim() === '' ? null : state.title.trim(),
    body: state.body.trim() === '' ? null : state.body,
    validTo: state.validTo === '' ? null : state.validTo,
  };
}

/** domain's `validateNoticeForm` on the form's values: a message per wire field it refuses. */
export function validateNoticeFormState(state: NoticeFormState) {
  return validateNoticeForm(noticeFormValues(state)).errors;
}
