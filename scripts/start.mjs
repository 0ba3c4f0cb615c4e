// `npm start` (and `npm run dev` → `--dev`): installs what is missing, builds the web app when
// apps/web/dist is missing or older than its sources, then runs the reference gateway
// (apps/gateway) with its demo data on http://localhost:8080 (or PORT), serving the web app on the
// same origin. WEB_DIST points the gateway at another build and skips this one.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { buildWebApp } from './webBuild.mjs';

const { pnpm } = bootstrap();
const gateway = JSON.parse(readFileSync(join(root, 'apps/gateway/package.json'), 'utf8'));
const script = process.argv.includes('--dev') ? 'dev' : 'start';
if (!gateway.scripts?.[script]) {
  process.stdout.write(
    `\n[portineria] apps/gateway non ha lo script "${script}": niente da avviare.\n\n`,
  );
  process.exit(1);
}
if (!process.env.WEB_DIST) buildWebApp();

const child = spawn(pnpm[0], [...pnpm.slice(1), '--filter', '@portineria/gateway', 'run', script], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
// The gateway shuts down gracefully on SIGTERM/SIGINT: hand the signal on and wait for it.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child.killed) child.kill(signal);
  });
}
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 0 : 1));
});
