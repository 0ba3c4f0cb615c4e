import type { FolderKind, FolderTypeOwner } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import { dataFamily, type DataFamily, type EntityId } from '../http/resource.ts';

/**
 * A consultancy service of the organisation (001 §2.2 orgConsultancies, whose consultancyTypeId is
 * its id). The spec names none of its fields: these are the gateway's.
 */
export interface Consultancy {
  id: number;
  _organization: number | null;
  name: string | null;
  description: string | null;
  category: string | null;
  /** 'active' or 'inactive'. */
  status: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * A consultant's folder type as a consultancy's page shows it (001 §2.2
 * `/ORG/TAB/consultancies/{consultancyTypeId}/folder-types/{folderTypeId}`; 001 §3 folder type:
 * owner, kind, qualifications string, current sub-type), with the gateway's wire names.
 */
export interface ConsultancyFolderType {
  id: number;
  name: string;
  /** Always 'CONSULTANT' here. */
  owner: FolderTypeOwner;
  kind: FolderKind;
  /** Comma-separated qualification ids. */
  qualifications: string | null;
  currentSubtype: string | null;
  validityMonths: number | null;
  /** Null for the platform's folder types. */
  _organization: number | null;
}

/** `consultancies`: the standard `{ data }` calls and the folder type of a consultancy. */
export interface ConsultanciesApi extends DataFamily<Consultancy> {
  /** `GET consultancies/{consultancyTypeId}/folder-types/{folderTypeId}` → `data`. */
  getFolderType(
    consultancyTypeId: EntityId,
    folderTypeId: EntityId,
    options?: CallOptions,
  ): Promise<ConsultancyFolderType>;
}

export function createConsultanciesApi(http: HttpClient): ConsultanciesApi {
  return {
    ...dataFamily<Consultancy>(http, 'consultancies'),
    getFolderType: (consultancyTypeId, folderTypeId, options) =>
      getDataOne<ConsultancyFolderType>(
        http,
        `consultancies/${encodeURIComponent(String(consultancyTypeId))}/folder-types/${encodeURIComponent(String(folderTypeId))}`,
        options,
      ),
  };
}
