/**
 * The poll form's values and how they meet domain's rules and the wire (DECISIONS.md "Polls" 1):
 * the building picker holds the picked building whole (its name shown); the answers are written
 * one per line, blank lines ignored.
 */
import {
  pollToday,
  validatePollForm,
  type PollFormField,
  type PollFormValues,
} from '@portineria/domain';
import type { IncludedBuilding, Poll } from '@portineria/api-client';
import type { BuildingPickerItem } from '@portineria/ui';
import {
  otherBuildingIds,
  pickedBuilding,
  pickedOtherBuildings,
  type KnownBuilding,
} from './noticeFormState.ts';

/** The form's values. */
export interface PollFormState {
  building: BuildingPickerItem | null;
  /** The other buildings it is for (DECISIONS.md "Notices and polls for several buildings"). */
  otherBuildings: BuildingPickerItem[];
  object: string;
  question: string;
  /** The answers, one per line. */
  options: string;
  validTo: string | null;
}

/** Where each wire field is on the form. */
export const POLL_FORM_FIELD: Readonly<Record<PollFormField, keyof PollFormState>> = {
  _building: 'building',
  buildings: 'otherBuildings',
  object: 'object',
  question: 'question',
  options: 'options',
  validTo: 'validTo',
};

/** An empty new poll. */
export function emptyPollForm(): PollFormState {
  return {
    building: null,
    otherBuildings: [],
    object: '',
    question: '',
    options: '',
    validTo: null,
  };
}

/** A stored poll as the form holds it (the edit starts from it): its answers one per line. */
export function pollFormStateOf(
  poll: Poll & { org_buildings?: IncludedBuilding | null },
  known: readonly KnownBuilding[] = [],
): PollFormState {
  return {
    building: pickedBuilding(poll._building, poll.org_buildings),
    otherBuildings: pickedOtherBuildings(poll, known),
    object: poll.object,
    question: poll.question ?? '',
    options: poll.options.map((answer) => answer.label).join('\n'),
    validTo: poll.validTo,
  };
}

/** The answers written one per line, as labels: each line trimmed, blank lines left out. */
export function pollOptionLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The poll fields of the form's values, as domain's validator and the gateway read them. */
export function pollFormValues(state: PollFormState): PollFormValues {
  return {
    _building: state.building ? String(state.building.id) : null,
    buildings: otherBuildingIds(state.otherBuildings ?? []),
    object: state.object.trim() === '' ? null : state.object.trim(),
    question: state.question.trim() === '' ? null : state.question.trim(),
    options: pollOptionLines(state.options),
    validTo: state.validTo === '' ? null : state.validTo,
  };
}

/** domain's `validatePollForm` on the form's values, today being the browser's day. */
export function validatePollFormState(state: PollFormState, now: Date = new Date()) {
  return validatePollForm(pollFormValues(state), pollToday(now)).errors;
}
