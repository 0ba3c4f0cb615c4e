import {
  ApiError,
  HttpError,
  NetworkError,
  ResponseFormatError,
  SESSION_ENDING_CODES,
  TimeoutError,
  type RequestDescription,
} from './errors.ts';
import { DEFAULT_API_VERSION, GRANTS_HEADER } from '@portineria/domain';
import { parseRetryAfter } from './retryAfter.ts';
import { apiClientMessage } from '../messages.ts';

/** A value or a promise of it: token and profile getters may be synchronous or not. */
export type MaybePromise<Value> = Value | Promise<Value>;

/** The options of {@link createHttpClient} and of `createApiClient`. */
export interface HttpClientOptions {
  /**
   * The origin (and optional path prefix) of the gateway, e.g. `http://localhost:8080`; `''` for
   * the page's own origin. Calls go to `{baseUrl}/api/{apiVersion}/{path}`.
   */
  baseUrl: string;
  /** The bearer token; `null` sends no Authorization header (the server answers TOKEN_MISSING). */
  getToken: () => MaybePromise<string | null | undefined>;
  /**
   * The active profile uid (`portineria:org:12`) for `X-Portineria-Profile`; `null` omits it.
   * Synchronous because the query keys include it (switching profile never reuses cached data).
   */
  getProfileId: () => string | null | undefined;
  /**
   * The fingerprint (domain `profileGrantsFingerprint`) of the profile the session started with,
   * sent in `X-Portineria-Grants` with the profile header: a refusal after the profile's
   * permissions or modules changed then answers 403 PERMISSIONS_CHANGED (000 §4 'Permessi
   * insufficienti'). `null` or no getter omits it.
   */
  getProfileGrants?: () => string | null | undefined;
  /** The API version segment. Default `v2`. */
  apiVersion?: string;
  /** The fetch implementation. Default `globalThis.fetch` (read at call time). */
  fetch?: typeof globalThis.fetch;
  /** Abort a call after this many milliseconds with a {@link TimeoutError}. Default: no limit. */
  timeoutMs?: number;
  /**
   * Called once per token when the server says the session is over (401 TOKEN_EXPIRED,
   * TOKEN_INVALID or TOKEN_MISSING): the session machine logs out on it. The call still rejects
   * with the {@link ApiError}.
   */
  onUnauthorized?: (error: ApiError) => void;
  /** The active user id, for '@activeUser' in criteria when a call does not pass one. */
  getActiveUserId?: () => number | string | null | undefined;
  /** The clock for '@now', '@today'… in criteria. Default `() => new Date()`. */
  now?: () => Date;
}

/** The per-call options every client function accepts. */
export interface CallOptions {
  /** Cancels the call (TanStack Query passes its own); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** A query-string value; `undefined` leaves the parameter out. */
export type QueryValue = string | number | boolean | null | undefined;

/** One call as a family module describes it. */
export interface HttpRequest extends CallOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path under `/api/{version}/`, without a leading slash, e.g. `orders/search`. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON. */
  body?: unknown;
  /** What the caller reads: parsed JSON (default, whatever the answer's Content-Type) or the text. */
  responseType?: 'json' | 'text';
  /** The Accept header. Default `application/json`. */
  accept?: string;
  /** Send `X-Portineria-Profile`. Default true; `users/auth/profiles` needs only the token. */
  withProfile?: boolean;
}

/** The transport every family module calls: one request, one interpreted answer. */
export interface HttpClient {
  /** Sends the request and resolves with the parsed body (or text), rejecting with typed errors. */
  request<Result = unknown>(request: HttpRequest): Promise<Result>;
  /** The options the client was made with (family modules read the criteria context from it). */
  readonly options: Readonly<HttpClientOptions>;
  /** The URL a path resolves to (for images and links that are not fetched through the client). */
  url(path: string, query?: Record<string, QueryValue>): string;
}

/** The profile header of the contract. */
export const PROFILE_HEADER = 'X-Portineria-Profile';

/**
 * The one place that talks to `fetch`: headers, abort and timeout, and the one interceptor that
 * turns every failure into an {@link ApiClientError} subclass.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const apiVersion = options.apiVersion ?? DEFAULT_API_VERSION;
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/${apiVersion}/`;
  // Tokens for which onUnauthorized already ran: concurrent calls failing together log out once.
  const reportedTokens = new Set<string>();

  function url(path: string, query?: Record<string, QueryValue>): string {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) search.append(name, value === null ? '' : String(value));
    }
    const queryString = search.toString();
    return `${base}${path.replace(/^\/+/, '')}${queryString ? `?${queryString}` : ''}`;
  }

  async function request<Result>(call: HttpRequest): Promise<Result> {
    const description: RequestDescription = { method: call.method, path: call.path };
    call.signal?.throwIfAborted();
    const token = (await options.getToken()) ?? null;
    const profile = call.withProfile === false ? null : (options.getProfileId() ?? null);
    const headers: Record<string, string> = { Accept: call.accept ?? 'application/json' };
    if (call.body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    if (profile) headers[PROFILE_HEADER] = profile;
    const grants = profile ? (options.getProfileGrants?.() ?? null) : null;
    if (grants) headers[GRANTS_HEADER] = grants;

    // The caller may have aborted while the token was being read.
    call.signal?.throwIfAborted();
    const timeout = new AbortController();
    const timer =
      options.timeoutMs === undefined
        ? undefined
        : setTimeout(() => timeout.abort(), options.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout.signal]) : timeout.signal;
    // Rejects when either signal fires, so a fetch that ignores its signal is still cut off.
    let stopWatching = (): void => {};
    const aborted = new Promise<never>((_resolve, reject) => {
      const onAbort = (): void => reject(abortReason());
      signal.addEventListener('abort', onAbort, { once: true });
      stopWatching = () => signal.removeEventListener('abort', onAbort);
    });
    aborted.catch(() => {});

    function abortReason(): unknown {
      if (call.signal?.aborted) return call.signal.reason;
      return new TimeoutError(options.timeoutMs ?? 0, description);
    }

    function failure(cause: unknown): unknown {
      if (signal.aborted) return abortReason();
      return new NetworkError(cause, description);
    }

    try {
      const fetchImplementation = options.fetch ?? globalThis.fetch;
      let response: Response;
      try {
        response = await Promise.race([
          fetchImplementation(url(call.path, call.query), {
            method: call.method,
            headers,
            body: call.body === undefined ? undefined : JSON.stringify(call.body),
            signal,
          }),
          aborted,
        ]);
      } catch (error) {
        throw failure(error);
      }
      let text: string;
      try {
        text = await Promise.race([response.text(), aborted]);
      } catch (error) {
        throw failure(error);
      }
      if (!response.ok) throw errorFromResponse(response, text, description, token);
      if (call.responseType === 'text') return text as Result;
      if (text.trim() === '') return undefined as Result;
      try {
        return JSON.parse(text) as Result;
      } catch (error) {
        throw new ResponseFormatError(
          { status: response.status, body: text, expected: 'JSON', cause: error },
          description,
        );
      }
    } finally {
      if (timer !== undefined) clearTimeout(timer);
      stopWatching();
    }
  }

  /** The interceptor: an `error_code` body → ApiError, anything else → HttpError. */
  function errorFromResponse(
    response: Response,
    text: string,
    description: RequestDescription,
    token: string | null,
  ): ApiError | HttpError {
    const body = parseLoosely(text);
    const retryAfterMs = parseRetryAfter(
      response.headers.get('retry-after'),
      (options.now ?? (() => new Date()))(),
    );
    if (isErrorBody(body)) {
      const error = new ApiError(
        {
          code: body.error_code,
          message:
            typeof body.message === 'string' && body.message !== ''
              ? body.message
              : apiClientMessage('apiClient.error.apiFallback'),
          error: body.error,
          status: response.status,
          retryAfterMs,
        },
        description,
      );
      if (response.status === 401 && SESSION_ENDING_CODES.includes(error.code)) {
        const key = token ?? '';
        if (!reportedTokens.has(key)) {
          reportedTokens.add(key);
          options.onUnauthorized?.(error);
        }
      }
      return error;
    }
    return new HttpError(
      { status: response.status, statusText: response.statusText, body, retryAfterMs },
      description,
    );
  }

  return { request, options, url };
}

function parseLoosely(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isErrorBody(
  body: unknown,
): body is { error_code: string; message?: unknown; error?: unknown } {
  return (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error_code?: unknown }).error_code === 'string'
  );
}
