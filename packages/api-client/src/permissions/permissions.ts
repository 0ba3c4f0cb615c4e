import type { PermissionScope } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';

export interface PermissionsApi {
  /**
   * `GET permissions/check?path={app path}&profile={uid}` → the profile's permission scope on the
   * application of that path: application code, granted functionalities, modules, licence level
   * (000 §7 "a check-permissions call by application path and profile", 002 §7.6). Feed it to
   * domain's `evaluatePermission`. `profile` defaults to the client's active profile; a path no
   * route matches answers 404 NOT_FOUND.
   */
  check(
    path: string,
    params?: { profile?: string },
    options?: CallOptions,
  ): Promise<PermissionScope>;
}

export function createPermissionsApi(http: HttpClient): PermissionsApi {
  return {
    check: (path, params = {}, options) =>
      getDataOne<PermissionScope>(http, 'permissions/check', options, {
        path,
        profile: params.profile ?? http.options.getProfileId() ?? undefined,
      }),
  };
}
