export {
  MOBILE_APP_STORE_URLS,
  isPhoneOrTablet,
  mobileAppStore,
  mobileAppStoreUrl,
  showsMobileAppDialog,
} from './mobileApp.ts';
export type { MobileAppStore, MobileAppDialogInput } from './mobileApp.ts';
