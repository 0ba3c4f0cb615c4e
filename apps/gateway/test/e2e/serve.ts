/**
 * The gateway of the web app's browser tests (apps/web/e2e/harness.mjs startGateway): `pnpm
 * start`'s serve (../../src/serve.ts), configured by the same environment, plus the link preview
 * allow-list (DECISIONS.md "Link previews of chat messages") so that a chat message can be
 * previewed from a page the harness serves on 127.0.0.1. The allow-list is an option of
 * `createGateway` only — no environment variable sets it — so `pnpm start` and production cannot;
 * this entry, run only by the harness, passes it from its arguments:
 *
 *   tsx test/e2e/serve.ts --link-preview-origin http://127.0.0.1:43210
 *
 * Only plain-http loopback origins are taken (the harness's own page), anything else stops it.
 */
import { messages } from '../../src/messages.ts';
import { serve } from '../../src/serve.ts';

const FLAG = '--link-preview-origin';
const LOOPBACK_ORIGIN = /^http:\/\/127\.0\.0\.1:\d{1,5}$/;

const allowedOrigins: string[] = [];
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const origin = args[index + 1];
  if (args[index] !== FLAG || origin === undefined || !LOOPBACK_ORIGIN.test(origin)) {
    process.stderr.write(`${messages.cliStartFailed} ${FLAG} ${origin ?? ''}\n`);
    process.exit(2);
  }
  allowedOrigins.push(origin);
  index += 1;
}

serve({ linkPreview: { allowedOrigins } }).catch((error: unknown) => {
  process.stderr.write(
    `${messages.cliStartFailed} ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
