import {
  correspondenceQuery,
  unreadCorrespondenceCriteria,
  type Communication,
  type CorrespondenceQuery,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import {
  dataFamily,
  signalOnly,
  type CriteriaCallOptions,
  type DataFamily,
  type EntityId,
} from '../http/resource.ts';
import { unwrapOffsetKeyPage, unwrapWritten, type OffsetKeyPage } from '../http/shapes.ts';

/**
 * Communications (001 §7): a list paged by key, a count and a call that marks one as opened.
 * `getMany` (offset paging) is there too for pickers.
 */
export interface CommunicationsApi extends DataFamily<Communication> {
  /** `POST communications/search` with `offset_key` → `{ data, nextOffsetKey }`. */
  getPage(
    query: CorrespondenceQuery | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<OffsetKeyPage<Communication>>;
  /** The unread correspondence of a product, page by page (domain's `correspondenceQuery`). */
  getUnreadCorrespondence(
    params: { product: string; offsetKey?: string | null },
    options?: CallOptions,
  ): Promise<OffsetKeyPage<Communication>>;
  /** The unread correspondence count of a product (`POST communications/search/count` → counter[1]). */
  countUnreadCorrespondence(product: string, options?: CriteriaCallOptions): Promise<number>;
  /** `PATCH communications/{id}/opened` with the product → the communication (001 §4.5). */
  markOpened(id: EntityId, product: string, options?: CallOptions): Promise<Communication>;
}

export function createCommunicationsApi(http: HttpClient): CommunicationsApi {
  const family = dataFamily<Communication>(http, 'communications');
  async function getPage(
    query: CorrespondenceQuery | Record<string, unknown>,
    options?: CallOptions,
  ): Promise<OffsetKeyPage<Communication>> {
    const path = 'communications/search';
    const body = await http.request({ method: 'POST', path, body: query, ...signalOnly(options) });
    return unwrapOffsetKeyPage<Communication>(body, { method: 'POST', path });
  }
  return {
    ...family,
    getPage,
    getUnreadCorrespondence: (params, options) => getPage(correspondenceQuery(params), options),
    countUnreadCorrespondence: (product, options) =>
      family.count(unreadCorrespondenceCriteria(product), options),
    async markOpened(id, product, options) {
      const path = `communications/${encodeURIComponent(String(id))}/opened`;
      const body = await http.request({
        method: 'PATCH',
        path,
        body: { product },
        ...signalOnly(options),
      });
      return unwrapWritten<Communication>(body, { method: 'PATCH', path });
    },
  };
}
