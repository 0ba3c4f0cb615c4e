/**
 * The communications as their lists and details show them (001 §3 Communication, §4.5): the
 * user's correspondence, condominium correspondence, deliveries and tracked deliveries (one
 * `communications` family, by type), the buildings' notices and polls. Read through the
 * api-client's queries, with the building of a notice or poll included in the same request.
 */
import {
  getCommunicationRecordQueryOptions,
  getCommunicationsPageQueryOptions,
  getNoticeRecordQueryOptions,
  getNoticesPageQueryOptions,
  getPollRecordQueryOptions,
  getPollsPageQueryOptions,
  type IncludedBuilding,
  type Notice,
  type Poll,
} from '@portineria/api-client';
import {
  isNoticeStatus,
  noticeStatusLabel,
  pollShownStatusLabel,
  type Communication,
} from '@portineria/domain';
import { apiClient } from '../../lib/apiClient.ts';
import { defineRecords } from '../../records/definition.ts';
import { fieldsOf, section } from '../../records/fields.ts';
import {
  presentBuildingList,
  presentCommunicationOpened,
  presentPollOptions,
} from '../../records/presenters.ts';

/** A communication as the communication reads answer it. */
export interface CommunicationRow extends Communication {
  body?: string | null;
  openedAt?: string | null;
}

const communication = fieldsOf<CommunicationRow>();

const communicationObject = communication.text('object', 'field.object', (row) => row.object);
const communicationStatus = communication.labelled('status', 'field.status', (row) => row.status, {
  SENT: 'value.communication.status.SENT',
});
const sendingDate = communication.dateTime(
  'sendingDate',
  'field.sendingDate',
  (row) => row.sendingDate,
);

/** The types the gateway stores for each communications route (002 §3.5; ours for deliveries). */
export type CommunicationType =
  'corrispondenza' | 'corrispondenza_condominiale' | 'consegna' | 'consegna_tracciata';

/** The communications of one type. */
export function communicationsOfType(type: CommunicationType) {
  return defineRecords<CommunicationRow>({
    columns: [communicationObject, communicationStatus, sendingDate],
    sections: [
      section('section.general', [
        communicationObject,
        communication.labelled('type', 'field.type', (row) => row.type, {
          corrispondenza: 'value.communication.type.corrispondenza',
          corrispondenza_condominiale: 'value.communication.type.corrispondenza_condominiale',
          consegna: 'value.communication.type.consegna',
          consegna_tracciata: 'value.communication.type.consegna_tracciata',
        }),
        communication.custom('buildings', 'field.buildings', (row, context) =>
          presentBuildingList(row.buildings, context),
        ),
      ]),
      section('section.content', [
        communication.multiline('body', 'field.body', (row) => row.body),
      ]),
      section('section.status', [
        communicationStatus,
        sendingDate,
        communication.custom('opened', 'field.opened', (row, context) =>
          presentCommunicationOpened(row, context),
        ),
        communication.dateTime('openedAt', 'field.openedAt', (row) => row.openedAt),
      ]),
    ],
    page: (query) =>
      getCommunicationsPageQueryOptions<CommunicationRow>(apiClient, {
        ...query,
        where: { ...query.where, type },
      }),
    record: (id) => getCommunicationRecordQueryOptions<CommunicationRow>(apiClient, id),
  });
}

/** A notice or a poll with its building included. */
type WithBuilding<Row> = Row & { org_buildings?: IncludedBuilding | null };

const notice = fieldsOf<WithBuilding<Notice>>();
const noticeTitle = notice.text('title', 'field.title', (row) => row.title);
// Domain's words for every status, the withdrawn one ('Ritirato', stored ARCHIVED) included.
const noticeStatus = notice.text('status', 'field.status', (row) =>
  isNoticeStatus(row.status) ? noticeStatusLabel(row.status) : row.status,
);
const noticeBuilding = notice.relation(
  'building',
  'field.building',
  'building',
  (row) => ({ id: row._building, record: row.org_buildings }),
  { include: 'org_buildings' },
);
const publishedAt = notice.dateTime('publishedAt', 'field.publishedAt', (row) => row.publishedAt);
// Every building it is for, the main one first (DECISIONS.md "Notices and polls for several buildings").
const noticeBuildings = notice.custom(
  'buildings',
  'field.buildings',
  (row, context) => presentBuildingList(row.buildings, context, row.buildingNames),
  { include: 'buildingNames' },
);

/** The notices of the buildings' boards: the spec names none of their fields; the gateway's. */
export const NOTICES = defineRecords<WithBuilding<Notice>>({
  columns: [noticeTitle, noticeBuilding, noticeStatus, publishedAt],
  sections: [
    section('section.general', [noticeTitle, noticeStatus, noticeBuilding, noticeBuildings]),
    section('section.content', [notice.multiline('body', 'field.body', (row) => row.body)]),
    section('section.dates', [
      publishedAt,
      notice.date('validTo', 'field.validTo', (row) => row.validTo),
      notice.dateTime('createdAt', 'field.createdAt', (row) => row.createdAt),
    ]),
  ],
  searchable: true,
  page: (query) => getNoticesPageQueryOptions<WithBuilding<Notice>>(apiClient, query),
  record: (id, include) =>
    getNoticeRecordQueryOptions<WithBuilding<Notice>>(apiClient, id, include),
});

const poll = fieldsOf<WithBuilding<Poll>>();
const pollObject = poll.text('object', 'field.object', (row) => row.object);
// The state a user sees (domain's `pollShownState`): a draft and a closed poll both store status
// false, and an open poll past its closing date is closed.
const pollStatus = poll.text('status', 'field.status', (row) =>
  pollShownStatusLabel(row, new Date()),
);
const pollBuilding = poll.relation(
  'building',
  'field.building',
  'building',
  (row) => ({ id: row._building, record: row.org_buildings }),
  { include: 'org_buildings' },
);
const pollValidTo = poll.date('validTo', 'field.validTo', (row) => row.validTo);

/** The polls: the spec names status (boolean), validTo and _building (000 §3); the rest is the gateway's. */
export const POLLS = defineRecords<WithBuilding<Poll>>({
  columns: [pollObject, pollBuilding, pollStatus, pollValidTo],
  sections: [
    section('section.general', [
      pollObject,
      poll.multiline('question', 'field.question', (row) => row.question),
      // The answers; their counts only where the reader sees them (DECISIONS.md "Polls" 6).
      poll.custom('options', 'field.options', (row) => presentPollOptions(row.options)),
      pollStatus,
      pollBuilding,
      poll.custom(
        'buildings',
        'field.buildings',
        (row, context) => presentBuildingList(row.buildings, context, row.buildingNames),
        { include: 'buildingNames' },
      ),
    ]),
    section('section.dates', [
      poll.dateTime('publishedAt', 'field.publishedAt', (row) => row.publishedAt),
      poll.date('validFrom', 'field.validFrom', (row) => row.validFrom),
      pollValidTo,
      poll.dateTime('createdAt', 'field.createdAt', (row) => row.createdAt),
    ]),
  ],
  searchable: true,
  page: (query) => getPollsPageQueryOptions<WithBuilding<Poll>>(apiClient, query),
  record: (id, include) => getPollRecordQueryOptions<WithBuilding<Poll>>(apiClient, id, include),
});
