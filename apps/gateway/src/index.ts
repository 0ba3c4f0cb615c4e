/** Public exports of the gateway for tests, benches and the CLI. */
export { buildApp, createGateway, seedIfEmpty } from './app.ts';
export type { Gateway, GatewayInternals, ListeningGateway } from './app.ts';
export { resolveConfig, persistedSecret, REPOSITORY_ROOT, GATEWAY_ROOT } from './config.ts';
export type { GatewayConfig, GatewayOptions } from './config.ts';
export type { AppEnv, GatewayDeps, Logger } from './context.ts';
export { openDatabase, migrate, MIGRATIONS_DIRECTORY } from './db/index.ts';
export type {
  DatabaseHandle,
  DatabaseKind,
  OpenDatabaseOptions,
  MigrationResult,
} from './db/index.ts';
export { GatewayError, isGatewayError } from './http/errors.ts';
export type { ErrorBody, FieldError, GatewayErrorCode } from './http/errors.ts';
export type { RequestScope } from './authz/scope.ts';
export { authenticate, requireScope, PROFILE_HEADER } from './authz/requireScope.ts';
export { SESSION_COOKIE, signToken, verifyToken } from './auth/tokens.ts';
export { messages } from './messages.ts';
