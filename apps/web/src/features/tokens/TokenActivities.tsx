/**
 * The activities a billing token is linked to, on the token's detail (001 §3 Billing token
 * "linked to an activity"): the other way of the activity's token link (001 §4.2), read as the
 * activities whose `_token` is this token. Each is a related record, linked when the viewer's
 * role has a screen for it and the permission check allows it (a supplier opens the activity's
 * detail; the organisation edits activities inside their order, so it reads the name only).
 */
import { getActivitiesPageQueryOptions } from '@portineria/api-client';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { usePathDecisions } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { presentRelation } from '../../records/presenters.ts';
import { relationPermissionPath } from '../../records/RelationValue.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';

/** An activity as the link reads it. */
interface LinkedActivity {
  id: number | string;
  code?: string | null;
}

/** Props of {@link TokenActivities}. */
export interface TokenActivitiesProps {
  tokenId: string;
}

/** The token's linked activities: nothing while they load, or when there are none. */
export function TokenActivities({ tokenId }: TokenActivitiesProps) {
  const titleId = useId();
  const { profile, viewer, context } = useRecordRoute();
  const query = useQuery(
    getActivitiesPageQueryOptions<LinkedActivity>(apiClient, {
      where: { _token: Number(tokenId) },
      attributes: ['id', 'code'],
      limit: 50,
    }),
  );
  const path = viewer ? relationPermissionPath('activity', viewer.roleType) : undefined;
  const decisions = usePathDecisions(profile, path === undefined ? [] : [path]);
  const activities = query.data?.rows ?? [];
  if (!viewer || activities.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="token-activities">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('token.detail.activities')}
      </h3>
      <ul>
        {activities.map((activity) => (
          <li key={String(activity.id)}>
            <FieldValueView
              presentation={presentRelation(
                'activity',
                { id: activity.id, record: activity },
                context,
              )}
              context={context}
              roleType={viewer.roleType}
              relationDecision={() => (path === undefined ? undefined : decisions?.get(path))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
