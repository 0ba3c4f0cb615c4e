/**
 * The new-release check (000 §7 "GET version file | periodic check for a new release", 000 §9
 * "version check 30 s, paused while the tab is hidden"). The first answer is the running version; a later
 * answer with a different version calls `onNewVersion` once per new version, and the app shows
 * 'Attenzione!' with 'Ricarica' (000 §8).
 */
import { VERSION_CHECK_MS } from '@portineria/domain';

/** The slice of `document` the check uses (a fake in tests). */
export interface VisibilityDocument {
  readonly visibilityState: DocumentVisibilityState | string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** What the version file holds: `{ "version": "1.4.2" }` (other fields are ignored). */
export interface VersionFile {
  version: string;
  [field: string]: unknown;
}

export interface VersionCheckOptions {
  /** Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch;
  /** Default `/version.json`; fetched with `cache: 'no-store'` and a cache-busting parameter. */
  url?: string;
  /** Default domain's `VERSION_CHECK_MS` (30 s, 000 §7). */
  intervalMs?: number;
  /** Default `globalThis.document`; without one the check never pauses. */
  document?: VisibilityDocument;
  /**
   * The version the page was built with. When omitted, the first version read is taken as the
   * running one.
   */
  currentVersion?: string;
  /** Called once per newly seen version. */
  onNewVersion: (version: string, file: VersionFile) => void;
  /** Called when a check fails (network, bad file); the check keeps polling. */
  onError?: (error: unknown) => void;
}

export interface VersionCheck {
  /** Checks now, then every interval while the document is visible. Idempotent. */
  start(): void;
  /** Stops polling and listening. */
  stop(): void;
  /** One check now (also used by the timer); resolves when it is done. */
  check(): Promise<void>;
  /** Whether the check is started and not paused. */
  readonly isRunning: boolean;
}

function readVersion(body: unknown): VersionFile | null {
  if (typeof body === 'object' && body !== null) {
    const version = (body as { version?: unknown }).version;
    if (typeof version === 'string' && version !== '') return body as VersionFile;
    if (typeof version === 'number') return { ...(body as object), version: String(version) };
  }
  return null;
}

export function createVersionCheck(options: VersionCheckOptions): VersionCheck {
  const url = options.url ?? '/version.json';
  const intervalMs = options.intervalMs ?? VERSION_CHECK_MS;
  const visibility = options.document ?? (globalThis.document as VisibilityDocument | undefined);
  let knownVersion: string | undefined = options.currentVersion;
  let timer: ReturnType<typeof setInterval> | undefined;
  let started = false;
  let inFlight: AbortController | undefined;

  const isHidden = (): boolean => visibility?.visibilityState === 'hidden';

  async function check(): Promise<void> {
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const fetchImplementation = options.fetch ?? globalThis.fetch;
      const separator = url.includes('?') ? '&' : '?';
      const response = await fetchImplementation(`${url}${separator}t=${Date.now()}`, {
        cache: 'no-store',
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`version file: HTTP ${response.status}`);
      const file = readVersion(await response.json());
      if (!file) throw new Error('version file: no version');
      if (knownVersion === undefined) {
        knownVersion = file.version;
      } else if (file.version !== knownVersion) {
        knownVersion = file.version;
        options.onNewVersion(file.version, file);
      }
    } catch (error) {
      if (!controller.signal.aborted) options.onError?.(error);
    } finally {
      if (inFlight === controller) inFlight = undefined;
    }
  }

  function schedule(): void {
    if (timer === undefined) timer = setInterval(() => void check(), intervalMs);
  }

  function pause(): void {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  }

  function onVisibilityChange(): void {
    if (!started) return;
    if (isHidden()) {
      pause();
    } else if (timer === undefined) {
      // Back to the tab: check at once rather than wait up to a whole interval.
      void check();
      schedule();
    }
  }

  return {
    start() {
      if (started) return;
      started = true;
      visibility?.addEventListener('visibilitychange', onVisibilityChange);
      if (!isHidden()) {
        void check();
        schedule();
      }
    },
    stop() {
      started = false;
      pause();
      inFlight?.abort();
      visibility?.removeEventListener('visibilitychange', onVisibilityChange);
    },
    check,
    get isRunning() {
      return started && timer !== undefined;
    },
  };
}
