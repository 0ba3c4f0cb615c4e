/**
 * The notice form (001 §2.2 /ORG/COM/notices/new and /mod/{idElement}; 000 §9 form limits): the
 * rules the web's create and edit forms and the gateway's create and update both apply. The spec
 * names no field of a notice: a title, a text, the building whose board shows it and the day it
 * stops being shown are ours (DECISIONS.md "Notices").
 */
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { communicationsMessage } from '../messages/it-IT/communications.ts';
import type { CommunicationsMessageKey } from '../messages/it-IT/communications.ts';
import { maxLengthRule, requiredRule } from '../validation/rules.ts';
import { boardBuildingsError } from './boardBuildings.ts';
import type { FieldRule } from '../validation/rules.ts';

/** The fields of the notice form, by wire name. The status is the lifecycle's. */
export type NoticeFormField = 'title' | 'body' | '_building' | 'buildings' | 'validTo';

/** The values of the notice form as the gateway reads them. */
export type NoticeFormValues = Partial<
  Record<Exclude<NoticeFormField, 'buildings'>, string | number | null>
> & {
  /** The other buildings it is for, by id (`boardBuildingIds`). */
  buildings?: readonly unknown[] | null;
};

/** Every field of the notice form, in the order the form shows them. */
export const NOTICE_FORM_FIELDS = [
  '_building',
  'buildings',
  'title',
  'body',
  'validTo',
] as const satisfies readonly NoticeFormField[];

/** The Italian label of each form field. */
export const NOTICE_FORM_LABELS: Readonly<Record<NoticeFormField, string>> = {
  title: communicationsMessage('communications.notice.form.label.title'),
  body: communicationsMessage('communications.notice.form.label.body'),
  _building: communicationsMessage('communications.notice.form.label.building'),
  buildings: communicationsMessage('communications.notice.form.label.buildings'),
  validTo: communicationsMessage('communications.notice.form.label.validTo'),
};

/** The fields marked '(*)': a notice says something, on one building's board. */
export const NOTICE_FORM_REQUIRED_FIELDS = [
  '_building',
  'title',
  'body',
] as const satisfies readonly NoticeFormField[];

const FIELD_RULES: Readonly<Record<NoticeFormField, readonly FieldRule[]>> = {
  _building: [requiredRule],
  buildings: [],
  title: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)],
  body: [requiredRule, maxLengthRule(DESCRIPTION_MAX_LENGTH)],
  validTo: [],
};

/** The errors of a notice form, one message per field. */
export interface NoticeFormValidation {
  valid: boolean;
  errors: Partial<Record<NoticeFormField, string>>;
}

/**
 * The notice form's rules: building, title and text required; the title at most 80 characters
 * and the text at most 4000 (000 §9). One message per field, the first rule broken.
 */
export function validateNoticeForm(values: NoticeFormValues): NoticeFormValidation {
  const errors: NoticeFormValidation['errors'] = {};
  const buildings = boardBuildingsError(values.buildings);
  if (buildings !== null) errors.buildings = buildings;
  for (const field of NOTICE_FORM_FIELDS) {
    if (field === 'buildings') continue;
    for (const rule of FIELD_RULES[field]) {
      const error = rule(NOTICE_FORM_LABELS[field])(values[field]);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

const HISTORY_ACTION_KEYS: Readonly<Record<string, CommunicationsMessageKey>> = {
  create: 'communications.notice.history.action.create',
  update: 'communications.notice.history.action.update',
  PUBLISH: 'communications.notice.history.action.PUBLISH',
  WITHDRAW: 'communications.notice.history.action.WITHDRAW',
};

/**
 * The title of a notice history entry: 'PUBLISH' → 'Avviso pubblicato'. An action without a
 * title is named as it was recorded, so an entry is never blank.
 */
export function noticeHistoryActionLabel(action: string): string {
  const key = HISTORY_ACTION_KEYS[action];
  return key === undefined ? action : communicationsMessage(key);
}

/** The Italian label of a field a notice's history records: the form's labels and 'Stato'. */
export function noticeHistoryFieldLabel(field: string): string {
  if (field === 'status')
    return communicationsMessage('communications.notice.history.field.status');
  return Object.hasOwn(NOTICE_FORM_LABELS, field)
    ? NOTICE_FORM_LABELS[field as NoticeFormField]
    : field;
}

/**
 * Why a building cannot hold a notice, or null: a private building has no notice board (002
 * §2.10 hides the notices of private buildings; DECISIONS.md "Notices" 3).
 */
export function noticeBuildingError(building: { isPrivate: boolean }): string | null {
  return building.isPrivate
    ? communicationsMessage('communications.notice.refusal.privateBuilding')
    : null;
}

/** The bell's title of a published notice (DECISIONS.md "Notices" 4): 'Nuovo avviso: {title}'. */
export function noticeNotificationTitle(notice: { title: string }): string {
  return communicationsMessage('communications.notice.notification.title', { title: notice.title });
}
