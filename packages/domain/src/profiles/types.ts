/**
 * Core profile types shared by every area of the rulebook.
 * Field names follow the wire shape of the spec (000 §3, 002 §3.9) so that api-client and the
 * gateway speak them unchanged.
 */

/** The four role types, taken from the text before the first underscore of a role (000 §3). */
export type RoleType = 'ORG' | 'SPL' | 'SYS' | 'USR';

/** Every role type, in the order the spec lists them. */
export const ROLE_TYPES = ['ORG', 'SPL', 'SYS', 'USR'] as const satisfies readonly RoleType[];

/** Each role type by name, for the apps to compare with (`scope.roleType === ROLE_TYPE.ORG`). */
export const ROLE_TYPE = {
  ORG: 'ORG',
  SPL: 'SPL',
  SYS: 'SYS',
  USR: 'USR',
} as const satisfies { [Type in RoleType]: Type };

/** A role such as `org_3`, `spl_1`, `usr_3`, `sys_2` (000 §3). */
export type Role = string;

/** The company behind a profile (000 §3, 002 §1, §3.9). */
export type CompanyType = 'sys_organizations' | 'sys_suppliers' | 'suppliers' | 'org_contacts';

/**
 * Organisation types (000 §1, §3): administrator, company, real estate, property manager,
 * service company. The wire values are ours to choose: the spec names them only in prose.
 */
export type OrgType =
  'administrator' | 'company' | 'real_estate' | 'property_manager' | 'service_company';

export const ORG_TYPES = [
  'administrator',
  'company',
  'real_estate',
  'property_manager',
  'service_company',
] as const satisfies readonly OrgType[];

/**
 * Module flags on a profile (`moduli`, 000 §3). The spec names some flags literally
 * (qualifications, moduleComunicazioni, modulePtDoc, moduleCorrispondenzaAL,
 * moduleDocumentaleImmobili, moduleManagerOrg, moduleAnagrafiche, moduleArchivioPlus,
 * moduleNotificoOnline, moduleVisualizzaProprietaCondomini) and the others only in prose; those
 * get a name in the same style.
 */
export type ModuleKey =
  | 'moduleChat'
  | 'moduleAnagrafiche'
  | 'moduleOperativita'
  | 'moduleComunicazioni'
  | 'modulePaginaPubblica'
  | 'modulePrivacy'
  | 'moduleBacheca'
  | 'moduleArchivioPlus'
  | 'moduleDocumentaleImmobili'
  | 'moduleTicketEmail'
  | 'moduleFatturaElettronica'
  | 'moduleNotificoOnline'
  | 'moduleAvvisiSondaggi'
  | 'moduleAvvisiCondominiali'
  | 'moduleCorrispondenzaAL'
  | 'moduleSinistri'
  | 'moduleManagerOrg'
  | 'qualifications'
  | 'moduleRas'
  | 'moduleDocumentiAziendali'
  | 'moduleAccessoUtenti'
  | 'moduleAnalisi'
  | 'moduleCalendario'
  | 'moduleClientEmail'
  | 'moduleGestioneSpese'
  | 'moduleMailPersonalizzata'
  | 'moduleAssegnazioneEsterna'
  | 'modulePtDoc'
  | 'moduleVisualizzaProprietaCondomini';

/** Module flags as they arrive on a profile; a missing flag counts as off. */
export type ModuleFlags = Partial<Record<ModuleKey, boolean>>;

/** Functionality data ids per screen (002 §6): APP_NEW, APP_UPDATE, APP_DELETE, APP_MENU, APP_EXPORT, and APP_AVATAR for EXT_SHARED_PROFILE. */
export type FunctionalityId =
  'APP_NEW' | 'APP_UPDATE' | 'APP_DELETE' | 'APP_MENU' | 'APP_EXPORT' | 'APP_AVATAR';

/**
 * One permission a profile holds: read access to an application code (e.g. `ORG_OPR_ORDERS`) and
 * the functionalities granted on it. Custom permissions (read_condominiums,
 * read_private_buildings) are grants with no functionalities.
 */
export interface PermissionGrant {
  application: string;
  functionalities: FunctionalityId[];
}

/** The organisation detail attached to an ORG profile. */
export interface OrganizationDetail {
  id: string;
  name: string;
  orgType: OrgType;
}

/** A profile as the sign-in service lists it (000 §3, 002 §3.9). */
export interface Profile {
  /** The `x{product}Profile` value: colon-separated, the profile id is its third part. */
  uid: string;
  company_type: CompanyType;
  company_id: string;
  company_name: string;
  /** `org_3`, `spl_1`, `usr_3`… */
  role: Role;
  profile_id: string;
  profile_level: number;
  permissions: PermissionGrant[];
  moduli: ModuleFlags;
  modules_show_if_disabled: ModuleKey[];
  is_buildingless: boolean;
  /** Present on ORG profiles. */
  organization?: OrganizationDetail;
  /** The product identifier; a profile of another product leads to the 403 page (000 §4). */
  product: string;
  /** Optional interface overrides for the linked external apps (000 §3, 002 §3.9). */
  interfaccia_archivioplus?: boolean;
  interfaccia_notificoonline?: boolean;
  /** Licence level of the profile's company, compared with a scope's licence level. */
  licence_level?: number;
  /** For SPL profiles: the supplier's admin qualification tags (001 §2.3). */
  qualification_tags?: string[];
  /**
   * The uid of the same user's profile in the manager organisation that manages this profile's
   * organisation (000 §3 moduleManagerOrg; 002 §2.11 "Go-to-manager-profile action"). The spec
   * names the action, not the field: ours. Absent when the organisation has no manager.
   */
  manager_profile_uid?: string | null;
}
