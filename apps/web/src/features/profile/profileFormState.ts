/**
 * The Anagrafica tab's form (002 §3.9 "Own profile (editable)", §5.5): its state made from the
 * stored profile, domain's validator over it, and the save the gateway takes — only the fields
 * that changed, an emptied optional field as null, with the version the form was loaded at
 * (002 §7.5 "Save: update … with the changed fields from the update schema"; a stale one is a 409).
 */
import type {
  OwnProfile,
  OwnProfileChanges,
  OwnProfileEditableField,
} from '@portineria/api-client';
import {
  PROFILE_EDITABLE_FIELDS,
  PROFILE_FORM_SCHEMA,
  validateForm,
  type ProfileFormField,
} from '@portineria/domain';
import type { FormFieldMap } from '../../records/recordCreateForm.ts';

/** The form's values: every field as the text typed, the read-only email, the loaded version. */
export type ProfileFormState = Record<OwnProfileEditableField | 'email', string> & {
  version: string;
};

/** Each wire field is held in the form field of the same name. */
export const PROFILE_FORM_FIELD: FormFieldMap<ProfileFormState> = Object.fromEntries(
  [...PROFILE_EDITABLE_FIELDS, 'email'].map((field) => [field, field]),
) as FormFieldMap<ProfileFormState>;

/** The form's values of a stored profile (an empty field is an empty text). */
export function profileFormState(profile: OwnProfile): ProfileFormState {
  const state = { email: profile.email, version: profile.updatedAt } as ProfileFormState;
  for (const field of PROFILE_EDITABLE_FIELDS) state[field] = profile[field] ?? '';
  return state;
}

/** Domain's messages of the form (002 §5.5), by wire field. */
export function validateProfileFormState(
  state: ProfileFormState,
): Partial<Record<ProfileFormField, string>> {
  return validateForm(state, PROFILE_FORM_SCHEMA);
}

/** The save: the fields that differ from the stored profile, an emptied one as null. */
export function profileChanges(state: ProfileFormState, stored: OwnProfile): OwnProfileChanges {
  const changes: OwnProfileChanges = { version: state.version };
  for (const field of PROFILE_EDITABLE_FIELDS) {
    const typed = state[field].trim();
    if (typed === (stored[field] ?? '')) continue;
    const value = typed === '' ? null : typed;
    Object.assign(changes, { [field]: value });
  }
  return changes;
}
