// `npm start` (and `npm run dev` → `--dev`): installs what is missing, then runs the reference
// gateway (apps/gateway) with its demo data on http://localhost:8080 (or PORT). The gateway also
// serves the built web app (apps/web/dist) on the same origin; until apps/web has a build it
// serves a short page that links to the demo login instead, so this keeps working either way.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';

const { pnpm } = bootstrap();
const gateway = JSON.parse(readFileSync(join(root, 'apps/gateway/package.json'), 'utf8'));
const script = process.argv.includes('--dev') ? 'dev' : 'start';
if (!gateway.scripts?.[script]) {
  process.stdout.write(
    `\n[portineria] apps/gateway non ha lo script "${script}": niente da avviare.\n\n`,
  );
  process.exit(1);
}
const webDist = process.env.WEB_DIST ?? join(root, 'apps/web/dist');
if (!existsSync(join(webDist, 'index.html'))) {
  process.stdout.write(
    [
      '',
      '[portineria] L’applicazione web non è ancora compilata (apps/web/dist): il gateway parte lo',
      '  stesso con il login demo; per l’app: `pnpm --filter @portineria/web build` (issue #5).',
      '',
    ].join('\n'),
  );
}

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
