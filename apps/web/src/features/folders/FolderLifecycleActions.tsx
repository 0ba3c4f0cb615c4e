/**
 * The qualification folder's lifecycle action bar (domain DECISIONS.md "Qualification folder
 * lifecycle"): domain's `folderActions` says which step the active profile may take now — the
 * supplier's 'Invia in revisione', the organisation's 'Approva' and 'Rimanda al fornitore' — and
 * why a step is refused (disabled, with the reason). The two steps that carry something ask it in
 * a dialog (the documents' expiry date, the reason for sending back), checked by domain's
 * `applyFolderTransition` before they are sent with the version of the folder as read.
 */
import { folderTransitionMutationOptions } from '@portineria/api-client';
import {
  applyFolderTransition,
  folderActions,
  message,
  type FolderActionId,
  type FolderLifecycleRecord,
  type FolderTransitionEvent,
  type TransitionActor,
} from '@portineria/domain';
import { DateField, TextArea } from '@portineria/ui';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDialog } from '../../lib/FormDialog.tsx';
import { showServerFieldErrors } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';

/** Submitting and approving move the folder on; sending back is drawn in the error tone. */
const KINDS: LifecycleBarKinds<FolderActionId> = {
  main: new Set(['submit', 'approve']),
  destructive: new Set(['sendBack']),
};

/** Today as the folder rules read it ('YYYY-MM-DD'). */
export const folderToday = (): string => dayjs().format('YYYY-MM-DD');

/** Props of {@link FolderLifecycleActions}. */
export interface FolderLifecycleActionsProps {
  folderId: string;
  folder: FolderLifecycleRecord;
  actor: TransitionActor;
}

/** The steps that carry a value, each asked in the dialog. */
type AskedStep = Extract<FolderActionId, 'submit' | 'sendBack'>;

/** The lifecycle actions of a folder for the active profile (supplier or organisation). */
export function FolderLifecycleActions({ folderId, folder, actor }: FolderLifecycleActionsProps) {
  const [asking, setAsking] = useState<AskedStep | undefined>(undefined);
  const transition = useRecordTransition({
    recordId: folderId,
    version: folder.updatedAt ?? null,
    mutation: folderTransitionMutationOptions(apiClient),
    staleMessage: webMessage('folder.action.stale'),
  });
  return (
    <RecordLifecycleActions
      label={webMessage('folder.detail.actions')}
      actions={folderActions(folder, actor, folderToday())}
      kinds={KINDS}
      transition={transition}
      servedByFeature={(action) => {
        if (action.id === 'approve') return false;
        setAsking(action.id);
        return true;
      }}
    >
      {asking ? (
        <FolderStepDialog
          step={asking}
          folder={folder}
          actor={actor}
          onClose={() => setAsking(undefined)}
          onSubmit={(event) => transition.send(event)}
        />
      ) : null}
    </RecordLifecycleActions>
  );
}

interface StepValues {
  value: string;
}

interface FolderStepDialogProps {
  step: AskedStep;
  folder: FolderLifecycleRecord;
  actor: TransitionActor;
  onClose: () => void;
  onSubmit: (event: FolderTransitionEvent) => Promise<unknown>;
}

/** What each asked step calls its field on the wire, its label and its dialog title. */
const STEPS = {
  submit: {
    field: 'expiresOn',
    label: message('folders.form.label.expiresOn'),
    title: 'folder.submit.title',
    event: (value: string): FolderTransitionEvent => ({ type: 'SUBMIT', expiresOn: value }),
  },
  sendBack: {
    field: 'reason',
    label: message('folders.form.label.reason'),
    title: 'folder.sendBack.title',
    event: (value: string): FolderTransitionEvent => ({ type: 'SEND_BACK', reason: value }),
  },
} as const;

/**
 * 'Invia in revisione' asks the documents' expiry date (ui's DateField, not before today),
 * 'Rimanda al fornitore' the reason. A refused send keeps what was typed and the dialog open.
 */
function FolderStepDialog({ step, folder, actor, onClose, onSubmit }: FolderStepDialogProps) {
  const { field, label, title, event } = STEPS[step];
  const { control, handleSubmit, formState, setError } = useAppForm<StepValues>({
    defaultValues: { value: '' },
  });
  const validate = (value: string) => {
    const result = applyFolderTransition(folder, event(value), actor, folderToday());
    return result.ok ? true : (result.fieldErrors?.[field] ?? true);
  };
  return (
    <FormDialog
      title={webMessage(title)}
      cancelLabel={webMessage('record.dialog.cancel')}
      submitLabel={webMessage('record.dialog.confirm')}
      pending={formState.isSubmitting}
      onClose={onClose}
      onSubmit={handleSubmit(async ({ value }) => {
        try {
          await onSubmit(event(value));
          onClose();
        } catch (error) {
          showServerFieldErrors(error, setError, { [`event.${field}`]: 'value', [field]: 'value' });
        }
      })}
    >
      <Controller
        control={control}
        name="value"
        rules={{ validate }}
        render={({ field: bound, fieldState }) =>
          step === 'submit' ? (
            <DateField
              label={label}
              required
              value={bound.value === '' ? null : bound.value}
              onChange={(value) => bound.onChange(value ?? '')}
              min={folderToday()}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              error={fieldState.error?.message ?? null}
            />
          ) : (
            <TextArea
              label={`${label} (*)`}
              value={bound.value}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              rows={3}
              error={fieldState.error?.message ?? null}
            />
          )
        }
      />
    </FormDialog>
  );
}
