/**
 * The poll's lifecycle action bar (DECISIONS.md "Polls" 2): domain's `pollActions` says which
 * steps the office may take now ('Pubblica' on a draft, 'Chiudi' on an open poll, asked first)
 * and why a step is refused; the bar sends the event with the version of the poll as read
 * (records' `RecordLifecycleActions`). Residents get no step: they vote (`PollVote`).
 */
import { pollTransitionMutationOptions, type Poll } from '@portineria/api-client';
import {
  pollActions,
  pollHistoryActionLabel,
  pollStatusLabel,
  pollToday,
  type PollActionId,
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

/** Publishing is the draft's next step; closing is drawn in the error tone. */
const KINDS: LifecycleBarKinds<PollActionId> = {
  main: new Set(['publish']),
  destructive: new Set(['close']),
};

/** Props of {@link PollLifecycleActions}. */
export interface PollLifecycleActionsProps {
  poll: Poll;
  actor: TransitionActor;
}

/** The lifecycle steps of a poll for the active profile. */
export function PollLifecycleActions({ poll, actor }: PollLifecycleActionsProps) {
  const transition = useRecordTransition({
    recordId: String(poll.id),
    version: poll.updatedAt,
    mutation: pollTransitionMutationOptions(apiClient),
    staleMessage: webMessage('poll.action.stale'),
  });
  return (
    <RecordLifecycleActions
      label={webMessage('poll.detail.actions')}
      actions={pollActions({ poll, actor, today: pollToday(new Date()), hasVoted: false })}
      kinds={KINDS}
      transition={transition}
    />
  );
}

/**
 * The poll's history as records/RecordHistory.tsx shows it: the status by its Italian name. The
 * stored boolean is false for a draft and for a closed poll: false is 'Chiuso' only where a
 * CLOSE wrote it ('Aperto → Chiuso'), 'Bozza' elsewhere (a draft's creation, 'Bozza → Aperto').
 */
export const POLL_HISTORY_FORMAT: RecordHistoryFormat = {
  title: (entry) => pollHistoryActionLabel(entry.action),
  value: (field, value, entry) =>
    field === 'status' && typeof value === 'boolean'
      ? pollStatusLabel({
          status: value,
          publishedAt: !value && entry.action === 'CLOSE' ? entry.at : null,
        })
      : undefined,
};
