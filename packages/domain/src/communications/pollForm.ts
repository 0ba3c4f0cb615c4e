/**
 * The poll form (001 §2.2 /ORG/COM/polls/new and /mod/{idElement}; 000 §3 watch record "Poll
 * (status boolean, validTo, _building)"; 000 §9 form limits): the rules the web's create form and
 * the gateway's create and update both apply. Beyond the watch record's fields, the spec names
 * none: a title, a question, its 2–10 answers and the closing date are ours (DECISIONS.md "Polls").
 */
import { TITLE_MAX_LENGTH } from '../constants/constants.ts';
import { communicationsMessage } from '../messages/it-IT/communications.ts';
import type { CommunicationsMessageKey } from '../messages/it-IT/communications.ts';
import { maxLengthRule, requiredRule } from '../validation/rules.ts';
import type { FieldRule } from '../validation/rules.ts';
import { boardBuildingsError } from './boardBuildings.ts';

/** The fewest answers a poll offers (DECISIONS.md "Polls" 1). */
export const POLL_MIN_OPTIONS = 2;
/** The most answers a poll offers (DECISIONS.md "Polls" 1). */
export const POLL_MAX_OPTIONS = 10;
/** The longest question (the gateway's column limit, DECISIONS.md "Polls" 1). */
export const POLL_QUESTION_MAX_LENGTH = 1000;
/** The longest answer: a title's length (000 §9). */
export const POLL_OPTION_MAX_LENGTH = TITLE_MAX_LENGTH;

/** The fields of the poll form, by wire name. The status is the lifecycle's. */
export type PollFormField =
  '_building' | 'buildings' | 'object' | 'question' | 'options' | 'validTo';

/** The values of the poll form as the gateway reads them: the answers as their labels. */
export interface PollFormValues {
  _building?: string | number | null;
  /** The other buildings it is for, by id (`boardBuildingIds`). */
  buildings?: readonly unknown[] | null;
  object?: string | null;
  question?: string | null;
  options?: readonly unknown[] | null;
  /** The closing date, `YYYY-MM-DD`: the last day a resident may vote. */
  validTo?: string | null;
}

/** One answer of a stored poll, with its count of votes. */
export interface PollOption {
  id: number;
  label: string;
  votes: number;
}

/** Every field of the poll form, in the order the form shows them. */
export const POLL_FORM_FIELDS = [
  '_building',
  'buildings',
  'object',
  'question',
  'options',
  'validTo',
] as const satisfies readonly PollFormField[];

/** The Italian label of each form field. */
export const POLL_FORM_LABELS: Readonly<Record<PollFormField, string>> = {
  _building: communicationsMessage('communications.poll.form.label.building'),
  buildings: communicationsMessage('communications.poll.form.label.buildings'),
  object: communicationsMessage('communications.poll.form.label.object'),
  question: communicationsMessage('communications.poll.form.label.question'),
  options: communicationsMessage('communications.poll.form.label.options'),
  validTo: communicationsMessage('communications.poll.form.label.validTo'),
};

/** Every field but the other buildings is marked '(*)': a poll asks something, with answers, until a day. */
export const POLL_FORM_REQUIRED_FIELDS: readonly PollFormField[] = POLL_FORM_FIELDS.filter(
  (field) => field !== 'buildings',
);

const TEXT_RULES: Readonly<Partial<Record<PollFormField, readonly FieldRule[]>>> = {
  _building: [requiredRule],
  object: [requiredRule, maxLengthRule(TITLE_MAX_LENGTH)],
  question: [requiredRule, maxLengthRule(POLL_QUESTION_MAX_LENGTH)],
  validTo: [requiredRule],
};

/** The errors of a poll form, one message per field. */
export interface PollFormValidation {
  valid: boolean;
  errors: Partial<Record<PollFormField, string>>;
}

/** The answers as trimmed labels, or the reason they are refused. */
function optionsError(options: PollFormValues['options']): string | null {
  if (!Array.isArray(options) || options.some((option) => typeof option !== 'string')) {
    return communicationsMessage('communications.poll.form.error.optionsCount', {
      min: String(POLL_MIN_OPTIONS),
      max: String(POLL_MAX_OPTIONS),
    });
  }
  const labels = (options as readonly string[]).map((option) => option.trim());
  if (labels.some((label) => label === '')) {
    return communicationsMessage('communications.poll.form.error.optionEmpty');
  }
  if (labels.length < POLL_MIN_OPTIONS || labels.length > POLL_MAX_OPTIONS) {
    return communicationsMessage('communications.poll.form.error.optionsCount', {
      min: String(POLL_MIN_OPTIONS),
      max: String(POLL_MAX_OPTIONS),
    });
  }
  if (labels.some((label) => label.length > POLL_OPTION_MAX_LENGTH)) {
    return communicationsMessage('communications.poll.form.error.optionLength', {
      max: String(POLL_OPTION_MAX_LENGTH),
    });
  }
  const distinct = new Set(labels.map((label) => label.toLocaleLowerCase('it-IT')));
  if (distinct.size !== labels.length) {
    return communicationsMessage('communications.poll.form.error.optionDuplicate');
  }
  return null;
}

/**
 * Why a closing date (`YYYY-MM-DD`) is refused on `today`, or null: a poll never closes in the
 * past — today is allowed, as the last day to vote (DECISIONS.md "Polls" 1 and "Polls: the closing
 * date of an edit"). No date is the required rule's to report.
 */
function pollClosingDateError(validTo: unknown, today: string): string | null {
  if (typeof validTo !== 'string' || validTo === '') return null;
  return validTo < today
    ? communicationsMessage('communications.poll.form.error.validToPast')
    : null;
}

/**
 * The poll form's rules (DECISIONS.md "Polls" 1): building, title, question, answers and closing
 * date required; the title at most 80 characters (000 §9), the question at most 1000; 2 to 10
 * answers, none empty, none repeated, each at most 80 characters; the closing date not before
 * `today` (`YYYY-MM-DD`, `pollToday`) — on a create and on an edit alike (DECISIONS.md "Polls:
 * the closing date of an edit"): the web form and the gateway ask this one function. One message
 * per field, the first rule broken.
 */
export function validatePollForm(values: PollFormValues, today: string): PollFormValidation {
  const errors: PollFormValidation['errors'] = {};
  for (const field of POLL_FORM_FIELDS) {
    if (field === 'options') {
      const error = optionsError(values.options);
      if (error !== null) errors.options = error;
      continue;
    }
    if (field === 'buildings') {
      const error = boardBuildingsError(values.buildings);
      if (error !== null) errors.buildings = error;
      continue;
    }
    for (const rule of TEXT_RULES[field] ?? []) {
      const error = rule(POLL_FORM_LABELS[field])(values[field]);
      if (error !== null) {
        errors[field] = error;
        break;
      }
    }
  }
  if (errors.validTo === undefined) {
    const error = pollClosingDateError(values.validTo, today);
    if (error !== null) errors.validTo = error;
  }
  return { valid: Object.keys(errors).length === 0, errors };
}

/** The answers of a valid form as the poll stores them: numbered from 1, no vote yet. */
export function pollOptionsFromLabels(labels: readonly string[]): PollOption[] {
  return labels.map((label, index) => ({ id: index + 1, label: label.trim(), votes: 0 }));
}

/** The answers of a stored poll, read defensively (the column is JSON). */
export function pollOptionsOf(options: unknown): PollOption[] {
  if (!Array.isArray(options)) return [];
  return options.flatMap((option: unknown) => {
    if (typeof option !== 'object' || option === null) return [];
    const { id, label, votes } = option as Record<string, unknown>;
    if (typeof id !== 'number' || typeof label !== 'string') return [];
    return [{ id, label, votes: typeof votes === 'number' ? votes : 0 }];
  });
}

const HISTORY_ACTION_KEYS: Readonly<Record<string, CommunicationsMessageKey>> = {
  create: 'communications.poll.history.action.create',
  update: 'communications.poll.history.action.update',
  PUBLISH: 'communications.poll.history.action.PUBLISH',
  CLOSE: 'communications.poll.history.action.CLOSE',
};

/** The title of a poll history entry: 'CLOSE' → 'Sondaggio chiuso'; an unknown action as recorded. */
export function pollHistoryActionLabel(action: string): string {
  const key = HISTORY_ACTION_KEYS[action];
  return key === undefined ? action : communicationsMessage(key);
}

/** The Italian label of a field a poll's history records: the form's labels and 'Stato'. */
export function pollHistoryFieldLabel(field: string): string {
  if (field === 'status') return communicationsMessage('communications.poll.history.field.status');
  return Object.hasOwn(POLL_FORM_LABELS, field) ? POLL_FORM_LABELS[field as PollFormField] : field;
}

/**
 * Why a building cannot hold a poll, or null: 002 §2.10 hides the polls of private buildings
 * (DECISIONS.md "Polls" 3).
 */
export function pollBuildingError(building: { isPrivate: boolean }): string | null {
  return building.isPrivate
    ? communicationsMessage('communications.poll.refusal.privateBuilding')
    : null;
}

/** The bell's title of a published poll (DECISIONS.md "Polls" 5): 'Nuovo sondaggio: {object}'. */
export function pollNotificationTitle(poll: { object: string }): string {
  return communicationsMessage('communications.poll.notification.title', { object: poll.object });
}
