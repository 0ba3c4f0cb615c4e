import type { DateValue } from '@portineria/domain';
import type { ReactNode } from 'react';
import { ActionBar, type ActionBarAction } from '../ActionBar/ActionBar.tsx';
import { Chip } from '../Chip/Chip.tsx';
import type { ChipVariants } from '../Chip/Chip.css.ts';
import { DateTime } from '../DateTime/DateTime.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { workflowMessage } from '../messages/it-IT/workflow.ts';
import { formatLabel } from '../private/formatLabel.ts';
import * as styles from './ActivityList.css.ts';

/** One activity of the list, as the caller's rules present it. */
export interface ActivityListItem {
  id: string;
  /** The activity's code (or title): its heading. */
  code: string;
  /** Where the activity's own screen is, when the viewer may open it. */
  href?: string;
  /** The status in words ('Da fare', 'Annullata dall'amministratore') and its tone. */
  statusLabel: string;
  statusTone?: ChipVariants['tone'];
  validFrom?: DateValue | null;
  validTo?: DateValue | null;
  /** A note shown under the dates (plain text). */
  note?: string | null;
  /** The actions on this activity; enabled or disabled with their reason. */
  actions?: readonly ActionBarAction[];
}

export interface ActivityListProps {
  items: readonly ActivityListItem[];
  /** Called with the activity's id and the pressed action's id. */
  onAction?: (activityId: string, actionId: string) => void;
  /** The running action, as `activityId:actionId`. */
  pendingAction?: string;
  loading?: boolean;
  /** Shown instead of the list when it could not be read (with its retry action). */
  error?: ReactNode;
  /** Accessible name of the list ('Attività'). */
  label?: string;
  /** Shown when the order has no activity: 'Nessun elemento da visualizzare' (001 §8). */
  emptyLabel?: string;
  fromLabel?: string;
  toLabel?: string;
  /** Accessible name of an activity's actions, with `{code}`. */
  actionsLabel?: string;
}

/**
 * The activities of an order (001 §4.2): code, status, dates, note and the actions each may
 * take now, with the reason of those it may not.
 */
export function ActivityList({
  items,
  onAction,
  pendingAction,
  loading = false,
  error,
  label = workflowMessage('activityList.label'),
  emptyLabel = workflowMessage('activityList.empty'),
  fromLabel = workflowMessage('activityList.from'),
  toLabel = workflowMessage('activityList.to'),
  actionsLabel = workflowMessage('activityList.actions'),
}: ActivityListProps) {
  if (loading) return <Skeleton lines={3} />;
  if (error) return <div className={styles.empty}>{error}</div>;
  if (items.length === 0) return <p className={styles.empty}>{emptyLabel}</p>;
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const [pendingActivity, pendingId] = pendingAction?.split(':') ?? [];
        return (
          <li key={item.id} className={styles.item} data-activity={item.id}>
            <div className={styles.header}>
              <p className={styles.code}>
                {item.href ? (
                  <a className={styles.link} href={item.href}>
                    {item.code}
                  </a>
                ) : (
                  item.code
                )}
              </p>
              <Chip size="small" tone={item.statusTone ?? 'default'} label={item.statusLabel} />
            </div>
            <dl className={styles.dates}>
              <div className={styles.date}>
                <dt className={styles.dateLabel}>{fromLabel}</dt>
                <dd className={styles.dateValue}>
                  <DateTime value={item.validFrom} format="date" />
                </dd>
              </div>
              <div className={styles.date}>
                <dt className={styles.dateLabel}>{toLabel}</dt>
                <dd className={styles.dateValue}>
                  <DateTime value={item.validTo} format="date" />
                </dd>
              </div>
            </dl>
            {item.note ? <p className={styles.note}>{item.note}</p> : null}
            {item.actions && item.actions.length > 0 && onAction ? (
              <ActionBar
                size="small"
                label={formatLabel(actionsLabel, { code: item.code })}
                actions={item.actions}
                {...(pendingActivity === item.id && pendingId ? { pendingId } : {})}
                onAction={(actionId) => onAction(item.id, actionId)}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
