/**
 * A ticket's photos and files (002 §5.3 "Attachments are restricted by a set of MIME types;
 * multiple files are allowed", §7.3 "version 2: file, entity, entity id"): one upload per file to
 * `POST attachments` with entity 'tickets', reporting its progress, then the ticket's detail is
 * read again so its list of attachments shows the new file. The server checks each file again by
 * its content; its Italian refusal comes back as an ApiError.
 */
import { checkUploadDeclaration, type TicketAttachment } from '@portineria/domain';
import { failureOf, headersOf } from '../chat/attachments.ts';
import type { ApiClient } from '../createApiClient.ts';
import type { HttpClient } from '../http/client.ts';
import { ApiError, NetworkError, type RequestDescription } from '../http/errors.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import { readQueryOptions, writeMutationOptions } from '../http/queryOptions.ts';
import type { EntityId } from '../http/resource.ts';
import { queryKeys } from '../queryKeys.ts';

/** The path of a version 2 upload under `/api/v2/`. */
export const TICKET_ATTACHMENT_PATH = 'attachments';

/** One file to attach to a ticket. */
export interface TicketAttachmentUpload {
  ticketId: string | number;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
}

/** Options of an upload: its progress (0…1) and its cancellation. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function nameOf(upload: TicketAttachmentUpload): string {
  return upload.fileName ?? (upload.file as Partial<File>).name ?? 'allegato';
}

function formOf(upload: TicketAttachmentUpload): FormData {
  const form = new FormData();
  form.append('entity', 'tickets');
  form.append('entityId', String(upload.ticketId));
  form.append('file', upload.file, nameOf(upload));
  return form;
}

function described(body: unknown, request: RequestDescription): TicketAttachment {
  const stored = unwrapDataOne<{ id: string; name: string; type: string; size: number }>(
    body,
    request,
  );
  return { id: stored.id, name: stored.name, size: stored.size, mimeType: stored.type };
}

/** The upload through XMLHttpRequest, the one browser API that reports upload progress. */
function sendWithProgress(
  url: string,
  headers: Record<string, string>,
  form: FormData,
  request: RequestDescription,
  options: UploadOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'content-type': xhr.getResponseHeader('content-type') ?? '' },
        }),
      );
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed'), request));
    xhr.onabort = () => reject(options.signal?.reason ?? new Error('aborted'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads one file to a ticket and resolves with it as the ticket's detail lists it. The domain's
 * rules (type, size) are checked on what the client knows first; the content is the server's.
 * Progress: XMLHttpRequest's upload events in a browser; elsewhere (fetch) 0 then 1.
 */
export async function uploadTicketAttachment(
  http: HttpClient,
  upload: TicketAttachmentUpload,
  options: UploadOptions = {},
): Promise<TicketAttachment> {
  const request: RequestDescription = { method: 'POST', path: TICKET_ATTACHMENT_PATH };
  // The type and size rules need no bytes; the content is the server's check.
  const precheck = checkUploadDeclaration('tickets', {
    type: upload.file.type,
    name: nameOf(upload),
    size: upload.file.size,
  });
  if (!precheck.ok) {
    throw new ApiError(
      { code: 'VALIDATION_FAILED', message: precheck.message, status: 400 },
      request,
    );
  }
  const headers = await headersOf(http);
  const url = http.url(TICKET_ATTACHMENT_PATH);
  const form = formOf(upload);
  options.onProgress?.(0);
  let response: Response;
  if (typeof XMLHttpRequest === 'function' && !http.options.fetch) {
    response = await sendWithProgress(url, headers, form, request, options);
  } else {
    const fetchImplementation = http.options.fetch ?? globalThis.fetch;
    try {
      response = await fetchImplementation(url, {
        method: 'POST',
        headers,
        body: form,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      throw new NetworkError(error, request);
    }
  }
  if (!response.ok) throw await failureOf(response, request);
  options.onProgress?.(1);
  return described(await response.json(), request);
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
