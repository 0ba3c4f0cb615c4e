/**
 * Error reporting (000 §8), off unless the deployment configures a DSN. The gateway's runtime
 * configuration (`/version.json`, `errorReporting.dsn`) says whether it is on; only then is the
 * SDK's chunk (./errorReportingSdk.ts) loaded, so without a DSN the app fetches none of it.
 */
import { CLIENT_VERSION } from '@portineria/domain';
import type { ErrorReporter } from './errorReportingSdk.ts';
import type { ReportedIdentity } from './errorReportingScrub.ts';

/** The error reporting part of the runtime configuration. */
export interface ErrorReportingConfig {
  dsn: string;
  environment?: string;
}

/** The error reporting settings in the runtime configuration, if a DSN is set. */
export function readErrorReportingConfig(file: unknown): ErrorReportingConfig | undefined {
  const section = (file as { errorReporting?: unknown } | null)?.errorReporting;
  if (typeof section !== 'object' || section === null) return undefined;
  const { dsn, environment } = section as { dsn?: unknown; environment?: unknown };
  if (typeof dsn !== 'string' || dsn.trim() === '') return undefined;
  return { dsn, ...(typeof environment === 'string' && environment ? { environment } : {}) };
}

let identity: ReportedIdentity = { profileId: undefined, personal: [] };
let reporter: Promise<ErrorReporter | undefined> | undefined;

/** Who the reports are about: the profile id is sent; the personal values are scrubbed. */
export function setReportedIdentity(next: ReportedIdentity): void {
  identity = next;
  void reporter?.then((started) => started?.setProfile(next.profileId));
}

/** Reports an error the app caught itself; nothing happens when reporting is off. */
export function reportError(error: unknown): void {
  void reporter?.then((started) => started?.capture(error));
}

/** The most errors kept while the SDK has not started yet (a page that keeps throwing). */
export const EARLY_ERRORS_KEPT = 20;

/**
 * Keeps the page's uncaught errors and unhandled rejections from now until the SDK has started,
 * which then reports them (through the same scrubbing); with reporting off they are dropped.
 * Returns the hand-over, called in the same task as the SDK's start so that no error is reported
 * twice or missed.
 */
function keepEarlyErrors(target: EventTarget | undefined) {
  const kept: unknown[] = [];
  const keep = (error: unknown) => {
    if (kept.length < EARLY_ERRORS_KEPT) kept.push(error);
  };
  const onError = (event: Event) =>
    keep((event as ErrorEvent).error ?? (event as ErrorEvent).message);
  const onRejection = (event: Event) => keep((event as PromiseRejectionEvent).reason);
  target?.addEventListener('error', onError);
  target?.addEventListener('unhandledrejection', onRejection);
  return (started: ErrorReporter | undefined) => {
    target?.removeEventListener('error', onError);
    target?.removeEventListener('unhandledrejection', onRejection);
    const early = kept.splice(0);
    if (started) for (const error of early) started.capture(error);
  };
}

/**
 * Reads the runtime configuration and, when it has a DSN, loads and starts the SDK. Resolves to
 * whether reporting is on; a configuration that cannot be read leaves it off. The errors the page
 * throws meanwhile are kept and reported once it has started, as if it had been running.
 */
export function startErrorReporting(
  options: { url?: string; fetch?: typeof globalThis.fetch; target?: EventTarget } = {},
): Promise<boolean> {
  const fetchConfig = options.fetch ?? globalThis.fetch;
  if (!reporter) {
    const handOver = keepEarlyErrors(
      options.target ?? (typeof window === 'undefined' ? undefined : window),
    );
    reporter = fetchConfig(options.url ?? '/version.json', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : undefined))
      .then(async (file: unknown) => {
        const config = readErrorReportingConfig(file);
        if (!config) return undefined;
        const { startErrorReporter } = await import('./errorReportingSdk.ts');
        return startErrorReporter({ ...config, release: CLIENT_VERSION, identity: () => identity });
      })
      .catch(() => undefined)
      .then((started) => {
        handOver(started);
        return started;
      });
  }
  return reporter.then((started) => started !== undefined);
}
