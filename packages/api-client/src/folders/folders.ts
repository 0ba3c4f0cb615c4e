import {
  folderCountQueries,
  folderCounts,
  type FolderCountKind,
  type FolderCountQuery,
  type FolderAttachmentItem,
  type FolderFormValues,
  type FolderCounts,
  type FolderTransitionEvent,
  type QualificationFolder,
  type RecordVersion,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import { dataFamily, signalOnly, type DataFamily, type EntityId } from '../http/resource.ts';
import { unwrapDataList, unwrapWritten } from '../http/shapes.ts';
import type { RecordAttachment } from '../records/recordAttachmentInclude.ts';

/** The key of one folder (001 §7 "a folder get-one by supplier company id, folder type and sub-type"). */
export interface FolderKey {
  supplierId: EntityId;
  type: string;
  subType?: string | null;
}

/**
 * A qualification folder as the gateway sends it: domain's `QualificationFolder` and the fields
 * of the folder counts and the folder page (000 §7 "Folder counts", 001 §3).
 */
export interface FolderRecord extends QualificationFolder {
  isRequired: boolean;
  uploadableBySpl: boolean;
  /** The folder's items; none is an empty FINAL_DOC folder (000 §7; domain `isEmptyFolder`). */
  items: FolderAttachmentItem[];
  /** The folder type's sub-type the folder belongs to (001 §7). */
  subType: string | null;
  /** `YYYY-MM-DD`. */
  validFrom: string | null;
  /** `YYYY-MM-DD`; the expired and expiring counts read it. */
  expiresOn: string | null;
  /** A FORM folder's form as last submitted; null until then (domain DECISIONS.md "Qualification folder forms"). */
  formData: FolderFormValues | null;
  _supplier: number;
  _organization: number | null;
  /** The uploaded documents, oldest first (the detail's include 'documents'). */
  documents?: RecordAttachment[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A step of the folder lifecycle sent to `POST folders/{id}/transitions` (domain DECISIONS.md
 * "Qualification folder lifecycle"): the event (with the expiry SUBMIT carries, the reason of
 * SEND_BACK) and the version of the folder as read.
 */
export interface FolderTransitionRequest {
  event: FolderTransitionEvent;
  version: RecordVersion;
}

/** Certification (qualification) folders (000 §7, 001 §7). */
export interface FoldersApi extends DataFamily<FolderRecord> {
  /**
   * `POST folders/many-available` with `{ query: { sysSplId }, filters }` → `data` (000 §7
   * "certification folders 'many available'").
   */
  getManyAvailable(query: FolderCountQuery, options?: CallOptions): Promise<FolderRecord[]>;
  /** The three badge counts of a supplier: three calls, each count the length of `data` (000 §7). */
  countAvailable(supplierId: EntityId, options?: CallOptions): Promise<FolderCounts>;
  /** `GET folders/one?sysSplId=&type=&subType=` → the folder. */
  getOneByKey(key: FolderKey, options?: CallOptions): Promise<FolderRecord>;
  /**
   * `POST folders/{id}/transitions` `{ event, version }` → the folder as `GET folders/{id}`
   * answers it. Refusals: 403 FORBIDDEN (the other side's step, or tags that miss the folder
   * type's), 409 STALE_RECORD, 409 CONFLICT (the state, a consultant's folder, no document),
   * 400 VALIDATION_FAILED (the expiry, the reason).
   */
  transition(
    id: EntityId,
    request: FolderTransitionRequest,
    options?: CallOptions,
  ): Promise<FolderRecord>;
}

export function createFoldersApi(http: HttpClient): FoldersApi {
  const family = dataFamily<FolderRecord>(http, 'folders');
  async function getManyAvailable(
    query: FolderCountQuery,
    options?: CallOptions,
  ): Promise<FolderRecord[]> {
    const path = 'folders/many-available';
    const body = await http.request({
      method: 'POST',
      path,
      // domain's FolderCountQuery is the body as it is: `{ query: { sysSplId }, filters }`.
      body: query,
      ...signalOnly(options),
    });
    return unwrapDataList<FolderRecord>(body, { method: 'POST', path });
  }
  return {
    ...family,
    getManyAvailable,
    async countAvailable(supplierId, options) {
      const queries = folderCountQueries(String(supplierId));
      const kinds = Object.keys(queries) as FolderCountKind[];
      // A failed call counts as null ("null shown as '-'", 000 §8), the others still count.
      const settled = await Promise.allSettled(
        kinds.map((kind) => getManyAvailable(queries[kind], options)),
      );
      const results = Object.fromEntries(
        kinds.map((kind, index) => {
          const outcome = settled[index];
          return [kind, outcome?.status === 'fulfilled' ? { data: outcome.value } : null];
        }),
      ) as Record<FolderCountKind, { data: FolderRecord[] } | null>;
      return folderCounts(results);
    },
    async transition(id, request, options) {
      const path = `folders/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...signalOnly(options),
      });
      return unwrapWritten<FolderRecord>(body, { method: 'POST', path });
    },
    getOneByKey: (key, options) =>
      getDataOne<FolderRecord>(http, 'folders/one', options, {
        sysSplId: String(key.supplierId),
        type: key.type,
        subType: key.subType ?? undefined,
      }),
  };
}
