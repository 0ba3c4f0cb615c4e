import type {
  ProfileEditableField,
  NotificationChannelChoice,
  NotificationType,
  Profile,
  SessionUser,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { signalOnly, type EntityId } from '../http/resource.ts';
import { unwrapDataList, unwrapDataOne } from '../http/shapes.ts';

/** A user as `users/{id}/info` describes one (002 §7.3 "data.data holds user fields"). */
export interface UserInfo {
  id: number;
  email?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  displayName?: string | null;
  [field: string]: unknown;
}

/** The answer of `users/auth/custom-tokens`: a token for the realtime database sign-in. */
export interface CustomToken {
  token: string;
  /** When the token stops being accepted (ISO 8601), when the server says. */
  expiresAt?: string;
}

/** The profile the profile editor reads (002 §3.9 "Own profile", §7.5). */
export interface OwnProfile {
  uid: string;
  role: string;
  profile_level: number;
  company_name: string;
  /** Read-only (002 §5.5 "email … field disabled"). */
  email: string;
  firstname: string;
  lastname: string;
  street: string | null;
  zip: string | null;
  city: string | null;
  province: string | null;
  country: string | null;
  landline: string | null;
  mobile: string | null;
  fax: string | null;
  /** The version a save says it was based on (a stale one is a 409 STALE_RECORD). */
  updatedAt: string;
}

/** The fields a profile save may change (002 §3.9 "Own profile (editable)"; domain owns the list). */
export type OwnProfileEditableField = ProfileEditableField;

/** A profile save: the changed fields and the version they were typed over. */
export type OwnProfileChanges = Partial<Pick<OwnProfile, OwnProfileEditableField>> & {
  version: string | null;
};

/** The Password tab's save (002 §2.9, §5.5). */
export interface OwnPasswordChange {
  password: string;
  passwordConfirmation: string;
}

/** Every offered notification with whether it comes by bell and by e-mail (002 §2.9 Preferenze). */
export type OwnNotificationPreferences = Record<NotificationType, NotificationChannelChoice>;

/** Calls under `users/` and the own-profile endpoint (000 §7, 002 §7.3, §7.5). */
export interface AuthApi {
  /** `GET users/auth/profiles` (token only, no profile header) → the user's profiles. */
  getProfiles(options?: CallOptions): Promise<Profile[]>;
  /**
   * `GET users/auth/custom-tokens` (token only) → the custom token for the realtime database
   * (Firebase) or the gateway's realtime token.
   */
  getCustomToken(options?: CallOptions): Promise<CustomToken>;
  /** `GET users/auth/me` (token only) → the signed-in user. */
  getMe(options?: CallOptions): Promise<SessionUser>;
}

export interface UsersApi {
  /** `GET users/{id}/info` → `data` (the chat header, 002 §7.3). */
  getInfo(id: EntityId, options?: CallOptions): Promise<UserInfo>;
}

export interface ProfilesApi {
  /** `GET profiles/{uid}/own` → the own profile (002 §7.5). */
  getOwn(uid: string, options?: CallOptions): Promise<OwnProfile>;
  /**
   * `PATCH profiles/{uid}/own` with the changed fields and the version they were typed over → the
   * saved profile (002 §7.5); 409 STALE_RECORD when the profile changed meanwhile.
   */
  updateOwn(uid: string, changes: OwnProfileChanges, options?: CallOptions): Promise<OwnProfile>;
  /** `PUT profiles/{uid}/own/password` → nothing (002 §2.9 Password). */
  changeOwnPassword(uid: string, change: OwnPasswordChange, options?: CallOptions): Promise<void>;
  /** `GET profiles/{uid}/own/notification-preferences` (002 §2.9 Preferenze). */
  getOwnNotificationPreferences(
    uid: string,
    options?: CallOptions,
  ): Promise<OwnNotificationPreferences>;
  /** `PUT profiles/{uid}/own/notification-preferences` → every choice as saved. */
  saveOwnNotificationPreferences(
    uid: string,
    preferences: Partial<OwnNotificationPreferences>,
    options?: CallOptions,
  ): Promise<OwnNotificationPreferences>;
  /**
   * `GET profiles/{uid}/pinned-links` → the ids of the menu entries the user pinned (000 §3
   * "Pinned links … kept per user in the organisation settings").
   */
  getPinnedLinks(uid: string, options?: CallOptions): Promise<string[]>;
  /** `PUT profiles/{uid}/pinned-links` with `{ pinned_links }` → the saved list (000 §5, at most three). */
  savePinnedLinks(uid: string, links: readonly string[], options?: CallOptions): Promise<string[]>;
}

export function createAuthApi(http: HttpClient): AuthApi {
  return {
    async getProfiles(options) {
      const path = 'users/auth/profiles';
      const body = await http.request({
        method: 'GET',
        path,
        withProfile: false,
        ...signalOnly(options),
      });
      return unwrapDataList<Profile>(body, { method: 'GET', path });
    },
    async getCustomToken(options) {
      const path = 'users/auth/custom-tokens';
      const body = await http.request({
        method: 'GET',
        path,
        withProfile: false,
        ...signalOnly(options),
      });
      return unwrapDataOne<CustomToken>(body, { method: 'GET', path });
    },
    async getMe(options) {
      const path = 'users/auth/me';
      const body = await http.request({
        method: 'GET',
        path,
        withProfile: false,
        ...signalOnly(options),
      });
      return unwrapDataOne<SessionUser>(body, { method: 'GET', path });
    },
  };
}

export function createUsersApi(http: HttpClient): UsersApi {
  return {
    async getInfo(id, options) {
      const path = `users/${encodeURIComponent(String(id))}/info`;
      const body = await http.request({ method: 'GET', path, ...signalOnly(options) });
      return unwrapDataOne<UserInfo>(body, { method: 'GET', path });
    },
  };
}

export function createProfilesApi(http: HttpClient): ProfilesApi {
  return {
    async getOwn(uid, options) {
      const path = `profiles/${encodeURIComponent(uid)}/own`;
      const body = await http.request({ method: 'GET', path, ...signalOnly(options) });
      return unwrapDataOne<OwnProfile>(body, { method: 'GET', path });
    },
    async updateOwn(uid, changes, options) {
      const path = `profiles/${encodeURIComponent(uid)}/own`;
      const body = await http.request({
        method: 'PATCH',
        path,
        body: changes,
        ...signalOnly(options),
      });
      return unwrapDataOne<OwnProfile>(body, { method: 'PATCH', path });
    },
    async changeOwnPassword(uid, change, options) {
      const path = `profiles/${encodeURIComponent(uid)}/own/password`;
      await http.request({ method: 'PUT', path, body: change, ...signalOnly(options) });
    },
    async getOwnNotificationPreferences(uid, options) {
      const path = `profiles/${encodeURIComponent(uid)}/own/notification-preferences`;
      const body = await http.request({ method: 'GET', path, ...signalOnly(options) });
      return unwrapDataOne<OwnNotificationPreferences>(body, { method: 'GET', path });
    },
    async saveOwnNotificationPreferences(uid, preferences, options) {
      const path = `profiles/${encodeURIComponent(uid)}/own/notification-preferences`;
      const body = await http.request({
        method: 'PUT',
        path,
        body: preferences,
        ...signalOnly(options),
      });
      return unwrapDataOne<OwnNotificationPreferences>(body, { method: 'PUT', path });
    },
    async getPinnedLinks(uid, options) {
      const path = `profiles/${encodeURIComponent(uid)}/pinned-links`;
      const body = await http.request({ method: 'GET', path, ...signalOnly(options) });
      return unwrapDataList<string>(body, { method: 'GET', path });
    },
    async savePinnedLinks(uid, links, options) {
      const path = `profiles/${encodeURIComponent(uid)}/pinned-links`;
      const body = await http.request({
        method: 'PUT',
        path,
        body: { pinned_links: [...links] },
        ...signalOnly(options),
      });
      return unwrapDataList<string>(body, { method: 'PUT', path });
    },
  };
}
