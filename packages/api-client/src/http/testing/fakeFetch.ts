/**
 * A fake `fetch` for the client's unit tests: records every request and answers from a handler.
 * No network is touched.
 */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body, or undefined. */
  body: unknown;
  /** The body as sent, for a non-JSON one (a multipart upload's FormData). */
  rawBody: BodyInit | null | undefined;
  signal: AbortSignal | undefined;
}

export type FakeHandler = (request: RecordedRequest) => Response | Promise<Response>;

export interface FakeFetch {
  fetch: typeof globalThis.fetch;
  requests: RecordedRequest[];
  /** The last request (throws when there is none, so tests fail loudly). */
  last(): RecordedRequest;
}

export function fakeFetch(handler: FakeHandler): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetchImplementation = async (
    input: string | URL | Request,
    init: RequestInit = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: RecordedRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      rawBody: init.body,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    return handler(request);
  };
  return {
    fetch: fetchImplementation as typeof globalThis.fetch,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('no request was made');
      return request;
    },
  };
}

/** A JSON response. */
export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
}
