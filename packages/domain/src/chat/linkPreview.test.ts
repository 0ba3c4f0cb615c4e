import { describe, expect, it } from 'vitest';
import {
  LINK_PREVIEW_LIMITS,
  allAddressesPublic,
  linkPreviewFetchWait,
  checkLinkTarget,
  classifyAddress,
  extractLinkPreview,
  isPreviewableContentType,
  messageLinks,
  plainPreviewText,
  isInertSvg,
  previewLogoType,
} from './linkPreview.ts';

const target = (protocol: string, hostname: string, port = '') => ({ protocol, hostname, port });

describe('checkLinkTarget', () => {
  it.each([
    [target('http:', 'example.com'), undefined],
    [target('https:', 'example.com'), undefined],
    [target('https:', 'example.com', '443'), undefined],
    [target('http:', 'example.com', '80'), undefined],
    [target('ftp:', 'example.com'), 'scheme'],
    [target('file:', ''), 'scheme'],
    [target('javascript:', ''), 'scheme'],
    [target('http:', 'example.com', '8080'), 'port'],
    [target('https:', 'example.com', '22'), 'port'],
  ] as const)(
    'DECISIONS.md "Link previews of chat messages": only http/https on ports 80/443 — %o → %s',
    (input, refusal) => {
      expect(checkLinkTarget(input)).toBe(refusal);
    },
  );

  it('DECISIONS.md "Link previews of chat messages": a link with a user name or password is refused', () => {
    expect(checkLinkTarget({ ...target('https:', 'example.com'), username: 'admin' })).toBe(
      'credentials',
    );
  });
});

describe('classifyAddress', () => {
  it.each([
    ['93.184.216.34', 'public'],
    ['8.8.8.8', 'public'],
    ['2a00:1450:4002:402::200e', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.10.20.30', 'loopback'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['100.64.0.1', 'cgnat'],
    ['100.127.255.254', 'cgnat'],
    ['fc00::1', 'unique-local'],
    ['fd00:ec2::254', 'unique-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:a9fe:a9fe', 'metadata'],
    ['::ffff:192.168.0.1', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['localhost', 'invalid'],
    ['1.2.3', 'invalid'],
    ['012.0.0.1', 'invalid'],
    ['1::2::3', 'invalid'],
  ] as const)(
    'DECISIONS.md "Link previews of chat messages": no loopback, private, link-local, CGNAT, unique-local or metadata address — %s is %s',
    (address, kind) => {
      expect(classifyAddress(address)).toBe(kind);
    },
  );

  it('DECISIONS.md "Link previews of chat messages": a name is refused when any of its resolved addresses is not public', () => {
    expect(allAddressesPublic(['93.184.216.34', '2a00:1450:4002:402::200e'])).toBe(true);
    expect(allAddressesPublic(['93.184.216.34', '10.0.0.5'])).toBe(false);
    expect(allAddressesPublic([])).toBe(false);
  });
});

describe('isPreviewableContentType', () => {
  it.each([
    ['text/html', true],
    ['text/html; charset=utf-8', true],
    ['TEXT/HTML;charset=ISO-8859-1', true],
    ['application/xhtml+xml', true],
    ['application/json', false],
    ['image/png', false],
    ['text/plain', false],
    ['', false],
    [undefined, false],
  ] as const)('DECISIONS.md "Link previews of chat messages": HTML only — %s → %s', (type, ok) => {
    expect(isPreviewableContentType(type)).toBe(ok);
  });
});

describe('linkPreviewFetchWait (DECISIONS.md "Link previews: a member\'s fetches are limited")', () => {
  const minute = 60_000;
  const now = 10 * minute;

  it('a member makes the gateway fetch at most 30 pages a minute: the 31st waits', () => {
    // Arrange
    const thirty = Array.from({ length: 30 }, (_, index) => now - 1_000 * (index + 1));

    // Act
    const after29 = linkPreviewFetchWait(thirty.slice(0, 29), now);
    const after30 = linkPreviewFetchWait(thirty, now);

    // Assert
    expect(LINK_PREVIEW_LIMITS.memberFetchesPerWindow).toBe(30);
    expect(LINK_PREVIEW_LIMITS.memberFetchWindowMs).toBe(minute);
    expect(after29).toBe(0);
    // The oldest of the thirty was 30 s ago: it leaves the minute in 30 s.
    expect(after30).toBe(30_000);
  });

  it('fetches older than a minute no longer count', () => {
    // Arrange
    const old = Array.from({ length: 30 }, () => now - minute);
    const recent = Array.from({ length: 29 }, () => now - 1_000);

    // Act
    const wait = linkPreviewFetchWait([...old, ...recent], now);

    // Assert
    expect(wait).toBe(0);
  });

  it('the times may come in any order', () => {
    // Arrange
    const times = Array.from({ length: 30 }, (_, index) => now - 1_000 * (((index * 7) % 30) + 1));

    // Act
    const wait = linkPreviewFetchWait(times, now);

    // Assert
    expect(wait).toBe(30_000);
  });
});

describe('LINK_PREVIEW_LIMITS', () => {
  it('DECISIONS.md "Link previews of chat messages": a 5 s limit, 1 MB read at most, 3 redirects at most', () => {
    expect(LINK_PREVIEW_LIMITS.timeoutMs).toBe(5000);
    expect(LINK_PREVIEW_LIMITS.maxBytes).toBe(1048576);
    expect(LINK_PREVIEW_LIMITS.maxRedirects).toBe(3);
  });
});

describe('messageLinks', () => {
  it('DECISIONS.md "Link previews of chat messages": the first web address of a message is previewed, without closing punctuation', () => {
    expect(
      messageLinks('Guarda https://www.comune.milano.it/avvisi. E anche http://example.com/a?b=1)'),
    ).toEqual(['https://www.comune.milano.it/avvisi', 'http://example.com/a?b=1']);
    expect(messageLinks('Nessun link qui, solo www.example.com')).toEqual([]);
  });
});

describe('extractLinkPreview', () => {
  it('DECISIONS.md "Link previews of chat messages": og:title, og:description and og:image come first', () => {
    const html = `<!doctype html><html><head>
      <title>Titolo della pagina</title>
      <meta name="description" content="Descrizione semplice">
      <meta property="og:title" content="Assemblea di condominio &amp; bilancio">
      <meta property='og:description' content='Convocazione per l&#39;approvazione del consuntivo'>
      <meta property="og:image" content="/immagini/logo.png">
      <link rel="icon" href="/favicon.ico">
    </head><body></body></html>`;

    expect(extractLinkPreview(html)).toEqual({
      title: 'Assemblea di condominio & bilancio',
      description: "Convocazione per l'approvazione del consuntivo",
      logo: '/immagini/logo.png',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": without Open Graph, the <title>, the description meta and the icon', () => {
    const html = `<html><head><TITLE>Caldaie  Rossi
      — Assistenza</TITLE><meta content="Interventi in 24 ore" name=description>
      <link rel="shortcut icon" href="https://cdn.example.com/fav.ico"></head></html>`;

    expect(extractLinkPreview(html)).toEqual({
      title: 'Caldaie Rossi — Assistenza',
      description: 'Interventi in 24 ore',
      logo: 'https://cdn.example.com/fav.ico',
    });
  });

  it('DECISIONS.md "Link previews of chat messages": tags inside comments and scripts do not count', () => {
    const html = `<head><!-- <meta property="og:title" content="Finto"> -->
      <script>document.write('<meta property="og:title" content="Iniettato">')</script>
      <title>Vero</title></head>`;

    expect(extractLinkPreview(html).title).toBe('Vero');
  });

  it('DECISIONS.md "Link previews of chat messages": a hostile page\'s title and description are kept as plain text without markup', () => {
    const html = `<head><title><img src=x onerror=alert(1)>Offerta &lt;script&gt;alert(2)&lt;/script&gt;</title>
      <meta name="description" content="<b onmouseover=alert(3)>Clicca</b> &#60;iframe src=javascript:alert(4)&#62;">
      </head>`;

    const preview = extractLinkPreview(html);

    expect(preview.title).toBe('Offerta alert(2)');
    expect(preview.description).toBe('Clicca');
    expect(`${preview.title}${preview.description}`).not.toMatch(/[<>]/);
  });

  it('DECISIONS.md "Link previews of chat messages": a page without any of them has no title, description or logo', () => {
    expect(extractLinkPreview('<html><body>Solo testo</body></html>')).toEqual({
      title: null,
      description: null,
      logo: null,
    });
  });
});

describe('plainPreviewText', () => {
  it('DECISIONS.md "Link previews of chat messages": a title is cut to its limit with an ellipsis', () => {
    const text = plainPreviewText('a'.repeat(300), LINK_PREVIEW_LIMITS.titleMaxLength);

    expect([...(text ?? '')]).toHaveLength(LINK_PREVIEW_LIMITS.titleMaxLength);
    expect(text?.endsWith('…')).toBe(true);
  });

  it('DECISIONS.md "Link previews of chat messages": control and bidirectional characters are removed', () => {
    expect(plainPreviewText('Ciao\u202e\u0000 mondo\n', 50)).toBe('Ciao mondo');
  });
});

describe('previewLogoType', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  /** The gateway's strict UTF-8 reading (domain takes it from its caller). */
  const strictUtf8 = (bytes: Uint8Array) => {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return undefined;
    }
  };
  const ICON = new Uint8Array([
    0, 0, 1, 0, 1, 0, 16, 16, 0, 0, 1, 0, 32, 0, 0x68, 4, 0, 0, 22, 0, 0, 0,
  ]);
  const LOGO_SVG =
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 16 16"><title>Logo</title><defs><linearGradient id="g"><stop offset="0" stop-color="#2a6"/></linearGradient></defs><g fill="url(#g)"><circle cx="8" cy="8" r="7"/><path d="M4 8h8" style="stroke:#fff"/></g><text x="2" y="14">Studio &amp; Co</text></svg>\n';

  it('DECISIONS.md "Link previews of chat messages": a logo is a PNG, JPEG, GIF or WebP image by its bytes, never HTML', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const html = utf8('<html><script>alert(1)</script></html>');

    expect(previewLogoType(png, strictUtf8)).toBe('image/png');
    expect(previewLogoType(html, strictUtf8)).toBeUndefined();
  });

  it('DECISIONS.md "Link preview logos: icons and SVG": a Windows icon is image/x-icon by its bytes, whatever the server called it; a cursor or an empty directory is not', () => {
    const cursor = ICON.slice();
    cursor[2] = 2;
    const empty = ICON.slice();
    empty[4] = 0;

    expect(previewLogoType(ICON, strictUtf8)).toBe('image/x-icon');
    expect(previewLogoType(cursor, strictUtf8)).toBeUndefined();
    expect(previewLogoType(empty, strictUtf8)).toBeUndefined();
  });

  it('DECISIONS.md "Link preview logos: icons and SVG": an SVG of shapes, paints and texts is image/svg+xml', () => {
    expect(isInertSvg(LOGO_SVG)).toBe(true);
    expect(previewLogoType(utf8(LOGO_SVG), strictUtf8)).toBe('image/svg+xml');
    expect(previewLogoType(utf8('<svg xmlns="http://www.w3.org/2000/svg"/>'), strictUtf8)).toBe(
      'image/svg+xml',
    );
  });

  it.each([
    ['a script', '<svg><script>alert(1)</script></svg>'],
    ['an event handler', '<svg onload="alert(1)"><rect width="1" height="1"/></svg>'],
    ['a handler on a shape', '<svg><circle r="1" onmouseover=\'alert(1)\'/></svg>'],
    ['a foreignObject', '<svg><foreignObject><p>x</p></foreignObject></svg>'],
    ['a link', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
    ['an outside use', '<svg><use href="https://evil.example/x.svg#a"/></svg>'],
    ['an image', '<svg><image href="https://evil.example/track.png"/></svg>'],
    ['a style element', '<svg><style>@import url(https://evil.example/a.css)</style></svg>'],
    ['an outside url()', '<svg><rect fill="url(https://evil.example/p.svg#p)"/></svg>'],
    ['an escaped value', '<svg><rect style="fill:u&#114;l(https://evil.example)"/></svg>'],
    [
      'an animation that sets a link',
      '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
    ],
    ['a DOCTYPE with entities', '<!DOCTYPE svg [<!ENTITY a "b">]><svg>&a;</svg>'],
    ['CDATA', '<svg><text><![CDATA[<script>alert(1)</script>]]></text></svg>'],
    ['a processing instruction', '<svg><?xml-stylesheet href="x.css"?></svg>'],
    ['an unquoted attribute', '<svg onload=alert(1)></svg>'],
    ['markup after the root', '<svg></svg><script>alert(1)</script>'],
    ['a root that is not svg', '<html><svg></svg></html>'],
    ['unbalanced tags', '<svg><g></svg>'],
    ['a namespaced script', '<svg><svg:script>alert(1)</svg:script></svg>'],
  ])(
    'DECISIONS.md "Link preview logos: icons and SVG": an SVG with %s is no logo',
    (_kind, svg) => {
      expect(isInertSvg(svg)).toBe(false);
      expect(previewLogoType(utf8(svg), strictUtf8)).toBeUndefined();
    },
  );
});
