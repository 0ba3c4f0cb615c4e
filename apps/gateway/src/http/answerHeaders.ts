/**
 * Setting a header on an answer a handler already made. Hono's `c.header` after the handler
 * copies the answer into a new Response, and under @hono/node-server that turns its lightweight
 * answer (a string body written to the socket as is) into a web stream read back chunk by chunk:
 * about a tenth of the CPU of a dashboard's burst went there. The answer's own headers are
 * mutable in the usual case (a Response the app made); only an answer with immutable headers
 * (one from `fetch`, `Response.error()`) goes the copying way.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../context.ts';

/** Sets `name` on the answer after the handler ran, like `c.header(name, value)` does. */
export function setAnswerHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
