import type { CallOptions, HttpClient } from '../http/client.ts';
import { signalOnly } from '../http/resource.ts';
import { ResponseFormatError } from '../http/errors.ts';

export interface ChangelogApi {
  /**
   * `GET changelog/web` with `Accept: text/markdown` → the markdown text (002 §7.3 "with a
   * markdown accept header and profile and auth headers; reads data"). The gateway answers JSON
   * `{ data: "<markdown>" }`: the accept header names what `data` holds, the body is the
   * contract's JSON like every other call. A body without a string `data` (a bare markdown text
   * included) is a {@link ResponseFormatError}: the spec reads `data`, so nothing else is the
   * contract.
   */
  getWeb(options?: CallOptions): Promise<string>;
}

export function createChangelogApi(http: HttpClient): ChangelogApi {
  return {
    async getWeb(options) {
      const path = 'changelog/web';
      // Parsed as JSON whatever Content-Type says: the spec reads `data` from the answer.
      const body = await http.request<unknown>({
        method: 'GET',
        path,
        accept: 'text/markdown',
        responseType: 'json',
        ...signalOnly(options),
      });
      const data =
        typeof body === 'object' && body !== null && !Array.isArray(body)
          ? (body as { data?: unknown }).data
          : undefined;
      if (typeof data === 'string') return data;
      throw new ResponseFormatError(
        { status: 200, body, expected: '{ data: string }' },
        { method: 'GET', path },
      );
    },
  };
}
