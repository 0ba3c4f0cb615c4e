// Builds the web app (apps/web/dist) when it is missing or older than any source it is made of,
// so `npm start` and the e2e tests always serve the current code without rebuilding needlessly.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';

export const webRoot = join(root, 'apps/web');
export const webDist = join(webRoot, 'dist');

/** The sources a build of the web app is made from: its own and those of the packages it bundles. */
const BUILD_INPUTS = [
  join(webRoot, 'src'),
  join(webRoot, 'index.html'),
  join(webRoot, 'public'),
  join(webRoot, 'vite.config.ts'),
  join(webRoot, 'build'),
  join(webRoot, 'package.json'),
  join(root, 'packages/ui/src'),
  join(root, 'packages/domain/src'),
  join(root, 'packages/api-client/src'),
];

/** The newest modification time (ms) under a file or folder. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

/** Whether dist/ is missing or older than any source it is built from. */
export function webBuildIsStale() {
  const built = join(webDist, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(input) > builtAt);
}

/** `vite build` of the web app when dist/ is missing or stale, or when forced. */
export function buildWebApp({ force = false } = {}) {
  if (!force && !webBuildIsStale()) return;
  process.stdout.write('[portineria] compilo l’applicazione web (vite build)…\n');
  const [command, ...prefix] = pnpmCommand();
  execFileSync(command, [...prefix, 'exec', 'vite', 'build', '--logLevel', 'warn'], {
    cwd: webRoot,
    stdio: 'inherit',
  });
}
