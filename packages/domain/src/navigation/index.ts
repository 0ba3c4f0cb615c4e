export {
  orgNavigation,
  orgPinnableGroups,
  splNavigation,
  usrNavigation,
  navigationFor,
  signedOutNavigation,
  navigationEntries,
  allBuildingsPrivate,
} from './menus.ts';
export type {
  NavigationEntry,
  NavigationGroup,
  NavigationMenu,
  NavigationExternalTarget,
  ConsultancyLink,
  OrgNavigationInput,
  SplNavigationInput,
  UsrNavigationInput,
  NavigationBuilding,
  NavigationInput,
} from './menus.ts';
export { externalApps, externalAppUrl, EXTERNAL_APP_URLS } from './externalApps.ts';
export type { ExternalAppId, ExternalAppEntry } from './externalApps.ts';
export { topBarActions } from './topBar.ts';
export type { TopBarActionRule, TopBarInput } from './topBar.ts';
