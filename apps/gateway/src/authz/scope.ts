/**
 * The request scope every `/api/v2` handler reads from `c.var.scope` (brief: "Request scope").
 * `requireScope` (./requireScope.ts) builds it from the bearer token and the profile header.
 */
import type { Profile } from '@portineria/domain';

/** The signed-in user and the profile they act as, with the tenant facts handlers filter on. */
export interface RequestScope {
  /** The user of the bearer token. */
  user: { id: number; email: string; displayName: string };
  /** The domain Profile, exactly as `users/auth/profiles` returns it. */
  profile: Profile;
  /** The role type, the text of the role before the underscore, upper-cased. */
  roleType: 'ORG' | 'SPL' | 'USR' | 'SYS';
  /** `profile_level`. */
  level: number;
  /** ORG: organization id; SPL: supplier id; USR/SYS: 0. */
  companyId: number;
  /** USR: the buildings of its entitlements; others: []. */
  buildingIds: number[];
}
