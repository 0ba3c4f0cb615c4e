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
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import { TransitionValueDialog } from '../../records/TransitionValueDialog.tsx';

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

interface FolderStepDialogProps {
  step: AskedStep;
  folder: FolderLifecycleRecord;
  actor: TransitionActor;
  onClose: () => void;
  onSubmit: (event: FolderTransitionEvent) => Promise<unknown>;
}

/**
 * 'Invia in revisione' asks the documents' expiry date (ui's DateField, not before today),
 * 'Rimanda al fornitore' the reason (records' TransitionValueDialog).
 */
function FolderStepDialog({ step, folder, actor, onClose, onSubmit }: FolderStepDialogProps) {
  const { field, label, title, event } = STEPS[step];
  return (
    <TransitionValueDialog
      title={webMessage(title)}
      field={field}
      eventOf={event}
      check={(sent) => applyFolderTransition(folder, sent, actor, folderToday())}
      onClose={onClose}
      onSubmit={onSubmit}
      renderField={(bound) =>
        step === 'submit' ? (
          <DateField
            label={label}
            required
            value={bound.value === '' ? null : bound.value}
            onChange={(value) => bound.onChange(value ?? '')}
            onBlur={bound.onBlur}
            inputRef={bound.inputRef}
            min={folderToday()}
            error={bound.error}
          />
        ) : (
          <TextArea
            label={`${label} (*)`}
            value={bound.value}
            onChange={bound.onChange}
            onBlur={bound.onBlur}
            inputRef={bound.inputRef}
            rows={3}
            error={bound.error}
          />
        )
      }
    />
  );
}
