import type { CallOptions, HttpClient } from '../http/client.ts';
import { signalOnly } from '../http/resource.ts';
import { ResponseFormatError } from '../http/errors.ts';

export interface ChangelogApi {
  /**
   * `GET changelog/web` with `Accept: text/markdown` → the markdown text (002 §7.3 "with a
   * markdown accept header and profile and auth headers; reads data"). The answer may be the
   * markdown itself (`text/markdown`) or JSON `{ data: "<markdown>" }`; both give the text.
   */
  getWeb(options?: CallOptions): Promise<string>;
}

export function createChangelogApi(http: HttpClient): ChangelogApi {
  return {
    async getWeb(options) {
      const path = 'changelog/web';
      const body = await http.request<unknown>({
        method: 'GET',
        path,
        accept: 'text/markdown',
        responseType: 'auto',
        ...signalOnly(options),
      });
      if (typeof body === 'string') return body;
      const data = (body as { data?: unknown } | null)?.data;
      if (typeof data === 'string') return data;
      throw new ResponseFormatError(
        { status: 200, body, expected: 'text/markdown | { data: string }' },
        { method: 'GET', path },
      );
    },
  };
}
