/**
 * The addresses outside this app that a deployment decides: the external apps (002 §2.11 apps
 * menu; 002 §2.10 postal service), the help centre of SPL and USR (002 §2.11 'Vai al centro
 * assistenza') and the store pages of the mobile app (000 §2). The spec names none of them, so
 * they are build settings: `PORTINERIA_ARCHIVE_URL`, `PORTINERIA_NOTIFICATIONS_URL`,
 * `PORTINERIA_ADMINISTRATION_URL`, `PORTINERIA_POSTAL_SERVICE_URL`, `PORTINERIA_HELP_CENTRE_URL`,
 * `PORTINERIA_IOS_STORE_URL`, `PORTINERIA_ANDROID_STORE_URL` (read by Vite at build time). Unset,
 * or not an http(s) address, each falls back to domain's demo address, so a typo in a setting can
 * never make a `javascript:` link.
 */
import {
  EXTERNAL_APP_URLS,
  MOBILE_APP_STORE_URLS,
  type ExternalAppId,
  type MobileAppStore,
} from '@portineria/domain';

/** The help centre of the demo deployment. */
const DEMO_HELP_CENTRE_URL = 'https://assistenza.portineria.example';

/** A configured address when it is an absolute http(s) URL, else the fallback. */
export function configuredUrl(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || value.trim() === '') return fallback;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

const env = import.meta.env;

/** The external apps' addresses of this build. */
export const externalAppUrls: Readonly<Record<ExternalAppId, string>> = {
  archive: configuredUrl(env.PORTINERIA_ARCHIVE_URL, EXTERNAL_APP_URLS.archive),
  notifications: configuredUrl(env.PORTINERIA_NOTIFICATIONS_URL, EXTERNAL_APP_URLS.notifications),
  administration: configuredUrl(
    env.PORTINERIA_ADMINISTRATION_URL,
    EXTERNAL_APP_URLS.administration,
  ),
  postalService: configuredUrl(env.PORTINERIA_POSTAL_SERVICE_URL, EXTERNAL_APP_URLS.postalService),
};

/** The help centre SPL and USR open (002 §2.11). */
export const helpCentreUrl = configuredUrl(env.PORTINERIA_HELP_CENTRE_URL, DEMO_HELP_CENTRE_URL);

/** The store pages of the mobile app (000 §2 'Apri applicazione'). */
export const mobileAppStoreUrls: Readonly<Record<MobileAppStore, string>> = {
  ios: configuredUrl(env.PORTINERIA_IOS_STORE_URL, MOBILE_APP_STORE_URLS.ios),
  android: configuredUrl(env.PORTINERIA_ANDROID_STORE_URL, MOBILE_APP_STORE_URLS.android),
};
