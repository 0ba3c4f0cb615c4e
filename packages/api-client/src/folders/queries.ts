import { folderUploadEntity } from '@portineria/domain';
import type { Criteria, FolderCountQuery, FolderTypeOwner } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import {
  STALE_TIMES,
  countQueryOptions,
  dataInfiniteQueryOptions,
  dataPageQueryOptions,
  detailQueryOptions,
  familyMutationOptions,
  listQueryOptions,
  readQueryOptions,
  writeMutationOptions,
} from '../http/queryOptions.ts';
import { isApiError } from '../http/errors.ts';
import { queryKeys } from '../queryKeys.ts';
import { uploadAttachment } from '../records/attachmentUpload.ts';
import type { FolderKey, FolderRecord, FolderTransitionRequest } from './folders.ts';

// Qualification folders are "qualifications": cached for 60 s (000 §9 Caches).
const qualifications = { staleTime: STALE_TIMES.qualifications };

export const getFoldersQueryOptions = (client: ApiClient, query?: ListQuery) =>
  listQueryOptions(client, 'folders', client.folders, query, qualifications);
export const getFolderQueryOptions = (client: ApiClient, id: EntityId) =>
  detailQueryOptions(client, 'folders', client.folders, id, qualifications);
export const countFoldersQueryOptions = (client: ApiClient, criteria?: Criteria) =>
  countQueryOptions(client, client.folders, criteria, qualifications);
export const getFoldersInfiniteQueryOptions = (client: ApiClient, query?: ListQuery) =>
  dataInfiniteQueryOptions(client, 'folders', client.folders, query, qualifications);
export const folderMutationOptions = (client: ApiClient) =>
  familyMutationOptions(client, 'folders', client.folders, []);

/** One "many available" call (000 §7). */
export const getAvailableFoldersQueryOptions = (client: ApiClient, query: FolderCountQuery) =>
  readQueryOptions(
    queryKeys.folders.call(client.profileId(), 'many-available', query),
    (options) => client.folders.getManyAvailable(query, options),
    qualifications,
  );
/** The three SPL folder counts (empty, expired, expiring), null where a call failed. */
export const countAvailableFoldersQueryOptions = (client: ApiClient, supplierId: EntityId) =>
  readQueryOptions(
    queryKeys.folders.count(client.profileId(), { available: String(supplierId) }),
    (options) => client.folders.countAvailable(supplierId, options),
    qualifications,
  );
/** One folder by supplier, type and sub-type (001 §7). */
export const getFolderByKeyQueryOptions = (client: ApiClient, key: FolderKey) =>
  readQueryOptions(
    queryKeys.folders.call(client.profileId(), 'one', {
      ...key,
      supplierId: String(key.supplierId),
    }),
    (options) => client.folders.getOneByKey(key, options),
    qualifications,
  );

// The list screens' pages (rows and total) and the detail screens' records with their relations.
/** A page of folders with the number that match (a list screen). */
export const getFoldersPageQueryOptions = <Row = FolderRecord>(
  client: ApiClient,
  query?: ListQuery,
) => dataPageQueryOptions<Row>(client, 'folders', client.folders, query, qualifications);
/**
 * One folder by id through `GET folders/{id}`, its folder type embedded: unlike a search, the
 * get also refuses a supplier whose qualification tags miss the folder type's (001 §2.3, 403
 * FORBIDDEN), so the detail never shows a folder the list may name but the supplier may not open.
 * null when no visible folder has the id.
 */
export const getFolderRecordQueryOptions = (client: ApiClient, id: EntityId) =>
  readQueryOptions<FolderRecord | null>(
    queryKeys.folders.detail(client.profileId(), id, { record: true }),
    async (options) => {
      try {
        return await client.folders.getOne(id, options);
      } catch (error) {
        if (isApiError(error) && error.code === 'NOT_FOUND') return null;
        throw error;
      }
    },
    qualifications,
  );

/** The variables of a folder transition: the folder's id, the event and the version it read. */
export interface FolderTransitionVariables extends FolderTransitionRequest {
  id: EntityId;
}

/**
 * `POST folders/{id}/transitions` (domain DECISIONS.md "Qualification folder lifecycle"):
 * refreshes every read keyed under `folders` — the folder's record and history, the lists and
 * the SPL dashboard's folder counts. No other family shows a folder's state.
 */
export const folderTransitionMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'folders',
    'transition',
    ({ id, event, version }: FolderTransitionVariables) =>
      client.folders.transition(id, { event, version }),
    [],
  );

/** The variables of {@link uploadFolderDocumentMutationOptions}. */
export interface FolderDocumentVariables {
  folderId: EntityId;
  /** The folder type's owner: it names the upload's entity (domain `folderUploadEntity`). */
  owner: FolderTypeOwner | null | undefined;
  file: Blob;
  fileName?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * One document into a folder (`POST attachments`, entity 'qualifications' or 'consultancies',
 * 002 §7.3); the folders family (the detail with its documents) is read again.
 */
export const uploadFolderDocumentMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'folders',
    'uploadDocument',
    ({ folderId, owner, file, fileName, onProgress }: FolderDocumentVariables) =>
      uploadAttachment(
        client.http,
        {
          entity: folderUploadEntity(owner),
          entityId: folderId,
          file,
          ...(fileName === undefined ? {} : { fileName }),
        },
        onProgress ? { onProgress } : {},
      ),
    [],
  );
