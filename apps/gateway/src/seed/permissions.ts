/**
 * The permissions and modules of the demo profiles, derived from one small table instead of by
 * hand per account.
 *
 * Grants: every application code of domain's APPLICATION_CODES belongs to the role type its
 * prefix names (ORG_, SPL_, USR_); the EXT_ codes belong to every role type. A profile holds every
 * code of its role type, with the functionalities of its level from FUNCTIONALITIES_BY_LEVEL:
 *
 * | level | functionalities                                   |
 * |-------|---------------------------------------------------|
 * | 1     | APP_MENU, APP_NEW, APP_UPDATE                     |
 * | 2     | APP_MENU, APP_NEW, APP_UPDATE, APP_EXPORT         |
 * | 3     | APP_MENU, APP_NEW, APP_UPDATE, APP_EXPORT, APP_DELETE |
 *
 * Exceptions, also as data:
 * - USR profiles are readers: USR_GEN_TICKETS adds APP_NEW (a resident opens tickets), and
 *   nothing else beyond APP_MENU (and APP_EXPORT from level 2).
 * - SYS profiles (back office) read every ORG_, SPL_ and USR_ code with APP_MENU and APP_EXPORT,
 *   never a write.
 * - EXT_SHARED_PROFILE adds APP_UPDATE and APP_AVATAR (002 §6 "EXT_SHARED_PROFILE (APP_UPDATE,
 *   APP_AVATAR)") for everybody but SYS: a resident keeps 'Il mio profilo' up to date too.
 *
 * The organisations' custom permissions (read_condominiums, read_private_buildings) are not
 * stored: domain's `withCustomPermissions` injects them from the org type and modules.
 */
import { APPLICATION_CODES } from '@portineria/domain';
import type { FunctionalityId, ModuleFlags, ModuleKey, PermissionGrant } from '@portineria/domain';

/** A role type of a profile. */
export type SeedRoleType = 'ORG' | 'SPL' | 'USR' | 'SYS';

/** The functionalities of a level (writing roles: ORG and SPL). */
export const FUNCTIONALITIES_BY_LEVEL: Record<1 | 2 | 3, readonly FunctionalityId[]> = {
  1: ['APP_MENU', 'APP_NEW', 'APP_UPDATE'],
  2: ['APP_MENU', 'APP_NEW', 'APP_UPDATE', 'APP_EXPORT'],
  3: ['APP_MENU', 'APP_NEW', 'APP_UPDATE', 'APP_EXPORT', 'APP_DELETE'],
};

/** Functionalities of the reading roles, by level. */
const READER_FUNCTIONALITIES: Record<1 | 2 | 3, readonly FunctionalityId[]> = {
  1: ['APP_MENU'],
  2: ['APP_MENU', 'APP_EXPORT'],
  3: ['APP_MENU', 'APP_EXPORT'],
};

/** Extra functionalities per application code and role type. */
const EXTRA_FUNCTIONALITIES: Partial<Record<string, readonly FunctionalityId[]>> = {
  [APPLICATION_CODES.USR_GEN_TICKETS]: ['APP_NEW'],
  [APPLICATION_CODES.EXT_SHARED_PROFILE]: ['APP_UPDATE', 'APP_AVATAR'],
};

/** The role types an application code belongs to, from its prefix. */
export function roleTypesOfApplication(code: string): SeedRoleType[] {
  if (code.startsWith('EXT_')) return ['ORG', 'SPL', 'USR', 'SYS'];
  const prefix = code.split('_')[0];
  if (prefix === 'ORG' || prefix === 'SPL' || prefix === 'USR') return [prefix, 'SYS'];
  return [];
}

function clampLevel(level: number): 1 | 2 | 3 {
  return level <= 1 ? 1 : level >= 3 ? 3 : 2;
}

/** The grants of a profile of `roleType` at `level` (see the table above). */
export function grantsFor(roleType: SeedRoleType, level: number): PermissionGrant[] {
  const clamped = clampLevel(level);
  const writer = roleType === 'ORG' || roleType === 'SPL';
  const base = writer ? FUNCTIONALITIES_BY_LEVEL[clamped] : READER_FUNCTIONALITIES[clamped];
  return Object.values(APPLICATION_CODES)
    .filter((code) => roleTypesOfApplication(code).includes(roleType))
    .map((application) => {
      const extra = roleType === 'SYS' ? [] : (EXTRA_FUNCTIONALITIES[application] ?? []);
      return { application, functionalities: [...new Set([...base, ...extra])] };
    });
}

/** Every module flag, off. */
const ALL_MODULES_OFF: Record<ModuleKey, false> = {
  moduleChat: false,
  moduleAnagrafiche: false,
  moduleOperativita: false,
  moduleComunicazioni: false,
  modulePaginaPubblica: false,
  modulePrivacy: false,
  moduleBacheca: false,
  moduleArchivioPlus: false,
  moduleDocumentaleImmobili: false,
  moduleTicketEmail: false,
  moduleFatturaElettronica: false,
  moduleNotificoOnline: false,
  moduleAvvisiSondaggi: false,
  moduleAvvisiCondominiali: false,
  moduleCorrispondenzaAL: false,
  moduleSinistri: false,
  moduleManagerOrg: false,
  qualifications: false,
  moduleRas: false,
  moduleDocumentiAziendali: false,
  moduleAccessoUtenti: false,
  moduleAnalisi: false,
  moduleCalendario: false,
  moduleClientEmail: false,
  moduleGestioneSpese: false,
  moduleMailPersonalizzata: false,
  moduleAssegnazioneEsterna: false,
  modulePtDoc: false,
  moduleVisualizzaProprietaCondomini: false,
};

/** Module flags: every module off except `on`. */
export function modulesWith(on: readonly ModuleKey[]): ModuleFlags {
  const flags: ModuleFlags = { ...ALL_MODULES_OFF };
  for (const key of on) flags[key] = true;
  return flags;
}

/**
 * The modules of an administrator organisation (000 §3: e-invoice, manager org, supplier
 * qualifications and external building assignment are off by default).
 */
export const ADMINISTRATOR_MODULES: readonly ModuleKey[] = [
  'moduleChat',
  'moduleAnagrafiche',
  'moduleOperativita',
  'moduleComunicazioni',
  'modulePaginaPubblica',
  'modulePrivacy',
  'moduleBacheca',
  'moduleArchivioPlus',
  'moduleDocumentaleImmobili',
  'moduleTicketEmail',
  'moduleNotificoOnline',
  'moduleAvvisiSondaggi',
  'moduleAvvisiCondominiali',
  'moduleCorrispondenzaAL',
  'moduleSinistri',
  'moduleRas',
  'moduleDocumentiAziendali',
  'moduleAccessoUtenti',
  'moduleAnalisi',
  'moduleCalendario',
  'moduleClientEmail',
  'moduleGestioneSpese',
  'moduleMailPersonalizzata',
  'modulePtDoc',
  'moduleVisualizzaProprietaCondomini',
];

/** The property manager: the administrator's modules without claims, polls and notices. */
export const PROPERTY_MANAGER_MODULES: readonly ModuleKey[] = ADMINISTRATOR_MODULES.filter(
  (key) =>
    key !== 'moduleSinistri' &&
    key !== 'moduleAvvisiSondaggi' &&
    key !== 'moduleVisualizzaProprietaCondomini',
);

/** A supplier's modules (Idraulica Bianchi has the qualifications module on). */
export function supplierModules(qualifications: boolean): readonly ModuleKey[] {
  const base: ModuleKey[] = [
    'moduleChat',
    'moduleOperativita',
    'moduleCalendario',
    'moduleDocumentiAziendali',
    'moduleAnalisi',
  ];
  return qualifications ? [...base, 'qualifications'] : base;
}

/** The modules of a resident (USR) profile: those its organisation offers residents. */
export function residentModules(organizationModules: readonly ModuleKey[]): readonly ModuleKey[] {
  const offered: readonly ModuleKey[] = [
    'moduleChat',
    'moduleOperativita',
    'moduleComunicazioni',
    'modulePtDoc',
    'moduleCorrispondenzaAL',
    'moduleBacheca',
    'moduleAvvisiSondaggi',
    'moduleAvvisiCondominiali',
    'moduleAccessoUtenti',
  ];
  return offered.filter((key) => organizationModules.includes(key));
}

/** Modules shown as teasers when disabled (the rest of the off modules are hidden). */
export const MODULES_SHOWN_IF_DISABLED: readonly ModuleKey[] = [
  'moduleSinistri',
  'moduleFatturaElettronica',
  'moduleAvvisiSondaggi',
  'moduleCalendario',
  'moduleAnalisi',
  'qualifications',
];
