/**
 * A poll's results (DECISIONS.md "Polls" 6): a bar a line with the answer and its value written
 * beside it (readable without colour), and the same numbers as a table for screen readers (the
 * bars are hidden from them, so nothing is read twice). The office sees them live; a resident
 * once voting has ended (domain's `arePollResultsVisible`), and until then is told when.
 */
import type { Poll } from '@portineria/api-client';
import {
  arePollResultsVisible,
  pollResults,
  pollToday,
  type TransitionActor,
} from '@portineria/domain';
import { ProgressBar } from '@portineria/ui';
import { Fragment, useId } from 'react';
import { webMessage } from '../../messages/it-IT.ts';
import * as styles from './polls.css.ts';

/** Props of {@link PollResults}. */
export interface PollResultsProps {
  poll: Poll;
  actor: TransitionActor;
}

/** '1 voto', '3 voti'. */
function votesText(votes: number): string {
  return votes === 1
    ? webMessage('poll.results.voteOne')
    : webMessage('poll.results.votes', { votes });
}

/** The results section of a poll's detail. */
export function PollResults({ poll, actor }: PollResultsProps) {
  const titleId = useId();
  const counted =
    arePollResultsVisible(poll, actor, pollToday(new Date())) &&
    poll.options.every((answer) => typeof answer.votes === 'number');
  const results = pollResults(poll.options);

  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="poll-results">
      <h3 id={titleId} className={styles.title}>
        {webMessage('poll.results.title')}
      </h3>
      {!counted ? (
        <p className={styles.muted}>{webMessage('poll.results.hidden')}</p>
      ) : (
        <>
          {results.total === 0 ? (
            <p className={styles.muted}>{webMessage('poll.results.empty')}</p>
          ) : null}
          <div className={styles.chart} aria-hidden="true" data-poll-chart="">
            {results.rows.map((row) => (
              <Fragment key={row.id}>
                <span className={styles.text}>{row.label}</span>
                <ProgressBar value={row.percent} label={row.label} hideLabel showValue={false} />
                <span className={styles.text}>
                  {webMessage('poll.results.value', {
                    votes: votesText(row.votes),
                    percent: row.percent,
                  })}
                </span>
              </Fragment>
            ))}
          </div>
          <table className={styles.table} data-poll-results="">
            <caption className={styles.caption}>
              {webMessage('poll.results.caption', { total: votesText(results.total) })}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {webMessage('poll.results.answer')}
                </th>
                <th scope="col" className={styles.number}>
                  {webMessage('poll.results.count')}
                </th>
                <th scope="col" className={styles.number}>
                  {webMessage('poll.results.percent')}
                </th>
              </tr>
            </thead>
            <tbody>
              {results.rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row" className={styles.cell}>
                    {row.label}
                  </th>
                  <td className={styles.number}>{row.votes}</td>
                  <td className={styles.number}>
                    {webMessage('poll.results.percentValue', { percent: row.percent })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
