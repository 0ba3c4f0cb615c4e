/**
 * One file uploaded to a record (002 §5.3 "Attachments are restricted by a set of MIME types;
 * multiple files are allowed", §7.3 "version 2: file, entity, entity id"): `POST attachments`
 * with the record's entity and id, reporting its progress. A ticket's photos and a qualification
 * folder's documents both go through it. The server checks each file again by its content; its
 * Italian refusal comes back as an ApiError.
 */
import { checkUploadDeclaration, type UploadEntity } from '@portineria/domain';
import { failureOf, headersOf } from '../http/fileCalls.ts';
import type { HttpClient } from '../http/client.ts';
import { ApiError, NetworkError, type RequestDescription } from '../http/errors.ts';
import { unwrapDataOne } from '../http/shapes.ts';
import type { RecordAttachment } from './recordAttachmentInclude.ts';

/** The path of a version 2 upload under `/api/v2/`. */
export const ATTACHMENT_UPLOAD_PATH = 'attachments';

/** One file to attach to a record. */
export interface AttachmentUpload {
  entity: UploadEntity;
  entityId: string | number;
  file: Blob;
  /** The file's name (a `File` has one; a Blob needs it). */
  fileName?: string;
}

/** Options of an upload: its progress (0…1) and its cancellation. */
export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** A stored file as the gateway answers an upload (a chat message's `file`). */
export interface StoredAttachment {
  id: string;
  name: string;
  url: string;
  type: string;
  size: number;
}

export {
  RECORD_ATTACHMENTS,
  withRecordAttachments,
  type RecordAttachment,
  type WithRecordAttachments,
} from './recordAttachmentInclude.ts';

function nameOf(upload: AttachmentUpload): string {
  return upload.fileName ?? (upload.file as Partial<File>).name ?? 'allegato';
}

function formOf(upload: AttachmentUpload): FormData {
  const form = new FormData();
  form.append('entity', upload.entity);
  form.append('entityId', String(upload.entityId));
  form.append('file', upload.file, nameOf(upload));
  return form;
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
 * Uploads one file to a record and resolves with it as the record's detail lists it. See
 * {@link uploadAttachmentFile}.
 */
export async function uploadAttachment(
  http: HttpClient,
  upload: AttachmentUpload,
  options: UploadOptions = {},
): Promise<RecordAttachment> {
  const stored = await uploadAttachmentFile(http, upload, options);
  return { id: stored.id, name: stored.name, size: stored.size, mimeType: stored.type };
}

/**
 * Uploads one file to an entity and resolves with its stored description as the gateway answers
 * it (`{ id, name, url, type, size }`, what a chat message's `file` carries). The
 * domain's rules (type, size) are checked on what the client knows first, for every file; the
 * content is the server's. Progress: XMLHttpRequest's upload events in a browser; elsewhere (fetch) 0 then 1.
 */
export async function uploadAttachmentFile(
  http: HttpClient,
  upload: AttachmentUpload,
  options: UploadOptions = {},
): Promise<StoredAttachment> {
  const request: RequestDescription = { method: 'POST', path: ATTACHMENT_UPLOAD_PATH };
  const name = nameOf(upload);
  // The type and size rules need no bytes (domain's checkUploadDeclaration); the content is the
  // server's check.
  const precheck = checkUploadDeclaration(upload.entity, {
    type: upload.file.type,
    name,
    size: upload.file.size,
  });
  if (!precheck.ok) {
    throw new ApiError(
      { code: 'VALIDATION_FAILED', message: precheck.message, status: 400 },
      request,
    );
  }
  const headers = await headersOf(http);
  const url = http.url(ATTACHMENT_UPLOAD_PATH);
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
  return unwrapDataOne<StoredAttachment>(await response.json(), request);
}
