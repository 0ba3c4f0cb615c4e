/**
 * The communications' screens (001 §3 Communication, §4.5): the four kinds of correspondence and
 * delivery, the notices and the polls, whose details hold the office's edit form.
 */
import type { NoticeLifecycleRecord, Profile } from '@portineria/domain';
import { webMessage } from '../../messages/it-IT.ts';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { RecordDetailScreen } from '../../records/RecordDetailScreen.tsx';
import { RecordListScreen } from '../../records/RecordListScreen.tsx';
import {
  communicationsOfType,
  NOTICES,
  POLLS,
  type CommunicationRow,
} from './communicationRecords.ts';
import { NoticeEditForm, PollEditForm } from './CommunicationEditForms.tsx';
import { MarksOpened } from './MarksOpened.tsx';
import { NOTICE_HISTORY_FORMAT, NoticeLifecycleActions } from './NoticeLifecycleActions.tsx';
import { POLL_HISTORY_FORMAT, PollLifecycleActions } from './PollLifecycleActions.tsx';
import { PollResults } from './PollResults.tsx';
import { PollVote } from './PollVote.tsx';

const CORRESPONDENCES = communicationsOfType('corrispondenza');
const CONDO_CORRESPONDENCES = communicationsOfType('corrispondenza_condominiale');
const DELIVERIES = communicationsOfType('consegna');
const TRACKED_DELIVERIES = communicationsOfType('consegna_tracciata');

/** Opening one marks it opened for its resident recipient (001 §4.5). */
const marksOpened = (row: CommunicationRow, profile: Profile) => (
  <MarksOpened row={row} profile={profile} />
);

export const CorrespondencesListScreen = () => <RecordListScreen definition={CORRESPONDENCES} />;
export const CorrespondenceDetailScreen = () => (
  <RecordDetailScreen definition={CORRESPONDENCES} renderAfter={marksOpened} />
);
export const CondoCorrespondencesListScreen = () => (
  <RecordListScreen definition={CONDO_CORRESPONDENCES} />
);
export const CondoCorrespondenceDetailScreen = () => (
  <RecordDetailScreen definition={CONDO_CORRESPONDENCES} renderAfter={marksOpened} />
);
export const DeliveriesListScreen = () => <RecordListScreen definition={DELIVERIES} />;
export const DeliveryDetailScreen = () => (
  <RecordDetailScreen definition={DELIVERIES} renderAfter={marksOpened} />
);
export const TrackedDeliveriesListScreen = () => (
  <RecordListScreen definition={TRACKED_DELIVERIES} />
);
export const TrackedDeliveryDetailScreen = () => (
  <RecordDetailScreen definition={TRACKED_DELIVERIES} renderAfter={marksOpened} />
);
export const NoticesListScreen = () => (
  <RecordListScreen
    definition={NOTICES}
    actions={<NewRecordButton label={webMessage('notice.list.new')} />}
  />
);
/**
 * A notice's detail: the office's lifecycle actions ('Pubblica', 'Ritira') above its fields, its
 * edit form and its Cronologia below; a resident reads the fields only.
 */
export const NoticeDetailScreen = () => (
  <RecordDetailScreen
    definition={NOTICES}
    renderActions={(row, profile) => (
      <NoticeLifecycleActions
        noticeId={String(row.id)}
        notice={row as NoticeLifecycleRecord}
        actor={profile}
      />
    )}
    renderAfter={(row, profile) => (
      <>
        <NoticeEditForm notice={row} profile={profile} />
        <RecordHistory kind="notice" recordId={String(row.id)} format={NOTICE_HISTORY_FORMAT} />
      </>
    )}
  />
);
export { NoticeCreateScreen } from './NoticeCreateScreen.tsx';
export const PollsListScreen = () => (
  <RecordListScreen
    definition={POLLS}
    actions={<NewRecordButton label={webMessage('poll.list.new')} />}
  />
);
/**
 * A poll's detail (DECISIONS.md "Polls"): the office's steps ('Pubblica', 'Chiudi') above its
 * fields; below them the resident's vote, the results (live for the office, once voting has ended
 * for residents), the office's edit form and the Cronologia.
 */
export const PollDetailScreen = () => (
  <RecordDetailScreen
    definition={POLLS}
    renderActions={(row, profile) => <PollLifecycleActions poll={row} actor={profile} />}
    renderAfter={(row, profile) => (
      <>
        <PollVote poll={row} actor={profile} />
        <PollResults poll={row} actor={profile} />
        <PollEditForm poll={row} profile={profile} />
        <RecordHistory kind="poll" recordId={String(row.id)} format={POLL_HISTORY_FORMAT} />
      </>
    )}
  />
);
export { PollCreateScreen } from './PollCreateScreen.tsx';
