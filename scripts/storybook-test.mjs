// Builds Storybook statically, serves the build on a free local port and runs the test-runner
// against exactly what was built (--index-json): play tests, axe and the visual baseline of every
// story, in the Chromium build the lockfile pins (scripts/pinnedChromium.mjs).
// `--update` redraws the visual baseline (pnpm ui:accept-visual) and records the browser build it
// was drawn with in packages/ui/visual-baseline/browser.json; `--browser <path>` runs another
// Chromium (then the baselines are compared with the cross-build tolerance, see
// .storybook/README.md).
import { spawn, spawnSync } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { pnpmCommand, root } from './bootstrap.mjs';
import {
  chromiumBuild,
  pinnedChromiumPackageVersion,
  pinnedChromiumPath,
} from './pinnedChromium.mjs';

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

const baselineDir = join(root, 'packages/ui/visual-baseline');
const baselineBrowserFile = join(baselineDir, 'browser.json');
const say = (line) => process.stdout.write(`[storybook] ${line}\n`);

const pinned = !argument('--browser');
const executable = argument('--browser') ?? pinnedChromiumPath();
const build = chromiumBuild(executable);
const source = pinned
  ? `@sparticuz/chromium ${pinnedChromiumPackageVersion()} (chrome-headless-shell)`
  : executable;
const recorded = existsSync(baselineBrowserFile)
  ? JSON.parse(readFileSync(baselineBrowserFile, 'utf8'))
  : { build: 'none', source: 'no browser recorded' };

if (update) {
  if (!pinned) {
    say('the baselines are drawn only with the pinned Chromium: run without --browser.');
    process.exit(1);
  }
  if (recorded.build !== build) {
    if (only) {
      say(
        `the baselines were drawn with Chromium ${recorded.build}, this is ${build}: redraw all of them (without --only).`,
      );
      process.exit(1);
    }
    // A new browser build redraws every baseline, not only those that differ beyond the
    // per-pixel threshold, so that the whole set comes from one build.
    for (const file of readdirSync(baselineDir).filter((name) => name.endsWith('.png'))) {
      rmSync(join(baselineDir, file));
    }
  }
  say(`redrawing the visual baselines with Chromium ${build} (${source})`);
} else if (recorded.build === build) {
  say(`visual baselines: Chromium ${build} (${source}), compared pixel by pixel (threshold 0)`);
} else {
  say(
    `visual baselines drawn with Chromium ${recorded.build} (${recorded.source}); this run uses ` +
      `Chromium ${build} (${source}): compared with the cross-build tolerance of ` +
      `.storybook/test-runner.ts. Redraw them with \`pnpm ui:accept-visual\` after a browser update.`,
  );
}

const storybookEnv = {
  ...process.env,
  PORTINERIA_STORYBOOK_CHROMIUM: executable,
  ...(update ? { PORTINERIA_VISUAL_UPDATE: '1' } : {}),
  ...(only ? { PORTINERIA_STORIES: only } : {}),
};

function step(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: storybookEnv });
  return result.status ?? 1;
}

const started = Date.now();
// `--test`: Storybook's build for tests — no docs pages, no react-docgen-typescript pass over every
// component, no source maps. The stories render the same; the docs build is Chromatic's and the
// designers' (`pnpm storybook:build`). Measured with the full story set on the loaded 2-core
// machine: 15 CPU-s against 39.
if (
  step(pnpm[0], [
    ...pnpm.slice(1),
    'exec',
    'storybook',
    'build',
    '--quiet',
    '--test',
    '-o',
    staticDir,
  ]) !== 0
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
    // A hang guard, not a speed check (as vitest.shared.ts): `npm test` runs this beside the e2e
    // tests and the other steps, and a story's play, axe and screenshot on a loaded 2-core machine
    // may pass the runner's default 15 s without anything being wrong.
    '--testTimeout=60000',
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
    if (update && code === 0) {
      writeFileSync(baselineBrowserFile, `${JSON.stringify({ build, source }, null, 2)}\n`);
    }
    if (!update && recorded.build !== build) {
      say(`cross-build tolerance used: baselines Chromium ${recorded.build}, browser ${build}`);
    }
    const seconds = (value) => (value / 1000).toFixed(1);
    process.stdout.write(
      `[portineria] storybook build ${seconds(built - started)} s, test-runner ${seconds(Date.now() - built)} s\n`,
    );
    process.exit(code ?? 1);
  });
});
