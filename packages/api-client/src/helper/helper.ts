import type { CallOptions, HttpClient } from '../http/client.ts';
import { ResponseFormatError } from '../http/errors.ts';
import { getDataOne } from '../http/get.ts';
import type { EntityId } from '../http/resource.ts';

/**
 * A documentation page as the gateway sends it in `data` (002 §7.2 "Fetch one documentation page
 * by id and read its body export view"): the HTML is `body.export_view.value`.
 */
export interface HelperPageWire {
  id: number;
  /** The page key: '000' (the general guide) or an application path such as `/ORG/OPR/orders`. */
  key: string;
  title: string;
  /** The application namespace of the page, null for general pages. */
  appNamespace: string | null;
  body: { export_view: { value: string } };
  /** The 'Potrebbero anche interessarti' pages (002 §2.4): key and title, closest first. */
  related?: { key: string; title: string }[];
}

/** A documentation page with its body export view unwrapped once. */
export interface HelperPage {
  id: number;
  key: string;
  title: string;
  appNamespace: string | null;
  /**
   * The body export view (`body.export_view.value` on the wire): HTML produced by the
   * documentation tool (escaped by the gateway's renderer); render it sanitised all the same.
   * The name stays `body`, the name apps/web reads.
   */
  body: string;
  /** The 'Potrebbero anche interessarti' pages (002 §2.4), closest first; empty when none. */
  related: { key: string; title: string }[];
}

export interface HelperApi {
  /**
   * `GET helper/{id}?path={app path}` → the page; with `path` the server prefers the page of that
   * route's application. On failure the app shows 'Helper non disponibile per questa sezione'.
   */
  getPage(id: EntityId, params?: { path?: string }, options?: CallOptions): Promise<HelperPage>;
}

const HELPER_PAGE_SHAPE = '{ data: { id, key, title, body: { export_view: { value: string } } } }';

export function createHelperApi(http: HttpClient): HelperApi {
  return {
    async getPage(id, params = {}, options) {
      const path = `helper/${encodeURIComponent(String(id))}`;
      const page = await getDataOne<Partial<HelperPageWire>>(http, path, options, {
        path: params.path,
      });
      const html = page.body?.export_view?.value;
      if (
        typeof html !== 'string' ||
        typeof page.id !== 'number' ||
        typeof page.key !== 'string' ||
        typeof page.title !== 'string'
      ) {
        throw new ResponseFormatError(
          { status: 200, body: { data: page }, expected: HELPER_PAGE_SHAPE },
          { method: 'GET', path },
        );
      }
      return {
        id: page.id,
        key: page.key,
        title: page.title,
        appNamespace: page.appNamespace ?? null,
        body: html,
        related: Array.isArray(page.related)
          ? page.related.filter(
              (related) => typeof related?.key === 'string' && typeof related.title === 'string',
            )
          : [],
      };
    },
  };
}
