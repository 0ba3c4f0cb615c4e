import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Communication, Criteria } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  STALE_TIMES,
  countQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

export const getCommunicationsQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'communications', client.communications, query);
export const getCommunicationQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'communications', client.communications, id);
export const countCommunicationsQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.communications, criteria);

/**
 * The unread correspondence of a product, page after page by `offset_key` (001 §7 "limit 36 and
 * offset_key; the response has data and next_offset_key").
 */
export const getUnreadCorrespondenceInfiniteQueryOptions = (client: ApiClient, product: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.communications.infinite(client.profileId(), { product }),
    queryFn: ({ pageParam, signal }) =>
      client.communications.getUnreadCorrespondence({ product, offsetKey: pageParam }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextOffsetKey ?? undefined,
    staleTime: STALE_TIMES.default,
  });

/** The unread correspondence badge of a product. */
export const countUnreadCorrespondenceQueryOptions = (client: ApiClient, product: string) =>
  readQueryOptions(
    queryKeys.communications.count(client.profileId(), { unreadCorrespondence: product }),
    (options) => client.communications.countUnreadCorrespondence(product, options),
  );

/** Marks a communication opened in a product; the list and the badge refresh. */
export const markCommunicationOpenedMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'communications',
    'markOpened',
    ({ id, product }: { id: EntityId; product: string }) =>
      client.communications.markOpened(id, product),
    [],
  );

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of communications with the number that match (a list screen). */
export const getCommunicationsPageQueryOptions = <Row = Communication>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'communications', client.communications, query);
/** One record of communications by id, with the related records named in `include` embedded. */
export const getCommunicationRecordQueryOptions = <Row = Communication>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'communications', client.communications, id, include);
