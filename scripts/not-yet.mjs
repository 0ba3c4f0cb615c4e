// Placeholder for developer commands whose tooling lands with a later issue: says so plainly.
const what = process.argv[2] ?? 'questo comando';
process.stdout.write(
  `[portineria] ${what}: arriva con la issue di packages/ui (#3); non ancora configurato.\n`,
);
