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
import { webMessage } from '../../messages/it-IT.ts';

/** The form's values. */
export interface NoticeFormState {
  building: BuildingPickerItem | null;
  /** The other buildings it is for (DECISIONS.md "Notices and polls for several buildings"). */
  otherBuildings: BuildingPickerItem[];
  title: string;
  body: string;
  validTo: string | null;
}

/** Where each wire field is on the form. */
export const NOTICE_FORM_FIELD: Readonly<Record<NoticeFormField, keyof NoticeFormState>> = {
  _building: 'building',
  buildings: 'otherBuildings',
  title: 'title',
  body: 'body',
  validTo: 'validTo',
};

/** An empty new notice. */
export function emptyNoticeForm(): NoticeFormState {
  return { building: null, otherBuildings: [], title: '', body: '', validTo: null };
}

/** The picked building of a stored record: its id with the name the detail included. */
export function pickedBuilding(
  id: number | null | undefined,
  included: IncludedBuilding | null | undefined,
): BuildingPickerItem | null {
  if (id === null || id === undefined) return null;
  return { id: String(id), name: included?.name ?? String(id) };
}

/** A building known by id only: named as the session knows it, else by its number. */
function knownBuilding(id: number, known: readonly KnownBuilding[]): BuildingPickerItem {
  const found = known.find((building) => String(building.id) === String(id));
  return { id: String(id), name: found?.name ?? webMessage('detail.relationById', { id }) };
}

/** A building the session knows (its id and name). */
export interface KnownBuilding {
  id: string | number;
  name: string;
}

/** The other buildings of a stored record: every one but the main, named as the session knows them. */
export function pickedOtherBuildings(
  record: { _building: number | null; buildings?: readonly number[] | null },
  known: readonly KnownBuilding[],
): BuildingPickerItem[] {
  return (record.buildings ?? [])
    .filter((id) => String(id) !== String(record._building))
    .map((id) => knownBuilding(id, known));
}

/** The other buildings as the wire sends them, by id. */
export function otherBuildingIds(picked: readonly BuildingPickerItem[]): string[] {
  return picked.map((building) => String(building.id));
}

/** A stored notice as the form holds it (the edit starts from it). */
export function noticeFormStateOf(
  notice: Notice & { org_buildings?: IncludedBuilding | null },
  known: readonly KnownBuilding[] = [],
): NoticeFormState {
  return {
    building: pickedBuilding(notice._building, notice.org_buildings),
    otherBuildings: pickedOtherBuildings(notice, known),
    title: notice.title,
    body: notice.body ?? '',
    validTo: notice.validTo,
  };
}

/** The notice fields of the form's values, as domain's validator and the gateway read them. */
export function noticeFormValues(state: NoticeFormState): NoticeFormValues {
  return {
    _building: state.building ? String(state.building.id) : null,
    buildings: otherBuildingIds(state.otherBuildings ?? []),
    title: state.title.trim() === '' ? null : state.title.trim(),
    body: state.body.trim() === '' ? null : state.body,
    validTo: state.validTo === '' ? null : state.validTo,
  };
}

/** domain's `validateNoticeForm` on the form's values: a message per wire field it refuses. */
export function validateNoticeFormState(state: NoticeFormState) {
  return validateNoticeForm(noticeFormValues(state)).errors;
}
