/**
 * The new-ticket form (/ORG/GEN/tickets/new with ORG_GEN_TICKETS APP_NEW; /USR/GEN/tickets/new
 * with USR_GEN_TICKETS APP_NEW; 001 §2.2, §2.4, §3 Ticket): object, building (the building
 * SearchPicker: a resident finds only its own buildings), description, priority and visibility.
 * React Hook Form holds the state and domain's `validateTicketForm` is its only rule book. The
 * half-filled form is kept in this browser per profile until sent or discarded; a failed send
 * keeps every field and says why, by field when the gateway names them (records'
 * `useRecordCreateForm` and `RecordCreateScreen`, the create form every record kind shares).
 * Photos and files (002 §5.3, several at once, refused ones saying why) go up once the ticket
 * exists, each on its own, and the ticket's detail shows them going up: a failed file loses
 * neither the ticket nor the others (domain DECISIONS.md "Ticket lifecycle" 10). They are not
 * part of the kept draft: a browser cannot keep a chosen file across a reload.
 */
import { createTicketMutationOptions } from '@portineria/api-client';
import {
  TICKET_FORM_LABELS,
  TICKET_FORM_REQUIRED_FIELDS,
  TICKET_PRIORITY_OPTIONS,
  TICKET_VISIBILITY_OPTIONS,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  validateTicketForm,
  type TicketFormField,
  type TicketFormValues,
} from '@portineria/domain';
import { Button, FileDropzone, type BuildingPickerItem } from '@portineria/ui';
import { useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import * as formStyles from '../../lib/form.css.ts';
import { FormSelect, FormTextArea, FormTextField } from '../../lib/formFields.tsx';
import { FormBuildingPicker } from '../../lib/formPickers.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import {
  startRecordUploads,
  uploadFileRefusal,
  uploadFilesHint,
} from '../../records/recordUploads.ts';
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

/** A field's label, '(*)' on the required ones. */
function label(field: TicketFormField): string {
  return (TICKET_FORM_REQUIRED_FIELDS as readonly string[]).includes(field)
    ? `${TICKET_FORM_LABELS[field]} (*)`
    : TICKET_FORM_LABELS[field];
}

/** The new-ticket screen of the active role. */
export function TicketCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  // Outside the form's values: a File is not kept in a draft, and a failed send keeps them here.
  const [files, setFiles] = useState<File[]>([]);
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('ticketDraft', profile?.uid ?? 'none', route?.roleType ?? ''),
    defaults: EMPTY_FORM,
    validate: (state) => validateTicketForm(ticketFormValues(state)).errors,
    fields: TICKET_FORM_FIELD,
    mutation: createTicketMutationOptions(apiClient),
    onCreated: (ticket) => {
      // The ticket exists: its files go up on their own, and its detail shows them.
      startRecordUploads({ kind: 'tickets', recordId: String(ticket.id) }, files);
      return {
        message: webMessage('ticket.create.sent'),
        href: modRoute
          ? routeHref(modRoute, { ...params, idElement: String(ticket.id) })
          : listHref,
      };
    },
  });
  const { control } = form;

  if (!route || !profile) return null;

  return (
    <RecordCreateScreen
      title={webMessage('ticket.create.title')}
      screen="ticket-create"
      onSubmit={() => void submit(ticketFormValues)}
      onDiscard={() => {
        discard();
        setFiles([]);
      }}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('ticket.create.send')}
        </Button>
      }
    >
      <FormTextField control={control} name="object" label={label('object')} />
      <div className={formStyles.grid}>
        <FormBuildingPicker control={control} name="building" label={label('_building')} />
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
      <FileDropzone
        label={webMessage('ticket.files.title')}
        description={uploadFilesHint()}
        accept={UPLOAD_MIME_TYPES_BY_ENTITY.tickets}
        fileRefusal={(file) => uploadFileRefusal('tickets', file)}
        files={files}
        onFilesChange={setFiles}
      />
    </RecordCreateScreen>
  );
}
