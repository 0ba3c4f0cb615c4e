export {
  dashboardPathFor,
  profileIdFromUid,
  profileRoleType,
  roleLevelOf,
  roleTypeOf,
} from './roles.ts';
export { roleColorToken, roleIcon, roleLabel, roleLabelKey } from './roleDisplay.ts';
export type { RoleColorToken, RoleIcon } from './roleDisplay.ts';
export { profileSwitchTargets } from './profileSwitch.ts';
export type { ProfileSwitchTargets } from './profileSwitch.ts';
export {
  CUSTOM_PERMISSIONS,
  GENERAL_COMMUNICATIONS_MODULES,
  REDUCED_MODULES_SHOWN_WHEN_DISABLED,
} from './constants.ts';
export type { CustomPermission } from './constants.ts';
export {
  isContactCompanyType,
  isOrganizationCompanyType,
  isOrganizationProfile,
  isSupplierProfile,
  isSystemProfile,
  isUserProfile,
  orgTypeOf,
} from './companyTypes.ts';
export {
  hasModule,
  hasReducedModulesShownWhenDisabled,
  isManagerOrgWithoutRegistry,
  modulesShownWhenDisabled,
} from './modules.ts';
export { customPermissionsFor, withCustomPermissions } from './customPermissions.ts';
export {
  buildingCategoriesShown,
  buildingCategoryMarker,
  buildingCategoryOf,
  readableBuildingCategories,
  showsChatButton,
  showsExternallyManagedChip,
} from './buildings.ts';
export type { BuildingCategory, BuildingPrivacy } from './buildings.ts';
export { contactCategoriesShown } from './contacts.ts';
export type { ContactCategory } from './contacts.ts';
export {
  canUseQualificationFolders,
  hasGeneralCommunications,
  showsConsultancyLinks,
  showsOrgLicencesTab,
  showsSupplierProcurements,
  usesSupportDeskWidget,
} from './features.ts';
