/**
 * HTTP requests with headers `fetch` will not send: a chosen `Host` (what a browser sends after a
 * DNS rebinding), or a body streamed without Content-Length. Answers status, headers and text.
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

/** A raw answer. */
export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  /** The `Set-Cookie` lines (empty when none). */
  cookies: string[];
}

/** Sends one request to `url` (the gateway's base URL) with exactly the given headers. */
export function rawRequest(
  url: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const base = new URL(url);
  return new Promise((resolveAnswer, rejectAnswer) => {
    const outgoing = request(
      {
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers ?? {},
        setHost: !Object.keys(options.headers ?? {}).some((name) => name.toLowerCase() === 'host'),
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolveAnswer({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            cookies: incoming.headers['set-cookie'] ?? [],
          }),
        );
        incoming.on('error', rejectAnswer);
      },
    );
    outgoing.on('error', rejectAnswer);
    // A WebSocket handshake that succeeds answers 101 and hands over the socket.
    outgoing.on('upgrade', (incoming, socket) => {
      socket.destroy();
      resolveAnswer({
        status: incoming.statusCode ?? 101,
        headers: incoming.headers,
        text: '',
        cookies: [],
      });
    });
    if (options.body !== undefined) outgoing.write(options.body);
    outgoing.end();
  });
}
