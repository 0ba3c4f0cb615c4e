/**
 * The files of a record that carries its own (002 §5.3 "multiple files are allowed", §7.3
 * "version 2: file, entity, entity id"): a ticket's photos and files, an order's (domain
 * DECISIONS.md "Ticket lifecycle" 10, "Order files"). One reading and one upload for every such
 * kind: the record's files are its search with the include 'attachments' and no other field; a
 * file goes up on its own to `POST attachments` with the kind's upload entity, reporting its
 * progress (./attachmentUpload.ts), and every read of the kind's family is refreshed after it —
 * the record's detail, its files and its history (the gateway writes the ATTACH entry).
 */
import type { UploadEntity } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { CallOptions } from '../http/client.ts';
import { readQueryOptions, writeMutationOptions } from '../http/queryOptions.ts';
import type { EntityId, ListQuery } from '../http/resource.ts';
import { queryKeys } from '../queryKeys.ts';
import { RECORD_ATTACHMENTS, uploadAttachment, type RecordAttachment } from './attachmentUpload.ts';

/** A record read with nothing but its files. */
type WithFiles = { attachments?: readonly RecordAttachment[] };

/** How a kind's files are read and sent: its query family, its upload entity, its search. */
interface AttachedKind {
  family: 'tickets' | 'orders';
  entity: UploadEntity;
  /** The first record of the kind's search, as its files' reading asks it. */
  first(client: ApiClient, query: ListQuery, options: CallOptions): Promise<WithFiles | undefined>;
}

/** The kinds of record with files of their own. */
export const ATTACHED_RECORD_KINDS = {
  tickets: {
    family: 'tickets',
    entity: 'tickets',
    first: async (client, query, options) =>
      ((await client.tickets.getMany(query, options)) as WithFiles[])[0],
  },
  orders: {
    family: 'orders',
    entity: 'orders',
    first: async (client, query, options) =>
      ((await client.orders.getMany(query, options)).results as WithFiles[])[0],
  },
} as const satisfies Record<string, AttachedKind>;

/** A kind of record with files of its own: 'tickets' or 'orders'. */
export type AttachedRecordKind = keyof typeof ATTACHED_RECORD_KINDS;

/**
 * A record's files, oldest first, as its detail lists them: null when the profile does not read
 * the record. Kept under the kind's family, so an upload or any write of the kind refreshes it.
 */
export const getRecordAttachmentsQueryOptions = (
  client: ApiClient,
  kind: AttachedRecordKind,
  recordId: EntityId,
) => {
  const attached: AttachedKind = ATTACHED_RECORD_KINDS[kind];
  return readQueryOptions<readonly RecordAttachment[] | null>(
    queryKeys[attached.family].call(client.profileId(), 'attachments', { id: String(recordId) }),
    async (options) => {
      const id = Number(recordId);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const row = await attached.first(
        client,
        { where: { id }, attributes: ['id'], include: [RECORD_ATTACHMENTS], limit: 1 },
        options,
      );
      return row?.attachments ?? null;
    },
  );
};

/** One file to attach to a record of a kind. */
export interface RecordAttachmentVariables {
  recordId: EntityId;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
  onProgress?: (fraction: number) => void;
}

/**
 * One file to a record of a kind (`POST attachments` with the kind's entity), its progress
 * reported through the variables' `onProgress`; a file domain's type and size rules refuse is
 * refused before it is sent. Every read of the kind's family is refreshed: the record's detail,
 * its files ({@link getRecordAttachmentsQueryOptions}) and its history among them.
 */
export const uploadRecordAttachmentMutationOptions = (
  client: ApiClient,
  kind: AttachedRecordKind,
) => {
  const attached: AttachedKind = ATTACHED_RECORD_KINDS[kind];
  return writeMutationOptions(
    client,
    attached.family,
    'uploadAttachment',
    ({ recordId, file, fileName, onProgress }: RecordAttachmentVariables) =>
      uploadAttachment(
        client.http,
        {
          entity: attached.entity,
          entityId: recordId,
          file,
          ...(fileName === undefined ? {} : { fileName }),
        },
        onProgress ? { onProgress } : {},
      ),
    [],
  );
};
