/**
 * The notice form's values and how they meet domain's rules and the wire (DECISIONS.md
 * "Notices"): the building picker holds the picked building whole (its name shown).
 */
import {
  validateNoticeForm,
  type NoticeFormField,
  type NoticeFormValues,
} from '@portineria/domain';
import type { IncludedBuilding, Notice } from '@portineria/api-client';
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

/** The picked building of a stored record: its id with the name the detail included. */
export function pickedBuilding(
  id: number | null | undefined,
  included: IncludedBuilding | null | undefined,
): BuildingPickerItem | null {
  if (id === null || id === undefined) return null;
  return { id: String(id), name: included?.name ?? String(id) };
}

/** A stored notice as the form holds it (the edit starts from it). */
export function noticeFormStateOf(
  notice: Notice & { org_buildings?: IncludedBuilding | null },
): NoticeFormState {
  return {
    building: pickedBuilding(notice._building, notice.org_buildings),
    title: notice.title,
    body: notice.body ?? '',
    validTo: notice.validTo,
  };
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
