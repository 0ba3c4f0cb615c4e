// `npm start`: installs what is missing, then runs the platform with its demo data.
// The reference gateway (apps/gateway) and the web app (apps/web) arrive with their own issues;
// until they have a start script this prints what is not there yet instead of failing silently.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root, run } from './bootstrap.mjs';

const { pnpm } = bootstrap();
const gateway = JSON.parse(readFileSync(join(root, 'apps/gateway/package.json'), 'utf8'));
const script = process.argv.includes('--dev') ? 'dev' : 'start';
if (!gateway.scripts?.[script]) {
  process.stdout.write(
    [
      '',
      '[portineria] Dipendenze installate. La piattaforma non è ancora avviabile:',
      '  - apps/gateway (gateway di riferimento con i dati demo) arriva con la issue #4;',
      '  - apps/web (l’applicazione) arriva con la issue #5.',
      '  Nel frattempo: `npm test` esegue i controlli e i test di packages/domain.',
      '',
    ].join('\n'),
  );
  process.exit(0);
}
process.exit(run(pnpm, ['--filter', '@portineria/gateway', 'run', script]));
