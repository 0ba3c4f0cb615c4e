/**
 * The notice's lifecycle action bar (DECISIONS.md "Notices"): domain's `noticeActions` says which
 * steps the office may take now ('Pubblica' on a draft, 'Ritira' on a published notice, asked
 * first) and why a step is refused; the bar sends the event with the version of the notice as
 * read. A stale or refused step says why in the snackbar. Residents get no action.
 */
import { noticeTransitionMutationOptions } from '@portineria/api-client';
import {
  NOTICE_STATUS,
  noticeActions,
  noticeHistoryActionLabel,
  noticeStatusLabel,
  type NoticeActionId,
  type NoticeLifecycleRecord,
  type NoticeStatus,
  type TransitionActor,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  RecordLifecycleActions,
  useRecordTransition,
} from '../../records/RecordLifecycleActions.tsx';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';
import type { LifecycleBarKinds } from '../../records/recordLifecycle.ts';

/** Publishing is the state's next step; withdrawing is drawn in the error tone. */
const KINDS: LifecycleBarKinds<NoticeActionId> = {
  main: new Set(['publish']),
  destructive: new Set(['withdraw']),
};

/** Props of {@link NoticeLifecycleActions}. */
export interface NoticeLifecycleActionsProps {
  noticeId: string;
  notice: NoticeLifecycleRecord;
  actor: TransitionActor;
}

/** The lifecycle actions of a notice for the active profile: records' `RecordLifecycleActions`. */
export function NoticeLifecycleActions({ noticeId, notice, actor }: NoticeLifecycleActionsProps) {
  const transition = useRecordTransition({
    recordId: noticeId,
    version: notice.updatedAt ?? null,
    mutation: noticeTransitionMutationOptions(apiClient),
    staleMessage: webMessage('notice.action.stale'),
  });
  return (
    <RecordLifecycleActions
      label={webMessage('notice.detail.actions')}
      actions={noticeActions(notice, actor)}
      kinds={KINDS}
      transition={transition}
    />
  );
}

const NOTICE_STATUSES: readonly unknown[] = Object.values(NOTICE_STATUS);

/** The notice's history as records/RecordHistory.tsx shows it: the status by its Italian name. */
export const NOTICE_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => noticeHistoryActionLabel(entry.action),
  value: (field, value) =>
    field === 'status' && NOTICE_STATUSES.includes(value)
      ? noticeStatusLabel(value as NoticeStatus)
      : undefined,
};
