export { COMMUNICATION_STATUS_SENT, CORRESPONDENCE_TYPE } from './constants.ts';
export type {
  Communication,
  CommunicationStatus,
  CorrespondenceCountQuery,
  CorrespondenceCriteria,
  CorrespondenceQuery,
  OpenedInKey,
} from './types.ts';
export {
  correspondenceQuery,
  isCommunicationOpened,
  markCommunicationOpened,
  openedInKey,
  opensAsRead,
  unreadCorrespondenceCount,
  unreadCorrespondenceCountQuery,
  unreadCorrespondenceCriteria,
} from './correspondence.ts';
