/**
 * A resident's vote on a poll (DECISIONS.md "Polls" 4): domain's `pollVoteRefusal` says whether
 * the resident may vote now; each answer is a button that asks first (the vote cannot be
 * changed) and sends it through the api-client's vote mutation. After voting the resident reads
 * the answer chosen; a closed poll, or one past its closing date, says why no vote is taken. A
 * refused vote (409: already voted, closed meanwhile) says the gateway's reason.
 */
import { votePollMutationOptions, type Poll } from '@portineria/api-client';
import { pollToday, pollVoteRefusal, type TransitionActor } from '@portineria/domain';
import { Button, ConfirmDialog, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import * as styles from './polls.css.ts';

/** Props of {@link PollVote}. */
export interface PollVoteProps {
  poll: Poll;
  actor: TransitionActor;
}

/** The vote section of a poll's detail, for a resident; nothing for anyone else. */
export function PollVote({ poll, actor }: PollVoteProps) {
  const titleId = useId();
  const { show } = useSnackbar();
  const vote = useMutation(votePollMutationOptions(apiClient));
  const [asked, setAsked] = useState<{ id: number; label: string } | undefined>(undefined);
  const hasVoted = poll.myVote !== null && poll.myVote !== undefined;
  const refused = pollVoteRefusal({ poll, actor, today: pollToday(new Date()), hasVoted });
  if (refused?.code === 'FORBIDDEN') return null;
  const chosen = poll.options.find((answer) => answer.id === poll.myVote);

  let body;
  if (hasVoted) {
    body = (
      <p className={styles.text} data-poll-vote="done">
        {webMessage('poll.vote.done', { label: chosen?.label ?? '' })}
      </p>
    );
  } else if (refused !== undefined) {
    body = (
      <p className={styles.muted} data-poll-vote="closed">
        {refused.message}
      </p>
    );
  } else {
    body = (
      <>
        <p className={styles.muted}>{webMessage('poll.vote.hint')}</p>
        <div className={styles.answers} role="group" aria-labelledby={titleId}>
          {poll.options.map((answer) => (
            <Button
              key={answer.id}
              variant="outlined"
              pending={vote.isPending && vote.variables?.option === answer.id}
              disabled={vote.isPending}
              onClick={() => setAsked({ id: answer.id, label: answer.label })}
            >
              {answer.label}
            </Button>
          ))}
        </div>
        <ConfirmDialog
          open={asked !== undefined}
          onOpenChange={(open) => {
            if (!open) setAsked(undefined);
          }}
          title={webMessage('poll.vote.confirmTitle')}
          message={webMessage('poll.vote.confirm', { label: asked?.label ?? '' })}
          confirmLabel={webMessage('poll.vote.confirmAction')}
          cancelLabel={webMessage('poll.vote.cancel')}
          onConfirm={() =>
            asked === undefined
              ? undefined
              : vote.mutateAsync(
                  { id: poll.id, option: asked.id },
                  {
                    onSuccess: () =>
                      show({ message: webMessage('poll.vote.sent'), tone: 'success' }),
                  },
                )
          }
          onConfirmError={(error) => show({ message: saveErrorMessage(error), tone: 'error' })}
        />
      </>
    );
  }

  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="poll-vote">
      <h3 id={titleId} className={styles.title}>
        {webMessage('poll.vote.title')}
      </h3>
      {body}
    </section>
  );
}
