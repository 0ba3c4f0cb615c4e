/**
 * The new-poll screen (/ORG/COM/polls/new with ORG_COM_POLLS APP_NEW; 001 §2.2; DECISIONS.md
 * "Polls" 1): records' create form (domain's `validatePollForm`, the draft kept per profile across
 * a reload, a refused save keeping every field) with the poll's fields, the answers one per line;
 * the poll is opened at once and its detail shown.
 */
import { createPollMutationOptions } from '@portineria/api-client';
import {
  POLL_FORM_LABELS,
  POLL_FORM_REQUIRED_FIELDS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  type PollFormField,
} from '@portineria/domain';
import { Button } from '@portineria/ui';
import type { Control } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormDateField, FormTextArea, FormTextField } from '../../lib/formFields.tsx';
import { FormBuildingPicker } from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import {
  POLL_FORM_FIELD,
  emptyPollForm,
  pollFormValues,
  validatePollFormState,
  type PollFormState,
} from './pollFormState.ts';

/** A field's label, '(*)' on the required ones. */
function label(field: PollFormField): string {
  return (POLL_FORM_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${POLL_FORM_LABELS[field]} (*)`
    : POLL_FORM_LABELS[field];
}

/**
 * The poll form's fields, bound to a form's `control` (the create screen's and the edit's);
 * `ballotLocked` shows the building and the answers without letting them change (a poll already
 * voted, DECISIONS.md "Polls" 7).
 */
export function PollFormFields<State extends PollFormState>({
  control,
  ballotLocked = false,
}: {
  control: Control<State>;
  ballotLocked?: boolean;
}) {
  const fields = control as unknown as Control<PollFormState>;
  return (
    <>
      <div className={formStyles.grid}>
        <FormBuildingPicker
          control={fields}
          name="building"
          label={label('_building')}
          isDisabled={ballotLocked}
        />
        <FormDateField control={fields} name="validTo" label={label('validTo')} />
        <div className={formStyles.wide}>
          <FormBuildingPicker
            control={fields}
            name="otherBuildings"
            label={label('buildings')}
            multiple
            isDisabled={ballotLocked}
          />
        </div>
      </div>
      <FormTextField control={fields} name="object" label={label('object')} />
      <FormTextArea control={fields} name="question" label={label('question')} rows={3} />
      <FormTextArea
        control={fields}
        name="options"
        disabled={ballotLocked}
        label={label('options')}
        description={webMessage('poll.create.optionsHint', {
          min: POLL_MIN_OPTIONS,
          max: POLL_MAX_OPTIONS,
        })}
        rows={5}
      />
    </>
  );
}

/** The new-poll screen of the organisation. */
export function PollCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('pollDraft', profile?.uid ?? 'none', route?.roleType ?? ''),
    defaults: emptyPollForm(),
    validate: (state) => validatePollFormState(state),
    fields: POLL_FORM_FIELD,
    mutation: createPollMutationOptions(apiClient),
    onCreated: (poll) => ({
      message: webMessage('poll.create.sent'),
      href: modRoute ? routeHref(modRoute, { ...params, idElement: String(poll.id) }) : listHref,
    }),
  });

  if (!route || !profile) return null;

  return (
    <RecordCreateScreen
      title={webMessage('poll.create.title')}
      screen="poll-create"
      onSubmit={() => void submit(pollFormValues)}
      onDiscard={discard}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('poll.create.send')}
        </Button>
      }
    >
      <PollFormFields control={form.control} />
    </RecordCreateScreen>
  );
}
