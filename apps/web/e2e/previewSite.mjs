// The web page a chat message links to in the browser tests (DECISIONS.md "Link previews of chat
// messages"): a tiny HTTP server on 127.0.0.1, one per Playwright worker (fixtures.mjs), whose
// origin the worker's gateway takes as its test-only link preview allow-list (harness.mjs
// startGateway → apps/gateway/test/e2e/serve.ts). The gateway fetches it; the browser never does,
// and the site counts what it was asked so a test can tell.
import { createServer } from 'node:http';

/** What the page says of itself (og:title, og:description), as a test expects to read it. */
export const PREVIEW_PAGE = {
  path: '/avviso-assemblea',
  title: 'Assemblea straordinaria del Condominio Via Manzoni',
  description: 'Ordine del giorno: rifacimento della facciata e preventivi ricevuti.',
  logoPath: '/logo.svg',
};

/** The page's logo: an SVG of shapes and paints only, which the gateway keeps (inert). */
const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d5fa8"/><path d="M8 24V10l8-4 8 4v14z" fill="#ffffff"/></svg>
`;

const PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8">
<title>Studio Rossi</title>
<meta property="og:title" content="${PREVIEW_PAGE.title}">
<meta property="og:description" content="${PREVIEW_PAGE.description}">
<meta property="og:image" content="${PREVIEW_PAGE.logoPath}">
</head><body><h1>${PREVIEW_PAGE.title}</h1></body></html>`;

/**
 * Starts the site on a free port of 127.0.0.1: `{ origin, hits, close }`, `hits` counting the
 * requests of each path (the path, query included).
 */
export async function startPreviewSite() {
  const hits = new Map();
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const pathname = path.split('?')[0];
    if (pathname === PREVIEW_PAGE.path || pathname.startsWith(`${PREVIEW_PAGE.path}-`)) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(PAGE);
    } else if (pathname === PREVIEW_PAGE.logoPath) {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end(LOGO_SVG);
    } else {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Non trovata');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
