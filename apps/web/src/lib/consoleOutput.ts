/**
 * 000 §8: "In production, console output is silenced". The production build replaces the console's
 * output methods with no-ops before the app starts; development and the unit tests keep them. The
 * end-to-end tests, which drive the production build and fail on any console error, turn the
 * output back on with the `portineriaKeepConsole` flag they set before the page loads.
 */

/** The console methods that print. */
export const CONSOLE_OUTPUT_METHODS = ['log', 'info', 'debug', 'warn', 'error', 'trace'] as const;

/** The part of a console this module changes. */
export type ConsoleOutput = Pick<Console, (typeof CONSOLE_OUTPUT_METHODS)[number]>;

const silent = () => undefined;

/**
 * Silences every output method of `target` when `production` and not `keep`; returns whether it
 * did.
 */
export function silenceConsoleInProduction(
  target: ConsoleOutput,
  { production, keep = false }: { production: boolean; keep?: boolean },
): boolean {
  if (!production || keep) return false;
  for (const method of CONSOLE_OUTPUT_METHODS) target[method] = silent;
  return true;
}
