/**
 * A ticket's photos and files (002 §5.3 "Attachments are restricted by a set of MIME types;
 * multiple files are allowed", §7.3 "version 2: file, entity, entity id"): one upload per file to
 * `POST attachments` with entity 'tickets', reporting its progress, then the ticket's detail is
 * read again so its list of attachments shows the new file. The server checks each file again by
 * its content; its Italian refusal comes back as an ApiError.
 */
import { UPLOAD_MAX_BYTES, checkUpload, type TicketAttachment } from '@portineria/domain';
import { mutationOptions } from '@tanstack/react-query';
import { failureOf, headersOf } from '../chat/attachments.ts';
import type { ApiClient } from '../createApiClient.ts';
import type { HttpClient } from '../http/client.ts';
import { ApiError, NetworkError, type RequestDescription } from '../http/errors.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import { invalidateFamilies } from '../http/queryOptions.ts';

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
  const name = nameOf(upload);
  // The type and size rules need no bytes; an empty head defers the content check to the server.
  if (upload.file.size > UPLOAD_MAX_BYTES || !upload.file.type) {
    const precheck = checkUpload('tickets', {
      type: upload.file.type,
      name,
      size: upload.file.size,
      firstBytes: new Uint8Array(await upload.file.slice(0, 512).arrayBuffer()),
    });
    if (!precheck.ok) {
      throw new ApiError(
        { code: 'VALIDATION_FAILED', message: precheck.message, status: 400 },
        request,
      );
    }
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

/** One file to a ticket; the tickets family (its detail with the attachments) is read again. */
export const uploadTicketAttachmentMutationOptions = (client: ApiClient) =>
  mutationOptions<TicketAttachment, Error, TicketAttachmentVariables>({
    mutationKey: ['portineria', 'tickets', 'uploadAttachment'],
    mutationFn: ({ onProgress, ...upload }) =>
      uploadTicketAttachment(client.http, upload, onProgress ? { onProgress } : {}),
    onSuccess: (_data, _variables, _onMutateResult, context) =>
      invalidateFamilies(context.client, client, ['tickets']),
  });
