/**
 * Structured logs: one JSON object per line on stdout (brief: "structured JSON request logs").
 * Callers pass facts, never tokens or cookies; `silent` is for tests and benches.
 */

/** A log record: free fields next to the message. */
export type LogFields = Record<string, unknown>;

/** The gateway logger. */
export interface Logger {
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
}

/** Where log lines go; the default is stdout. Tests pass their own to read the lines back. */
export type LogSink = (line: string) => void;

function write(sink: LogSink, level: string, message: string, fields: LogFields = {}): void {
  sink(JSON.stringify({ time: new Date().toISOString(), level, message, ...fields }));
}

/** A JSON-lines logger, or one that drops everything for `silent`. */
export function createLogger(
  mode: 'json' | 'silent',
  sink: LogSink = (line) => process.stdout.write(`${line}\n`),
): Logger {
  if (mode === 'silent') {
    const ignore = () => undefined;
    return { info: ignore, warn: ignore, error: ignore };
  }
  return {
    info: (message, fields) => write(sink, 'info', message, fields),
    warn: (message, fields) => write(sink, 'warn', message, fields),
    error: (message, fields) => write(sink, 'error', message, fields),
  };
}
