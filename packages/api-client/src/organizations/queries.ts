import type { ApiClient } from '../createApiClient.ts';
import type { EntityId } from '../http/resource.ts';
import {
  STALE_TIMES,
  detailQueryOptions,
  readQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { queryKeys } from '../queryKeys.ts';
import type { Organization } from './organizations.ts';

const qualifications = { staleTime: STALE_TIMES.qualifications };

/** `GET organizations/{id}` (000 §7, 002 §7.5). */
export const getOrganizationQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'organizations', client.organizations, id);

/** Saves the company editor. */
export const updateOrganizationMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'organizations',
    'update',
    ({ id, changes }: { id: EntityId; changes: Partial<Organization> }) =>
      client.organizations.update(id, changes),
    [],
  );

const own = (client: ApiClient, name: string) =>
  queryKeys.organizations.call(client.profileId(), `own/${name}`);

export const getLinkedSuppliersQueryOptions = (client: ApiClient) =>
  readQueryOptions(own(client, 'linked-spl'), (options) =>
    client.organizations.getLinkedSuppliers(options),
  );
/** Qualifications reads are cached for 60 s (000 §9 Caches). */
export const getCurrentQualificationsPackQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    own(client, 'qualifications-packs/current'),
    (options) => client.organizations.getCurrentQualificationsPack(options),
    qualifications,
  );
export const getQualificationsPackLicenseUseQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    own(client, 'qualifications-packs/use-license'),
    (options) => client.organizations.getQualificationsPackLicenseUse(options),
    qualifications,
  );
export const getQualificationCompaniesTagsQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    own(client, 'qualification-companies-tags'),
    (options) => client.organizations.getQualificationCompaniesTags(options),
    qualifications,
  );
export const getQualificationsTagsQueryOptions = (client: ApiClient) =>
  readQueryOptions(
    own(client, 'qualifications-tags'),
    (options) => client.organizations.getQualificationsTags(options),
    qualifications,
  );
export const getEmailsCustomizationQueryOptions = (client: ApiClient) =>
  readQueryOptions(own(client, 'emails-customization'), (options) =>
    client.organizations.getEmailsCustomization(options),
  );
export const getBuildingsLicensesUsedQueryOptions = (client: ApiClient) =>
  readQueryOptions(own(client, 'buildings-licenses-used'), (options) =>
    client.organizations.getBuildingsLicensesUsed(options),
  );
export const getBuildingsLicensesTotalQueryOptions = (client: ApiClient) =>
  readQueryOptions(own(client, 'buildings-licenses-total'), (options) =>
    client.organizations.getBuildingsLicensesTotal(options),
  );
