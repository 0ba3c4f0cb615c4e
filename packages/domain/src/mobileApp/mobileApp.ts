/**
 * The dialog asking to move to the mobile app (000 §2 Shell: "Shown only on phones and tablets
 * and only if the saved preference allows; it links to the iOS store for iPhone, iPad and Mac and
 * to the Android store otherwise"). The app reads the user agent and the stored preference and
 * hands them in; the store addresses are ours (the spec names none).
 */

/** The two stores. */
export type MobileAppStore = 'ios' | 'android';

/** The store pages of the product's app (ours: the spec gives no address). */
export const MOBILE_APP_STORE_URLS: Readonly<Record<MobileAppStore, string>> = {
  ios: 'https://apps.apple.com/it/app/portineria/id0000000000',
  android: 'https://play.google.com/store/apps/details?id=it.portineria.app',
};

/** What the dialog decision reads. */
export interface MobileAppDialogInput {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS presents itself as a Mac, with touch. */
  maxTouchPoints?: number;
  /** The saved 'Non chiedere più' preference. */
  dismissed?: boolean;
}

const PHONE_OR_TABLET = /Android|iPhone|iPad|iPod|Mobile|Tablet|Silk|Kindle|Opera Mini|IEMobile/i;
const APPLE = /iPhone|iPad|iPod|Macintosh|Mac OS X/i;

/** Whether the device is a phone or a tablet (an iPad reporting a Mac counts, by its touch points). */
export function isPhoneOrTablet(userAgent: string, maxTouchPoints = 0): boolean {
  if (PHONE_OR_TABLET.test(userAgent)) return true;
  return /Macintosh/i.test(userAgent) && maxTouchPoints > 1;
}

/** The iOS store for iPhone, iPad and Mac; the Android store otherwise (000 §2). */
export function mobileAppStore(userAgent: string): MobileAppStore {
  return APPLE.test(userAgent) ? 'ios' : 'android';
}

/** Whether to show the dialog: phones and tablets only, unless the user asked not to be asked again. */
export function showsMobileAppDialog(input: MobileAppDialogInput): boolean {
  return !input.dismissed && isPhoneOrTablet(input.userAgent, input.maxTouchPoints);
}

/** The store page the 'Apri applicazione' button opens, among the deployment's store pages. */
export function mobileAppStoreUrl(
  userAgent: string,
  urls: Readonly<Record<MobileAppStore, string>> = MOBILE_APP_STORE_URLS,
): string {
  return urls[mobileAppStore(userAgent)];
}
