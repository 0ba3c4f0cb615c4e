/** The activities' screens (001 §3, §4.2); also the ORG timeline report until it has its own. */
import { roleTypeOf } from '@portineria/domain';
import { ActivityWorkActions } from './ActivityWorkActions.tsx';
import type { ActivityRowWithVersion } from './useActivityActions.tsx';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import { ACTIVITIES } from './activityRecords.ts';

export function ActivitiesListScreen() {
  return <RecordListScreen definition={ACTIVITIES} />;
}

/** An activity's screen; the supplier's shows its work actions (001 §4.2). */
export function ActivityDetailScreen() {
  return (
    <RecordDetailScreen
      definition={ACTIVITIES}
      renderActions={(activity, profile) =>
        roleTypeOf(profile.role) === 'SPL' ? (
          <ActivityWorkActions activity={activity as ActivityRowWithVersion} actor={profile} />
        ) : null
      }
    />
  );
}
