/**
 * The office's edit of a notice and of a poll on their detail (DECISIONS.md "Notices" 6, "Polls"
 * 7): the create screen's fields and form state, records' edit form (the kept edit per profile
 * and record, the version it was loaded at, a stale save refused 409 and said with every field
 * kept), shown where domain's `noticeEditRefusal` / `pollEditRefusal` accept an edit; where the
 * state refuses it, its Italian reason; nothing for a reader who may not edit at all.
 */
import {
  updateNoticeMutationOptions,
  updatePollMutationOptions,
  type IncludedBuilding,
  type Notice,
  type Poll,
} from '@portineria/api-client';
import {
  noticeEditRefusal,
  pollEditRefusal,
  pollToday,
  type NoticeLifecycleRecord,
  type Profile,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { RecordEditForm } from '../../records/RecordEditForm.tsx';
import * as recordStyles from '../../records/records.css.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { useRecordEditForm, type EditFormState } from '../../records/recordEditForm.ts';
import type { FormFieldMap } from '../../records/recordCreateForm.ts';
import { NoticeFormFields } from './NoticeCreateScreen.tsx';
import { PollFormFields } from './PollCreateScreen.tsx';
import {
  NOTICE_FORM_FIELD,
  noticeFormStateOf,
  noticeFormValues,
  validateNoticeFormState,
  type NoticeFormState,
} from './noticeFormState.ts';
import {
  POLL_FORM_FIELD,
  pollFormStateOf,
  pollFormValues,
  validatePollFormState,
  type PollFormState,
} from './pollFormState.ts';

/** A notice or a poll with its building included. */
type WithBuilding<Row> = Row & { org_buildings?: IncludedBuilding | null };

/** Why the state refuses the edit, in a muted line. */
function EditRefused({ reason }: { reason: string }) {
  return (
    <p className={recordStyles.muted} data-edit-refused="">
      {reason}
    </p>
  );
}

function NoticeEditFormBody({
  notice,
  profile,
}: {
  notice: WithBuilding<Notice>;
  profile: Profile;
}) {
  const id = String(notice.id);
  const { context } = useRecordRoute();
  const { form, submit, discard, saving } = useRecordEditForm({
    draftKey: formDraftKey(`noticeEdit:${id}`, profile.uid, 'ORG'),
    id,
    stored: {
      ...noticeFormStateOf(notice, [...(notice.buildingNames ?? []), ...context.buildings]),
      version: notice.updatedAt,
    },
    validate: validateNoticeFormState,
    fields: NOTICE_FORM_FIELD as FormFieldMap<EditFormState<NoticeFormState>>,
    mutation: updateNoticeMutationOptions(apiClient),
    toChanges: noticeFormValues,
    savedMessage: webMessage('notice.edit.saved'),
  });
  return (
    <RecordEditForm
      testId="notice-edit-form"
      title={webMessage('notice.edit.title')}
      onSubmit={() => void submit()}
      onDiscard={discard}
      saving={saving}
    >
      <NoticeFormFields control={form.control} />
    </RecordEditForm>
  );
}

/** Props of the edit forms. */
export interface NoticeEditFormProps {
  notice: WithBuilding<Notice>;
  profile: Profile;
}

/** The office's edit of a notice: a draft or a published one; a withdrawn one says why not. */
export function NoticeEditForm({ notice, profile }: NoticeEditFormProps) {
  const refused = noticeEditRefusal(notice as NoticeLifecycleRecord, profile);
  if (refused?.code === 'FORBIDDEN') return null;
  if (refused) return <EditRefused reason={refused.message} />;
  // A new version of the stored notice starts the form over (a kept edit keeps its own version).
  return <NoticeEditFormBody key={notice.updatedAt} notice={notice} profile={profile} />;
}

function PollEditFormBody({ poll, profile }: { poll: WithBuilding<Poll>; profile: Profile }) {
  const id = String(poll.id);
  const { context } = useRecordRoute();
  const today = pollToday(new Date());
  const ballotLocked =
    pollEditRefusal({ poll, actor: profile, today, changesBallot: true }) !== undefined;
  const { form, submit, discard, saving } = useRecordEditForm({
    draftKey: formDraftKey(`pollEdit:${id}`, profile.uid, 'ORG'),
    id,
    stored: {
      ...pollFormStateOf(poll, [...(poll.buildingNames ?? []), ...context.buildings]),
      version: poll.updatedAt,
    },
    validate: (state) => validatePollFormState(state),
    fields: POLL_FORM_FIELD as FormFieldMap<EditFormState<PollFormState>>,
    mutation: updatePollMutationOptions(apiClient),
    toChanges: pollFormValues,
    savedMessage: webMessage('poll.edit.saved'),
  });
  const lockedReason = ballotLocked
    ? pollEditRefusal({ poll, actor: profile, today, changesBallot: true })?.message
    : undefined;
  return (
    <RecordEditForm
      testId="poll-edit-form"
      title={webMessage('poll.edit.title')}
      {...(lockedReason ? { hint: lockedReason } : {})}
      onSubmit={() => void submit()}
      onDiscard={discard}
      saving={saving}
    >
      <PollFormFields control={form.control} ballotLocked={ballotLocked} />
    </RecordEditForm>
  );
}

/** Props of {@link PollEditForm}. */
export interface PollEditFormProps {
  poll: WithBuilding<Poll>;
  profile: Profile;
}

/**
 * The office's edit of a poll: a draft or an open one before its closing date, its answers and
 * building shown locked once voted; a closed poll says why not.
 */
export function PollEditForm({ poll, profile }: PollEditFormProps) {
  const refused = pollEditRefusal({
    poll,
    actor: profile,
    today: pollToday(new Date()),
    changesBallot: false,
  });
  if (refused?.code === 'FORBIDDEN') return null;
  if (refused) return <EditRefused reason={refused.message} />;
  return <PollEditFormBody key={poll.updatedAt} poll={poll} profile={profile} />;
}
