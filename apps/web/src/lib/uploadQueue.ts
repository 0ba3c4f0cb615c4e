/**
 * Files on their way to a record, one upload each (a ticket's photos and files, 002 §5.3
 * "multiple files are allowed"): each file has its own progress and its own outcome, so one
 * refused or failed file never stops the others, and a failed one stays listed with its reason
 * until it is sent again or dismissed. The queue outlives the screen that started it (the
 * new-ticket form hands its files over and the ticket's detail shows them going up), and a
 * finished file leaves it: the record's own list shows it from then on.
 */

/** One file going to a record. */
export interface QueuedUpload {
  /** Unique in the queue (a React key, and what retry and dismiss name). */
  key: string;
  /** The record the file goes to. */
  recordId: string;
  file: File;
  /** 0…1 of the bytes sent. */
  progress: number;
  /** Sending, or refused or failed with `error`. */
  phase: 'uploading' | 'failed';
  /** Why it was not stored (the gateway's Italian message, or the generic one). */
  error?: string;
}

/** What the queue does to send one file: resolves when it is stored, rejects when it is not. */
export type UploadFile = (
  recordId: string,
  file: File,
  onProgress: (fraction: number) => void,
) => Promise<unknown>;

/** A queue of uploads: see the module's comment. */
export interface UploadQueue {
  /** Starts sending each file to the record, side by side. */
  start(recordId: string, files: readonly File[]): void;
  /** Sends a failed file again. */
  retry(key: string): void;
  /** Forgets a failed file. */
  dismiss(key: string): void;
  /** The files on their way to a record, in the order they were chosen. */
  of(recordId: string): readonly QueuedUpload[];
  /** Calls `listener` after every change (React's `useSyncExternalStore`). */
  subscribe(listener: () => void): () => void;
}

const NO_UPLOADS: readonly QueuedUpload[] = [];

/** A queue sending with `upload`, telling a failure with `describeError`. */
export function createUploadQueue(
  upload: UploadFile,
  describeError: (error: unknown) => string,
): UploadQueue {
  let entries: readonly QueuedUpload[] = [];
  // One array per record, kept while nothing of that record changes (stable snapshots for React).
  let byRecord = new Map<string, readonly QueuedUpload[]>();
  const listeners = new Set<() => void>();
  let counter = 0;

  const commit = (next: readonly QueuedUpload[]) => {
    entries = next;
    byRecord = new Map();
    for (const listener of listeners) listener();
  };
  const change = (key: string, patch: Partial<QueuedUpload>) => {
    if (!entries.some((entry) => entry.key === key)) return;
    commit(entries.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)));
  };
  const send = (entry: QueuedUpload) => {
    change(entry.key, { phase: 'uploading', progress: 0, error: undefined });
    upload(entry.recordId, entry.file, (fraction) =>
      change(entry.key, { progress: fraction }),
    ).then(
      () => commit(entries.filter((kept) => kept.key !== entry.key)),
      (error: unknown) => change(entry.key, { phase: 'failed', error: describeError(error) }),
    );
  };

  return {
    start(recordId, files) {
      const added = files.map((file) => {
        counter += 1;
        return {
          key: `upload-${String(counter)}`,
          recordId,
          file,
          progress: 0,
          phase: 'uploading' as const,
        };
      });
      commit([...entries, ...added]);
      for (const entry of added) send(entry);
    },
    retry(key) {
      const entry = entries.find((kept) => kept.key === key);
      if (entry?.phase === 'failed') send(entry);
    },
    dismiss(key) {
      commit(entries.filter((kept) => kept.key !== key || kept.phase !== 'failed'));
    },
    of(recordId) {
      let list = byRecord.get(recordId);
      if (!list) {
        const found = entries.filter((entry) => entry.recordId === recordId);
        list = found.length === 0 ? NO_UPLOADS : found;
        byRecord.set(recordId, list);
      }
      return list;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
