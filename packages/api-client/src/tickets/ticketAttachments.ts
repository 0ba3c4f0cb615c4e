/**
 * A ticket's photos and files (002 §5.3, §7.3): the ticket kind of ../records/recordAttachments.ts
 * — one upload per file to `POST attachments` with entity 'tickets' (reporting its progress), then
 * the ticket's reads are refreshed so its list of attachments shows the new file. The names below
 * keep the ticket's wording (`ticketId`) over the one mechanism every record with files uses.
 */
import type { TicketAttachment } from '@portineria/domain';
import type { ApiClient } from '../createApiClient.ts';
import type { HttpClient } from '../http/client.ts';
import type { EntityId } from '../http/resource.ts';
import {
  ATTACHMENT_UPLOAD_PATH,
  uploadAttachment,
  type UploadOptions,
} from '../records/attachmentUpload.ts';
import {
  getRecordAttachmentsQueryOptions,
  uploadRecordAttachmentMutationOptions,
  type RecordAttachmentVariables,
} from '../records/recordAttachments.ts';

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

/** The variables of {@link uploadTicketAttachmentMutationOptions}: the ticket is the `recordId`. */
export type TicketAttachmentVariables = RecordAttachmentVariables;

/**
 * One file to a ticket: the tickets kind of `uploadRecordAttachmentMutationOptions` (every read of
 * the tickets family refreshed, the ticket's detail and its files among them).
 */
export const uploadTicketAttachmentMutationOptions = (client: ApiClient) =>
  uploadRecordAttachmentMutationOptions(client, 'tickets');

/**
 * A ticket's photos and files, oldest first, as its detail lists them: the tickets kind of
 * `getRecordAttachmentsQueryOptions` (null when the profile does not read the ticket).
 */
export const getTicketAttachmentsQueryOptions = (client: ApiClient, ticketId: EntityId) =>
  getRecordAttachmentsQueryOptions(client, 'tickets', ticketId);
