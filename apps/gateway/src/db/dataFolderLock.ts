/**
 * One gateway per PGlite data folder. PGlite is a single-process database: two gateways on one
 * folder both start, both acknowledge writes, and at the next start one side's writes are gone.
 * The first gateway takes `<dataDir>/gateway.lock` (created exclusively, holding its process id);
 * a second one finds it and refuses to start with an Italian message naming the folder and the
 * process. A lock whose process no longer exists (a kill -9, a crash, a reboot) is stale: it is
 * taken over. The lock goes with `release()` (the gateway's close).
 *
 * PostgreSQL needs none of this: several gateways on one server are safe (advisory locks).
 */
import { hostname } from 'node:os';
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../messages.ts';

/** The lock file's name inside the data folder. */
export const DATA_FOLDER_LOCK = 'gateway.lock';

/** What the lock file holds. */
interface LockContent {
  pid: number;
  hostname?: string;
  startedAt?: string;
}

/** A held lock. */
export interface DataFolderLock {
  /** Removes the lock file if it is still this process's (idempotent). */
  release(): void;
}

/** Whether a process of this machine is running (signal 0 only checks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else; ESRCH: it is gone.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>;
    return typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0
      ? (parsed as LockContent)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a lock is stale: its process is gone. A lock of another machine (a shared folder)
 * cannot be checked and counts as held; so does this very process's (a second gateway in one
 * process would corrupt the folder just the same).
 */
function isStale(lock: LockContent): boolean {
  if (lock.hostname !== undefined && lock.hostname !== hostname()) return false;
  if (lock.pid === process.pid) return false;
  return !isRunning(lock.pid);
}

/** Takes the lock of a data folder, or throws the Italian message of a folder in use. */
export function lockDataFolder(dataDir: string): DataFolderLock {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, DATA_FOLDER_LOCK);
  const content: LockContent = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let descriptor: number;
    try {
      descriptor = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = readLock(file);
      if (held === undefined) {
        // Being written this very moment by another starter, or damaged: look again shortly.
        if (attempt < 2) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
        throw new Error(messages.dataFolderLockUnreadable(file), { cause: error });
      }
      if (!isStale(held)) {
        throw new Error(messages.dataFolderInUse(dataDir, held.pid), { cause: error });
      }
      // Remove it only if it is still the stale one read above (another starter may have
      // replaced it in between), then try again to create ours.
      if (readLock(file)?.pid === held.pid) rmSync(file, { force: true });
      continue;
    }
    try {
      writeSync(descriptor, `${JSON.stringify(content)}\n`);
    } finally {
      closeSync(descriptor);
    }
    let released = false;
    return {
      release() {
        if (released) return;
        released = true;
        if (readLock(file)?.pid === process.pid) rmSync(file, { force: true });
      },
    };
  }
  throw new Error(messages.dataFolderLockUnreadable(file));
}
