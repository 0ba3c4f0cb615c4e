/**
 * A ticket's photos and files (002 §5.3, §7.3): one upload per file to `POST attachments` with
 * entity 'tickets' (records/attachmentUpload.ts, reporting its progress), then the ticket's
 * detail is read again so its list of attachments shows the new file.
 */
import type { TicketAttachment } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { HttpClient } from '../http/client.ts';
import { readQueryOptions, writeMutationOptions } from '../http/queryOptions.ts';
import type { EntityId } from '../http/resource.ts';
import { queryKeys } from '../queryKeys.ts';
import {
  ATTACHMENT_UPLOAD_PATH,
  uploadAttachment,
  type UploadOptions,
} from '../records/attachmentUpload.ts';

/** The path of a version 2 upload under `/api/v2/`. */
export const TICKET_ATTACHMENT_PATH = ATTACHMENT_UPLOAD_PATH;

/** One file to attach to a ticket. */
export interface TicketAttachmentUpload {
  ticketId: string | number;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
}

/**
 * Uploads one file to a ticket and resolves with it as the ticket's detail lists it; a file
 * domain's type and size rules refuse is refused before it is sent.
 */
export function uploadTicketAttachment(
  http: HttpClient,
  { ticketId, ...upload }: TicketAttachmentUpload,
  options: UploadOptions = {},
): Promise<TicketAttachment> {
  return uploadAttachment(http, { ...upload, entity: 'tickets', entityId: ticketId }, options);
}

/** The variables of {@link uploadTicketAttachmentMutationOptions}. */
export interface TicketAttachmentVariables extends TicketAttachmentUpload {
  onProgress?: (fraction: number) => void;
}

/**
 * One file to a ticket (`POST attachments`, entity 'tickets'), its progress reported through the
 * variables' `onProgress`: every read of the tickets family is refreshed, the ticket's detail and
 * its files ({@link getTicketAttachmentsQueryOptions}) among them.
 */
export const uploadTicketAttachmentMutationOptions = (client: ApiClient) =>
  writeMutationOptions(
    client,
    'tickets',
    'uploadAttachment',
    ({ onProgress, ...upload }: TicketAttachmentVariables) =>
      uploadTicketAttachment(client.http, upload, onProgress ? { onProgress } : {}),
    [],
  );

/**
 * A ticket's photos and files, oldest first, as its detail lists them (the include
 * 'attachments' of `tickets/search`, with no other field): null when the profile does not read
 * the ticket. Kept under the tickets family, so an upload or any ticket write refreshes it.
 */
export const getTicketAttachmentsQueryOptions = (client: ApiClient, ticketId: EntityId) =>
  readQueryOptions<readonly TicketAttachment[] | null>(
    queryKeys.tickets.call(client.profileId(), 'attachments', { id: String(ticketId) }),
    async (options) => {
      const id = Number(ticketId);
      if (!Number.isSafeInteger(id) || id <= 0) return null;
      const rows = await client.tickets.getMany(
        { where: { id }, attributes: ['id'], include: ['attachments'], limit: 1 },
        options,
      );
      return rows[0]?.attachments ?? null;
    },
  );
