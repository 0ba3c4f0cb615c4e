// Builds Storybook statically, serves the build on a free local port and runs the test-runner
// against exactly what was built (--index-json): play tests, axe and the visual baseline of every
// story in Debian's Chromium. `--update` rewrites the visual baseline (pnpm ui:accept-visual).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';

const pnpm = pnpmCommand();

const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const update = process.argv.includes('--update');
// --only packages/ui/src/Chip limits the run to the stories under a folder (for component work);
// --out sets the static build folder so that several runs can work side by side.
const only = argument('--only');
const staticDir = argument('--out') ?? join(root, 'storybook-static');
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const storybookEnv = { ...process.env, ...(only ? { PORTINERIA_STORIES: only } : {}) };

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: storybookEnv });
  return result.status ?? 1;
}

const started = Date.now();
if (
  step(pnpm[0], [...pnpm.slice(1), 'exec', 'storybook', 'build', '--quiet', '-o', staticDir]) !== 0
) {
  process.exit(1);
}
const built = Date.now();

const server = createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
  let file = normalize(join(staticDir, pathname));
  if (!file.startsWith(staticDir)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});

server.listen(0, '127.0.0.1', () => {
  const { port } = server.address();
  const args = [
    'exec',
    'test-storybook',
    '--url',
    `http://127.0.0.1:${port}`,
    '--index-json',
    '--maxWorkers=2',
    ...(only ? ['--config-dir', join(root, '.storybook')] : []),
    ...(update ? ['-u'] : ['--ci']),
  ];
  // Asynchronous on purpose: this process must keep serving the build while the runner works.
  const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...storybookEnv, PORTINERIA_REPORT: only ? 'partial' : 'full' },
  });
  child.on('exit', (code) => {
    server.close();
    const seconds = (value) => (value / 1000).toFixed(1);
    process.stdout.write(
      `[portineria] storybook build ${seconds(built - started)} s, test-runner ${seconds(Date.now() - built)} s\n`,
    );
    process.exit(code ?? 1);
  });
});
