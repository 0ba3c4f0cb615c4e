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
import dayjs from 'dayjs';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';
import {
  DateStepField,
  ReasonStepField,
  RecordStepActions,
  type AskedStep,
} from '../../records/RecordStepActions.tsx';

/** Submitting and approving move the folder on; sending back is drawn in the error tone. */
export const FOLDER_BAR_KINDS: LifecycleBarKinds<FolderActionId> = {
  main: new Set(['submit', 'approve']),
  destructive: new Set(['sendBack']),
};

/** Today as the folder rules read it ('YYYY-MM-DD'). */
export const folderToday = (): string => dayjs().format('YYYY-MM-DD');

/**
 * 'Invia in revisione' asks the documents' expiry date (not before today), 'Rimanda al
 * fornitore' the reason.
 */
const ASKED: Partial<Record<FolderActionId, AskedStep<FolderTransitionEvent>>> = {
  submit: {
    title: webMessage('folder.submit.title'),
    field: 'expiresOn',
    eventOf: (expiresOn) => ({ type: 'SUBMIT', expiresOn }),
    renderField: (bound) => (
      <DateStepField
        label={message('folders.form.label.expiresOn')}
        min={folderToday()}
        {...bound}
      />
    ),
  },
  sendBack: {
    title: webMessage('folder.sendBack.title'),
    field: 'reason',
    eventOf: (reason) => ({ type: 'SEND_BACK', reason }),
    renderField: (bound) => (
      <ReasonStepField label={`${message('folders.form.label.reason')} (*)`} {...bound} />
    ),
  },
};

/** Props of {@link FolderLifecycleActions}. */
export interface FolderLifecycleActionsProps {
  folderId: string;
  folder: FolderLifecycleRecord;
  actor: TransitionActor;
  /**
   * A FORM folder is sent from its form (./FolderForm.tsx, with the form and the expiry): the
   * bar leaves 'Invia in revisione' to it.
   */
  submitInForm?: boolean;
}

/**
 * Domain's folder actions for the profile on its bar: those of `folderActions`, less 'Invia in
 * revisione' when the FORM folder's form sends it.
 */
export function folderBarSteps(
  folder: FolderLifecycleRecord,
  actor: TransitionActor,
  today: string,
  submitInForm: boolean,
) {
  return folderActions(folder, actor, today).map((action) =>
    submitInForm && action.id === 'submit' ? { ...action, hidden: true } : action,
  );
}

/** The lifecycle actions of a folder for the active profile (supplier or organisation). */
export function FolderLifecycleActions({
  folderId,
  folder,
  actor,
  submitInForm = false,
}: FolderLifecycleActionsProps) {
  const actions = folderBarSteps(folder, actor, folderToday(), submitInForm);
  return (
    <RecordStepActions
      label={webMessage('folder.detail.actions')}
      actions={actions}
      kinds={FOLDER_BAR_KINDS}
      recordId={folderId}
      version={folder.updatedAt ?? null}
      mutation={folderTransitionMutationOptions(apiClient)}
      staleMessage={webMessage('folder.action.stale')}
      check={(event) => applyFolderTransition(folder, event, actor, folderToday())}
      asked={ASKED}
    />
  );
}
