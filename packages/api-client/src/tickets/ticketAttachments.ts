/**
 * A ticket's photos and files (002 §5.3, §7.3): one upload per file to `POST attachments` with
 * entity 'tickets' (records/attachmentUpload.ts, reporting its progress), then the ticket's
 * detail is read again so its list of attachments shows the new file.
 */
import type { TicketAttachment } from '@portineria/domain';
import { mutationOptions } from '@tanstack/react-query';
import type { ApiClient } from '../createApiClient.ts';
import type { HttpClient } from '../http/client.ts';
import { invalidateFamilies } from '../http/queryOptions.ts';
import {
  ATTACHMENT_UPLOAD_PATH,
  uploadAttachment,
  type UploadOptions,
} from '../records/attachmentUpload.ts';

export type { UploadOptions } from '../records/attachmentUpload.ts';

/** The path of a version 2 upload under `/api/v2/`. */
export const TICKET_ATTACHMENT_PATH = ATTACHMENT_UPLOAD_PATH;

/** One file to attach to a ticket. */
export interface TicketAttachmentUpload {
  ticketId: string | number;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
}

/** Uploads one file to a ticket and resolves with it as the ticket's detail lists it. */
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

/** One file to a ticket; the tickets family (its detail with the attachments) is read again. */
export const uploadTicketAttachmentMutationOptions = (client: ApiClient) =>
  mutationOptions<TicketAttachment, Error, TicketAttachmentVariables>({
    mutationKey: ['portineria', 'tickets', 'uploadAttachment'],
    mutationFn: ({ onProgress, ...upload }) =>
      uploadTicketAttachment(client.http, upload, onProgress ? { onProgress } : {}),
    onSuccess: (_data, _variables, _onMutateResult, context) =>
      invalidateFamilies(context.client, client, ['tickets']),
  });
