import type { PermissionScope } from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { getDataOne } from '../http/get.ts';
import { signalOnly } from '../http/resource.ts';
import { ResponseFormatError } from '../http/errors.ts';
import { unwrapDataList } from '../http/shapes.ts';

/** One answer of the batch check: the path as asked and its scope, null for an unknown path. */
export interface PermissionCheckResult {
  path: string;
  scope: PermissionScope | null;
}

/** The scopes of a batch check by path; an unknown path (no route matches it) is null. */
export type PermissionScopes = Record<string, PermissionScope | null>;

/** The most paths one batch check may carry (the gateway refuses more with 400 INVALID_QUERY). */
export const PERMISSION_CHECK_BATCH_MAX = 200;

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
  /**
   * The same check for many paths in one call (a menu asks about every entry at once):
   * `POST permissions/check` with `{ paths, profile }` → `{ data: [{ path, scope }] }`, read into
   * a record by path. An unknown path is null instead of failing the whole batch; each known path
   * answers exactly what `check` answers. Paths are sent once each, at most
   * {@link PERMISSION_CHECK_BATCH_MAX}; an empty list makes no call.
   */
  checkMany(
    paths: readonly string[],
    params?: { profile?: string },
    options?: CallOptions,
  ): Promise<PermissionScopes>;
}

function isResult(value: unknown): value is PermissionCheckResult {
  if (typeof value !== 'object' || value === null) return false;
  const { path, scope } = value as Record<string, unknown>;
  return (
    typeof path === 'string' && (scope === null || (typeof scope === 'object' && scope !== null))
  );
}

export function createPermissionsApi(http: HttpClient): PermissionsApi {
  return {
    check: (path, params = {}, options) =>
      getDataOne<PermissionScope>(http, 'permissions/check', options, {
        path,
        profile: params.profile ?? http.options.getProfileId() ?? undefined,
      }),
    async checkMany(paths, params = {}, options) {
      const unique = [...new Set(paths)];
      if (unique.length === 0) return {};
      if (unique.length > PERMISSION_CHECK_BATCH_MAX) {
        throw new RangeError(
          `A batch permission check takes at most ${String(PERMISSION_CHECK_BATCH_MAX)} paths`,
        );
      }
      const path = 'permissions/check';
      const profile = params.profile ?? http.options.getProfileId() ?? undefined;
      const body = await http.request({
        method: 'POST',
        path,
        body: profile === undefined ? { paths: unique } : { paths: unique, profile },
        ...signalOnly(options),
      });
      const request = { method: 'POST', path } as const;
      const data = unwrapDataList<unknown>(body, request);
      if (!data.every(isResult)) {
        throw new ResponseFormatError(
          { status: 200, body, expected: '{ data: [{ path, scope }] }' },
          request,
        );
      }
      const scopes: PermissionScopes = {};
      for (const result of data) scopes[result.path] = result.scope;
      return scopes;
    },
  };
}
