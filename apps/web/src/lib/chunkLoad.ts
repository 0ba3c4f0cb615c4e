/**
 * The script chunk load timeout (000 §9: 120 s). A dynamic import has no timeout of its own: on a
 * stalled connection the route would wait for ever. Past the timeout the load fails, and the
 * route's error page offers 'Ricarica'.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from '@portineria/domain';

/** A script chunk that did not arrive within the chunk load timeout. */
export class ChunkLoadTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Script chunk not loaded within ${timeoutMs} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/**
 * `load` (a dynamic import), failing with {@link ChunkLoadTimeoutError} when it has not settled
 * within `timeoutMs` (default 000 §9's 120 s).
 */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError(timeoutMs)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
