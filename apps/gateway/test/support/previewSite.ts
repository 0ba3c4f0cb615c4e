/**
 * A local web site for the link preview tests, served on 127.0.0.1 (reachable by the gateway only
 * through its test-only allow-list): a hostile page, a logo, a JSON answer, a page over 1 MB, a
 * server that never answers, and redirects to a private address or in a loop.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny PNG (1×1). */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** The hostile page: markup in its title and description, a script that tries to add tags. */
export const HOSTILE_PAGE = `<!doctype html><html><head>
<title><img src=x onerror=alert(1)>Bacheca &lt;script&gt;alert(2)&lt;/script&gt;</title>
<meta property="og:description" content="<b onmouseover=alert(3)>Avviso</b> per i condòmini">
<script>document.write('<meta property="og:title" content="Iniettato">')</script>
<meta property="og:image" content="/logo.png">
</head><body><p>Corpo</p></body></html>`;

export interface PreviewSite {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** How many requests each path received. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startPreviewSite(): Promise<PreviewSite> {
  const hits = new Map<string, number>();
  const held: (() => void)[] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      case '/pagina':
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(HOSTILE_PAGE);
        return;
      case '/logo.png':
        response.writeHead(200, { 'content-type': 'image/png' });
        response.end(LOGO_PNG);
        return;
      case '/dati.json':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"title":"non una pagina"}');
        return;
      case '/grande': {
        // No Content-Length: the limit must hold while reading, not only on the header.
        response.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        for (let sent = 0; sent <= 1_048_576; sent += chunk.length) response.write(chunk);
        response.end();
        return;
      }
      case '/lenta':
        // Never answers: the fetch's time limit ends it.
        held.push(() => response.destroy());
        return;
      case '/verso-privato':
        response.writeHead(302, { location: 'http://192.168.1.1/' });
        response.end();
        return;
      case '/verso-metadati':
        response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
        response.end();
        return;
      case '/anello':
        response.writeHead(302, { location: '/anello' });
        response.end();
        return;
      case '/tre-salti':
        response.writeHead(302, { location: '/due-salti' });
        response.end();
        return;
      case '/due-salti':
        response.writeHead(302, { location: '/un-salto' });
        response.end();
        return;
      case '/un-salto':
        response.writeHead(302, { location: '/pagina' });
        response.end();
        return;
      default:
        response.writeHead(404, { 'content-type': 'text/html' });
        response.end('<title>Non trovata</title>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const release of held) release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
