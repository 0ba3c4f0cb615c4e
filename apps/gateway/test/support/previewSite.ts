/**
 * A local web site for the link preview tests, served on 127.0.0.1 (reachable by the gateway only
 * through its test-only allow-list): a hostile page, a logo, a JSON answer, a page over 1 MB, a
 * server that never answers, and redirects to a private address or in a loop; pages whose logo is
 * an icon, an SVG (inert or hostile), or one the logo fetch's guards must refuse.
 */
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny PNG (1×1). */
export const LOGO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A Windows icon (one 1×1 32-bit image), as favicon.ico files are. */
export const LOGO_ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0, 48, 0, 0, 0, 22, 0, 0, 0]),
  Buffer.from([40, 0, 0, 0, 1, 0, 0, 0, 2, 0, 0, 0, 1, 0, 32, 0]),
  Buffer.alloc(24),
  Buffer.from([0x33, 0x66, 0xcc, 0xff]),
  Buffer.alloc(4),
]);

/** An SVG logo of shapes and paints only. */
export const LOGO_SVG = `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><title>Studio</title><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/></linearGradient></defs><circle cx="8" cy="8" r="7" fill="url(#g)"/></svg>
`;

/** An SVG that would run script if it were opened as a document. */
export const HOSTILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><circle r="4"/></svg>`;

/** A page whose only logo is `logo`, as og:image. */
function pageWithLogo(logo: string, rel: 'og' | 'icon' = 'og'): string {
  const tag =
    rel === 'og'
      ? `<meta property="og:image" content="${logo}">`
      : `<link rel="icon" href="${logo}">`;
  return `<!doctype html><html><head><title>Con logo</title>${tag}</head><body></body></html>`;
}

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
  let port = 0;
  const html = (response: ServerResponse, page: string) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page);
  };
  const image = (response: ServerResponse, type: string, body: Buffer | string) => {
    response.writeHead(200, { 'content-type': type });
    response.end(body);
  };
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    hits.set(path, (hits.get(path) ?? 0) + 1);
    switch (path) {
      // Logos (DECISIONS.md "Link preview logos: icons and SVG"), each behind its own page.
      case '/con-favicon':
        return html(response, pageWithLogo('/favicon.ico', 'icon'));
      case '/favicon.ico':
        return image(response, 'image/vnd.microsoft.icon', LOGO_ICO);
      case '/con-x-icon':
        return html(response, pageWithLogo('/x-icon.ico'));
      case '/x-icon.ico':
        return image(response, 'image/x-icon', LOGO_ICO);
      case '/con-svg':
        return html(response, pageWithLogo('/logo.svg'));
      case '/logo.svg':
        return image(response, 'image/svg+xml', LOGO_SVG);
      case '/con-svg-ostile':
        return html(response, pageWithLogo('/ostile.svg'));
      case '/ostile.svg':
        return image(response, 'image/svg+xml', HOSTILE_SVG);
      case '/con-logo-privato':
        return html(response, pageWithLogo('http://192.168.1.1/logo.svg'));
      case '/con-logo-loopback':
        // The same server by another name: not the allowed origin, so its address is refused.
        return html(response, pageWithLogo(`http://localhost:${port}/logo.svg`));
      case '/con-logo-rediretto-privato':
        return html(response, pageWithLogo('/logo-verso-privato'));
      case '/logo-verso-privato':
        response.writeHead(302, { location: 'http://10.0.0.1/logo.svg' });
        response.end();
        return;
      case '/con-logo-quattro-salti':
        return html(response, pageWithLogo('/logo-salto-4'));
      case '/con-logo-tre-salti':
        return html(response, pageWithLogo('/logo-salto-3'));
      case '/logo-salto-4':
      case '/logo-salto-3':
      case '/logo-salto-2':
      case '/logo-salto-1': {
        const left = Number(path.slice(-1)) - 1;
        response.writeHead(302, { location: left === 0 ? '/logo.svg' : `/logo-salto-${left}` });
        response.end();
        return;
      }
      case '/con-logo-grande':
        return html(response, pageWithLogo('/grande.svg'));
      case '/grande.svg':
        // Over the logo's 256 KB: an inert SVG all the same, so only the size refuses it.
        return image(
          response,
          'image/svg+xml',
          `<svg xmlns="http://www.w3.org/2000/svg"><title>${'a'.repeat(300 * 1024)}</title></svg>`,
        );
      case '/con-logo-lento':
        return html(response, pageWithLogo('/lento.svg'));
      case '/lento.svg':
        held.push(() => response.destroy());
        return;
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
  port = (server.address() as AddressInfo).port;
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
