/**
 * Calls whose body or answer is a file, not JSON (multipart uploads, downloads): the JSON client's
 * headers and error types without its JSON handling. Apart from the chat's attachments so that a
 * family read on the first screen (the registry import's model download) does not carry them.
 */
import { PROFILE_HEADER, type HttpClient } from './client.ts';
import { ApiError, HttpError, NetworkError, type RequestDescription } from './errors.ts';
import { chatClientMessages } from '../chat/messages.ts';

/** The authorisation headers of a multipart call (the JSON client's token and profile). */
export async function headersOf(http: HttpClient): Promise<Record<string, string>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await http.options.getToken();
  const profile = http.options.getProfileId();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (profile) headers[PROFILE_HEADER] = profile;
  return headers;
}

/** The ApiError (or HttpError) of a refused multipart call. */
export async function failureOf(response: Response, request: RequestDescription): Promise<Error> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: kept as text in the HttpError.
  }
  if (typeof body === 'object' && body !== null && 'error_code' in body) {
    const { error_code: code, message, error } = body as Record<string, unknown>;
    return new ApiError(
      {
        code: String(code),
        message: typeof message === 'string' ? message : chatClientMessages.attachmentFailed,
        error,
        status: response.status,
      },
      request,
    );
  }
  return new HttpError({ status: response.status, statusText: response.statusText, body }, request);
}

/**
 * `GET path` answered with a file, not JSON (an attachment, an import model): resolves with its
 * bytes as a Blob; refusals are the JSON client's errors. The token travels as for any call, so a
 * plain `<a href>` could not fetch it.
 */
export async function downloadFile(
  http: HttpClient,
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<Blob> {
  const request: RequestDescription = { method: 'GET', path };
  const fetchImplementation = http.options.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await fetchImplementation(http.url(path), {
      method: 'GET',
      headers: await headersOf(http),
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    throw new NetworkError(error, request);
  }
  if (!response.ok) throw await failureOf(response, request);
  return response.blob();
}
