import type { ApiClient } from '../createApiClient.ts';
import type { Consultancy } from './consultancies.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';

/** A page of consultancies with its total. */
export const getConsultanciesPageQueryOptions = <Row = Consultancy>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'consultancies', client.consultancies, query);
/** One consultancy. */
export const getConsultancyRecordQueryOptions = <Row = Consultancy>(
  client: ApiClient,
  id: EntityId,
  include?: ListQuery['include'],
) => recordQueryOptions<Row>(client, 'consultancies', client.consultancies, id, include);
/** create / update / remove of consultancies. */
export const consultancyMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'consultancies', client.consultancies, []);

/**
 * The consultancy types of the organisation menu's 'Servizi' group (002 §2.10 "Servizi:
 * consultancy links"; 000 §2 orgConsultancies with consultancyTypeId): the active consultancies
 * the profile may see, by name (the gateway's default order). The gateway refuses org_1 (000 §6).
 */
export const getConsultancyTypesQueryOptions = (client: ApiClient) =>
  listQueryOptions(client, 'consultancies', client.consultancies, {
    where: { status: 'active' },
    limit: 100,
  });
