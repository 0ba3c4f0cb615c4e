// Playwright's global setup: builds the web app once for every worker's gateway (when dist/ is
// missing or stale, or E2E_REBUILD=1), and whenever the size check's chunk graph is missing.
import { existsSync } from 'node:fs';
import { buildWebApp } from './harness.mjs';
import { chunkGraphFile } from '../bench/webSize.mjs';

export default function globalSetup() {
  buildWebApp({ force: process.env.E2E_REBUILD === '1' || !existsSync(chunkGraphFile) });
}
