import type { ApiClient } from '../createApiClient.ts';
import type { Consultancy } from './consultancies.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  dataPageQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  recordQueryOptions,
} from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';

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

/**
 * The folder type of a consultancy's page (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`), under the
 * consultancy's detail key so a change of the consultancies refreshes it.
 */
export const getConsultancyFolderTypeQueryOptions = (
  client: ApiClient,
  consultancyTypeId: EntityId,
  folderTypeId: EntityId,
) =>
  readQueryOptions(
    queryKeys.consultancies.detail(client.profileId(), consultancyTypeId, {
      folderType: String(folderTypeId),
    }),
    (options) => client.consultancies.getFolderType(consultancyTypeId, folderTypeId, options),
  );
