/**
 * The shared types of the Hono app (brief: "Hono app"): the dependencies every handler reaches
 * through `c.var.deps`, and the app environment with the request scope and the request id.
 */
import type { Kysely } from 'kysely';
import type { TokenUser } from './auth/tokens.ts';
import type { RequestScope } from './authz/scope.ts';
import type { GatewayConfig } from './config.ts';
import type { Database } from './db/schema.ts';
import type { Logger } from './http/logger.ts';
import type { RealtimeBus } from './realtime/bus.ts';

export type { Logger } from './http/logger.ts';

/** What every handler may use: the database, the realtime bus, the configuration, the log, the clock. */
export interface GatewayDeps {
  db: Kysely<Database>;
  bus: RealtimeBus;
  config: GatewayConfig;
  log: Logger;
  /** The clock; tests may pass a fixed one. */
  now: () => Date;
}

/** The Hono environment of the gateway. */
export type AppEnv = {
  Variables: {
    deps: GatewayDeps;
    /** Set by `requireScope` on every `/api/v2` route except `users/auth/*` (token only). */
    scope: RequestScope;
    /** The token's user; set by `requireScope` on every `/api/v2` route. */
    user: TokenUser;
    /** A fresh id per request, echoed as `X-Request-Id` and in the log line. */
    requestId: string;
  };
};
