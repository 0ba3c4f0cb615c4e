import type { Criteria } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type {
  Notice,
  NoticeCreateInput,
  NoticeTransitionRequest,
  NoticeUpdateInput,
  Poll,
  PollCreateInput,
  PollTransitionRequest,
  PollUpdateInput,
} from './notices.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';

/** The cached reads and the writes of notices and polls. */
export const getNoticesQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'notices', client.notices, query);
export const getNoticeQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'notices', client.notices, id);
export const countNoticesQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.notices, criteria);
export const getNoticesInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'notices', client.notices, query);
export const noticeMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'notices', client.notices, []);
export const getPollsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'polls', client.polls, query);
export const getPollQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'polls', client.polls, id);
export const countPollsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.polls, criteria);
export const getPollsInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'polls', client.polls, query);
export const pollMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'polls', client.polls, []);

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of notices with the number that match (a list screen). */
export const getNoticesPageQueryOptions = <Row = Notice>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'notices', client.notices, query);
/** One record of notices by id, with the related records named in `include` embedded. */
export const getNoticeRecordQueryOptions = <Row = Notice>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'notices', client.notices, id, include);
/** A page of polls with the number that match (a list screen). */
export const getPollsPageQueryOptions = <Row = Poll>(client: ApiClient, query?: ListQuery) =>
  dataPageQueryOptions<Row>(client, 'polls', client.polls, query);
/** One record of polls by id, with the related records named in `include` embedded. */
export const getPollRecordQueryOptions = <Row = Poll>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'polls', client.polls, id, include);

/**
 * The families a notice write changes besides its own: the bell (a published notice notifies the
 * building's residents, and the writer may be one of them on another profile).
 */
const NOTICE_WRITE_FAMILIES = ['notifications'] as const;

/** `POST notices` with the notice form's fields: every list and counter of notices. */
export const createNoticeMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'notices',
    'create',
    (input: NoticeCreateInput) => client.notices.create(input),
    NOTICE_WRITE_FAMILIES,
  );

/** The variables of a notice edit: the notice's id and its changes with the version it read. */
export interface NoticeUpdateVariables {
  id: EntityId;
  changes: NoticeUpdateInput;
}

/** `PATCH notices/{id}` with the version read: the notice's record, lists and history. */
export const updateNoticeMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'notices',
    'update',
    ({ id, changes }: NoticeUpdateVariables) => client.notices.update(id, changes),
    NOTICE_WRITE_FAMILIES,
  );

/** The variables of a notice transition: the notice's id, the event and the version it read. */
export interface NoticeTransitionVariables extends NoticeTransitionRequest {
  id: EntityId;
}

/** `POST notices/{id}/transitions` ('Pubblica', 'Ritira'): the notice's record, lists and history. */
export const noticeTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'notices',
    'transition',
    ({ id, event, version }: NoticeTransitionVariables) =>
      client.notices.transition(id, { event, version }),
    NOTICE_WRITE_FAMILIES,
  );

/**
 * The families a poll write changes besides its own: the bell (a published poll notifies the
 * building's residents).
 */
const POLL_WRITE_FAMILIES = ['notifications'] as const;

/** `POST polls` with the poll form's fields: every list and counter of polls. */
export const createPollMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'polls',
    'create',
    (input: PollCreateInput) => client.polls.create(input),
    POLL_WRITE_FAMILIES,
  );

/** The variables of a poll edit: the poll's id and its changes with the version it read. */
export interface PollUpdateVariables {
  id: EntityId;
  changes: PollUpdateInput;
}

/** `PATCH polls/{id}` with the version read: the poll's record, lists and history. */
export const updatePollMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'polls',
    'update',
    ({ id, changes }: PollUpdateVariables) => client.polls.update(id, changes),
    POLL_WRITE_FAMILIES,
  );

/** The variables of a poll step: the poll's id, the event and the version it read. */
export interface PollTransitionVariables extends PollTransitionRequest {
  id: EntityId;
}

/** `POST polls/{id}/transitions` ('Pubblica', 'Chiudi'): the poll's record, lists and history. */
export const pollTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'polls',
    'transition',
    ({ id, event, version }: PollTransitionVariables) =>
      client.polls.transition(id, { event, version }),
    POLL_WRITE_FAMILIES,
  );

/** The variables of a vote: the poll and the answer chosen. */
export interface PollVoteVariables {
  id: EntityId;
  option: number;
}

/** `POST polls/{id}/votes` (DECISIONS.md "Polls" 4): the poll's record and lists (its counts). */
export const votePollMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'polls',
    'vote',
    ({ id, option }: PollVoteVariables) => client.polls.vote(id, option),
    [],
  );
