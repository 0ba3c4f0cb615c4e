/**
 * The new-ticket form (/ORG/GEN/tickets/new with ORG_GEN_TICKETS APP_NEW; /USR/GEN/tickets/new
 * with USR_GEN_TICKETS APP_NEW; 001 §2.2, §2.4, §3 Ticket): object, building (the building
 * SearchPicker: a resident finds only its own buildings), description, priority and visibility.
 * React Hook Form holds the state and domain's `validateTicketForm` is its only rule book. The
 * half-filled form is kept in this browser per profile until sent or discarded; a failed send
 * keeps every field and says why, by field when the gateway names them.
 */
import { createTicketMutationOptions } from '@portineria/api-client';
import {
  TICKET_FORM_LABELS,
  TICKET_FORM_REQUIRED_FIELDS,
  TICKET_PRIORITY_OPTIONS,
  TICKET_VISIBILITY_OPTIONS,
  validateTicketForm,
  type TicketFormField,
  type TicketFormValues,
} from '@portineria/domain';
import {
  Button,
  buildingPickerPresentation,
  useSnackbar,
  type BuildingPickerItem,
} from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useWatch, type ResolverResult } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import * as formStyles from '../../lib/form.css.ts';
import {
  clearFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
} from '../../records/formDraftStore.ts';
import {
  FormSelect,
  FormTextArea,
  FormTextField,
  FormSearchPicker,
  showServerFieldErrors,
} from '../../lib/formFields.tsx';
import { usePickerSearches } from '../../lib/pickerSearches.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { RecordScreen } from '../../records/RecordDetailScreen.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';

/** The form's values: the picked building whole (its name shown), the rest as the wire has them. */
export interface TicketFormState {
  object: string;
  building: BuildingPickerItem | null;
  description: string;
  priority: string | null;
  visibility: string | null;
}

/** Where each wire field is on the form. */
const TICKET_FORM_FIELD: Readonly<Record<TicketFormField, keyof TicketFormState>> = {
  object: 'object',
  _building: 'building',
  description: 'description',
  priority: 'priority',
  visibility: 'visibility',
};

const EMPTY_FORM: TicketFormState = {
  object: '',
  building: null,
  description: '',
  priority: 'NORMAL',
  visibility: null,
};

/** The ticket fields of the form's values, as domain's validator and the gateway read them. */
export function ticketFormValues(state: TicketFormState): TicketFormValues {
  return {
    object: state.object.trim() === '' ? null : state.object.trim(),
    _building: state.building?.id ?? null,
    description: state.description.trim() === '' ? null : state.description,
    priority: state.priority,
    visibility: state.visibility,
  };
}

/** domain's `validateTicketForm`, its messages on the form's fields. */
function resolveTicketForm(state: TicketFormState): ResolverResult<TicketFormState> {
  const { errors } = validateTicketForm(ticketFormValues(state));
  const formErrors = Object.fromEntries(
    Object.entries(errors).map(([field, text]) => [
      TICKET_FORM_FIELD[field as TicketFormField],
      { type: 'validate', message: text },
    ]),
  );
  return Object.keys(formErrors).length > 0
    ? { values: {}, errors: formErrors }
    : { values: state, errors: {} };
}

/** A field's label, '(*)' on the required ones. */
function label(field: TicketFormField): string {
  return (TICKET_FORM_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${TICKET_FORM_LABELS[field]} (*)`
    : TICKET_FORM_LABELS[field];
}

/** The new-ticket screen of the active role. */
export function TicketCreateScreen() {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { route, params, profile } = useRecordRoute();
  const searches = usePickerSearches();
  const draftKey = formDraftKey('ticketDraft', profile?.uid ?? 'none', route?.roleType ?? '');
  const mutation = useMutation(createTicketMutationOptions(apiClient));

  const { control, handleSubmit, reset, setError, formState } = useAppForm<TicketFormState>({
    defaultValues: { ...EMPTY_FORM, ...readFormDraft<TicketFormState>(draftKey) },
    resolver: async (state) => resolveTicketForm(state),
  });
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeFormDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey]);

  if (!route || !profile) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const modRoute = siblingRoute(route, 'mod');

  const submit = handleSubmit(async (state) => {
    try {
      const ticket = await mutation.mutateAsync(ticketFormValues(state));
      clearFormDraft(draftKey);
      show({ message: webMessage('ticket.create.sent'), tone: 'success' });
      const href = modRoute
        ? routeHref(modRoute, { ...params, idElement: String(ticket.id) })
        : listHref;
      if (href) navigate(href, { replace: true });
    } catch (error) {
      // Every field stays as typed; the gateway's field errors go beside their fields.
      showServerFieldErrors(error, setError, TICKET_FORM_FIELD);
      show({ message: saveErrorMessage(error), tone: 'error' });
    }
  });

  return (
    <RecordScreen
      title={webMessage('ticket.create.title')}
      listHref={listHref}
      entity={undefined}
      screen="ticket-create"
    >
      <p className={formStyles.hint}>{webMessage('ticket.create.requiredHint')}</p>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormTextField control={control} name="object" label={label('object')} />
        <div className={formStyles.grid}>
          <FormSearchPicker
            control={control}
            name="building"
            {...buildingPickerPresentation()}
            label={label('_building')}
            search={searches.building}
          />
          <FormSelect
            control={control}
            name="priority"
            label={label('priority')}
            options={TICKET_PRIORITY_OPTIONS.map((option) => ({ ...option }))}
          />
          <FormSelect
            control={control}
            name="visibility"
            label={label('visibility')}
            placeholder={webMessage('ticket.create.visibilityPlaceholder')}
            options={TICKET_VISIBILITY_OPTIONS.map((option) => ({ ...option }))}
          />
        </div>
        <FormTextArea control={control} name="description" label={label('description')} rows={5} />
        <div className={formStyles.actions}>
          <Button
            variant="text"
            onClick={() => {
              clearFormDraft(draftKey);
              reset(EMPTY_FORM);
            }}
          >
            {webMessage('ticket.create.discard')}
          </Button>
          <Button type="submit" pending={mutation.isPending}>
            {webMessage('ticket.create.send')}
          </Button>
        </div>
      </form>
    </RecordScreen>
  );
}
