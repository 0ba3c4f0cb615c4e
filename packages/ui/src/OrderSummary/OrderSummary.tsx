import type { DateValue } from '@portineria/domain';
import type { ReactNode } from 'react';
import { DateTime } from '../DateTime/DateTime.tsx';
import { workflowMessage } from '../messages/it-IT/workflow.ts';
import * as styles from './OrderSummary.css.ts';

export interface OrderSummaryProps {
  /** The order's object, its title. */
  object: string;
  /** The order's code, shown beside the heading when given. */
  code?: string | null;
  /** The status chips (ui's OrderChips, or the status chip). */
  chips?: ReactNode;
  createdAt?: DateValue | null;
  validTo?: DateValue | null;
  /** The relation chips (ui's RelationChip) the role sees. */
  relations?: ReactNode;
  /** The heading ('Ordine', 002 §2.2). */
  heading?: string;
  createdAtLabel?: string;
  validToLabel?: string;
  /** The accessible name of the relations group ('Collegamenti'). */
  relationsLabel?: string;
  /** The heading level of the object (2 by default), to fit the page's outline. */
  level?: 2 | 3;
}

/**
 * The order summary widget (002 §2.2): heading 'Ordine' with the object, the status chips, the
 * creation and expiry dates, and the relation chips to the order's related records.
 */
export function OrderSummary({
  object,
  code,
  chips,
  createdAt,
  validTo,
  relations,
  heading = workflowMessage('orderSummary.heading'),
  createdAtLabel = workflowMessage('orderSummary.createdAt'),
  validToLabel = workflowMessage('orderSummary.validTo'),
  relationsLabel = workflowMessage('orderSummary.relations'),
  level = 2,
}: OrderSummaryProps) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.root} aria-label={`${heading} ${object}`} data-order-summary="">
      <p className={styles.heading}>{code ? `${heading} · ${code}` : heading}</p>
      <Title className={styles.object}>{object}</Title>
      {chips ? <div className={styles.row}>{chips}</div> : null}
      <dl className={styles.dates}>
        <div className={styles.date}>
          <dt className={styles.dateLabel}>{createdAtLabel}</dt>
          <dd className={styles.dateValue}>
            <DateTime value={createdAt} format="date" />
          </dd>
        </div>
        <div className={styles.date}>
          <dt className={styles.dateLabel}>{validToLabel}</dt>
          <dd className={styles.dateValue}>
            <DateTime value={validTo} format="date" />
          </dd>
        </div>
      </dl>
      {relations ? (
        <div className={styles.row} role="group" aria-label={relationsLabel}>
          {relations}
        </div>
      ) : null}
    </section>
  );
}
