import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import type { EntityId } from '../http/resource.ts';

/** A documentation page (002 §7.2 "Fetch one documentation page by id and read its body export view"). */
export interface HelperPage {
  id: number | string;
  title: string;
  /** The body export view: HTML produced by the documentation tool; render it sanitised. */
  body: string;
  [field: string]: unknown;
}

export interface HelperApi {
  /**
   * `GET helper/{id}?path={app path}` → the page; with `path` the server prefers the page of that
   * route's application. On failure the app shows 'Helper non disponibile per questa sezione'.
   */
  getPage(id: EntityId, params?: { path?: string }, options?: CallOptions): Promise<HelperPage>;
}

export function createHelperApi(http: HttpClient): HelperApi {
  return {
    getPage: (id, params = {}, options) =>
      getDataOne<HelperPage>(http, `helper/${encodeURIComponent(String(id))}`, options, {
        path: params.path,
      }),
  };
}
