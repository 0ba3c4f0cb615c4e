/**
 * Link previews of chat messages (002 §3.6 `external {valid, url, title, logo, description}`,
 * 002 §8 'Link non disponibile'; the fetch rules in DECISIONS.md "Link previews of chat
 * messages"). The gateway fetches a previewed page itself, never the browser; these are the rules
 * it applies, pure so that they are written once and tested: which addresses a preview may
 * reach, which answers it reads, and what it takes out of a page.
 */
import { sniffMimeType } from './uploadContent.ts';

/** The limits of one preview fetch (DECISIONS.md "Link previews of chat messages"). */
export const LINK_PREVIEW_LIMITS = {
  /** The whole fetch, redirects included, in milliseconds. */
  timeoutMs: 5_000,
  /** The most bytes of a page read; a longer page is not previewed. */
  maxBytes: 1_048_576,
  /** The most redirects followed. */
  maxRedirects: 3,
  /** How long a preview (or its absence) is kept before the page is fetched again. */
  cacheTtlMs: 60 * 60 * 1_000,
  /** How long a timed-out or failed fetch is remembered: the site may answer a minute later. */
  retryAfterFailureMs: 60 * 1_000,
  /** How many previews the cache holds; the oldest goes first. */
  cacheEntries: 500,
  /** The longest title kept, in characters. */
  titleMaxLength: 200,
  /** The longest description kept, in characters. */
  descriptionMaxLength: 500,
  /** The most bytes of a logo read: the gateway serves it inline, the browser never fetches it. */
  logoMaxBytes: 262_144,
  /** The longest logo address kept, in characters (longer ones are dropped). */
  logoUrlMaxLength: 2_048,
  /**
   * The most pages one member makes the gateway fetch in a window (DECISIONS.md "Link previews: a
   * member's fetches are limited"); previews answered from the cache do not count.
   */
  memberFetchesPerWindow: 30,
  /** The window of `memberFetchesPerWindow`, in milliseconds. */
  memberFetchWindowMs: 60 * 1_000,
} as const;

/**
 * How long a member waits before the gateway fetches another page for it, in milliseconds: 0 when
 * it may now (DECISIONS.md "Link previews: a member's fetches are limited"). `fetchTimes` are the
 * times (ms) of the member's earlier fetches; those older than the window no longer count. At the
 * limit, the wait ends when the oldest fetch in the window leaves it.
 */
export function linkPreviewFetchWait(fetchTimes: readonly number[], now: number): number {
  const { memberFetchesPerWindow, memberFetchWindowMs } = LINK_PREVIEW_LIMITS;
  const counted = fetchTimes
    .filter((time) => time > now - memberFetchWindowMs)
    .sort((a, b) => a - b);
  if (counted.length < memberFetchesPerWindow) return 0;
  const freedBy = counted[counted.length - memberFetchesPerWindow] ?? now;
  return freedBy + memberFetchWindowMs - now;
}

/** The schemes a preview may fetch. */
export const LINK_PREVIEW_SCHEMES = ['http:', 'https:'] as const;

/** The ports a preview may connect to; '' is the scheme's default one. */
export const LINK_PREVIEW_PORTS = ['', '80', '443'] as const;

/** The kinds of address a preview never connects to, and 'public' for the ones it may. */
export type AddressClass =
  | 'public'
  | 'unspecified'
  | 'loopback'
  | 'private'
  | 'link-local'
  | 'metadata'
  | 'cgnat'
  | 'unique-local'
  | 'multicast'
  | 'reserved'
  | 'invalid';

/** Why a preview was not made. */
export type LinkPreviewRefusal =
  | 'scheme'
  | 'port'
  | 'credentials'
  | 'address'
  | 'dns'
  | 'redirects'
  | 'status'
  | 'content-type'
  | 'too-large'
  | 'timeout'
  | 'network';

/** The parts of a parsed address (a WHATWG `URL`) the target rule reads. */
export interface LinkTarget {
  protocol: string;
  port: string;
  hostname: string;
  username?: string;
  password?: string;
}

/**
 * Whether a link may be fetched for a preview, before any address is looked up: http or https
 * only, on port 80 or 443 only, and without a user name or password in it.
 */
export function checkLinkTarget(target: LinkTarget): LinkPreviewRefusal | undefined {
  if (!(LINK_PREVIEW_SCHEMES as readonly string[]).includes(target.protocol)) return 'scheme';
  if (!(LINK_PREVIEW_PORTS as readonly string[]).includes(target.port)) return 'port';
  if ((target.username ?? '') !== '' || (target.password ?? '') !== '') return 'credentials';
  return undefined;
}

function parseIpv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((part) => (/^(0|[1-9][0-9]{0,2})$/.test(part) ? Number(part) : NaN));
  return bytes.every((byte) => byte >= 0 && byte <= 255) ? bytes : undefined;
}

/** The eight 16-bit groups of an IPv6 address (zone dropped, IPv4 tail folded), or undefined. */
function parseIpv6(text: string): number[] | undefined {
  let address = text.replace(/^\[|\]$/g, '');
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  if (!/^[0-9a-f:.]+$/i.test(address) || !address.includes(':')) return undefined;
  const lastColon = address.lastIndexOf(':');
  const last = address.slice(lastColon + 1);
  if (last.includes('.')) {
    // '::ffff:10.0.0.1' → '::ffff:a00:1': the IPv4 tail as the last two groups.
    const ipv4 = parseIpv4(last);
    if (!ipv4) return undefined;
    const high = ((ipv4[0]! << 8) | ipv4[1]!).toString(16);
    const low = ((ipv4[2]! << 8) | ipv4[3]!).toString(16);
    address = `${address.slice(0, lastColon + 1)}${high}:${low}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const groupsOf = (half: string) => (half === '' ? [] : half.split(':'));
  const head = groupsOf(halves[0]!);
  const rest = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if ([...head, ...rest].some((group) => !/^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return undefined;
  return [...head, ...Array<string>(missing).fill('0'), ...rest].map((group) =>
    parseInt(group, 16),
  );
}

function classifyIpv4([a, b, c, d]: number[]): AddressClass {
  if (a === 169 && b === 254 && c === 169 && d === 254) return 'metadata';
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168)) return 'private';
  if (a === 169 && b === 254) return 'link-local';
  if (a === 100 && b! >= 64 && b! <= 127) return 'cgnat';
  if (a! >= 224 && a! <= 239) return 'multicast';
  if (
    a! >= 240 ||
    (a === 192 && b === 0 && (c === 0 || c === 2)) ||
    (a === 198 && (b === 18 || b === 19)) ||
    (a === 198 && b === 51 && c === 100) ||
    (a === 203 && b === 0 && c === 113)
  ) {
    // Reserved, the IETF's protocol block, benchmarking and the documentation ranges.
    return 'reserved';
  }
  return 'public';
}

/**
 * The kind of an IP address (IPv4 dotted, or IPv6 with or without brackets): a preview connects
 * only to a 'public' one. Loopback (127/8, ::1), private (10/8, 172.16/12, 192.168/16), link-local
 * (169.254/16, fe80::/10), the cloud metadata address 169.254.169.254, CGNAT (100.64/10),
 * unique-local IPv6 (fc00::/7), unspecified, multicast and reserved ranges are refused; an IPv4
 * address carried in IPv6 (::ffff:a.b.c.d, 64:ff9b::/96) is judged as that IPv4 address.
 */
export function classifyAddress(address: string): AddressClass {
  const ipv4 = parseIpv4(address);
  if (ipv4) return classifyIpv4(ipv4);
  const groups = parseIpv6(address);
  if (!groups) return 'invalid';
  const [g0, g1, g2, g3, g4, g5, g6, g7] = groups as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const embedded = [g6 >> 8, g6 & 0xff, g7 >> 8, g7 & 0xff];
  const zeroHead = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroHead && g5 === 0xffff) return classifyIpv4(embedded);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) {
    return classifyIpv4(embedded);
  }
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 0) return 'unspecified';
  if (zeroHead && g5 === 0 && g6 === 0 && g7 === 1) return 'loopback';
  if ((g0 & 0xffc0) === 0xfe80) return 'link-local';
  if ((g0 & 0xfe00) === 0xfc00) return 'unique-local';
  if ((g0 & 0xff00) === 0xff00) return 'multicast';
  // Global unicast is 2000::/3, less the documentation block 2001:db8::/32.
  if ((g0 & 0xe000) !== 0x2000 || (g0 === 0x2001 && g1 === 0x0db8)) return 'reserved';
  return 'public';
}

/**
 * Whether every address a host name resolved to is public: one private address among public ones
 * refuses the link, since the connection could be made to it.
 */
export function allAddressesPublic(addresses: readonly string[]): boolean {
  return (
    addresses.length > 0 && addresses.every((address) => classifyAddress(address) === 'public')
  );
}

/** Whether an answer's Content-Type is an HTML page (text/html or application/xhtml+xml). */
export function isPreviewableContentType(contentType: string | null | undefined): boolean {
  const media = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return media === 'text/html' || media === 'application/xhtml+xml';
}

/**
 * The image types a preview's logo may be, as its bytes show (DECISIONS.md "Link preview logos:
 * icons and SVG"): the raster images, Windows icons (`image/x-icon`, which servers also call
 * `image/vnd.microsoft.icon`) and SVG only when `isInertSvg` finds nothing in it that could run or
 * load anything.
 */
export const LINK_PREVIEW_LOGO_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/x-icon',
  'image/svg+xml',
] as const;

/** A Windows icon: reserved 0, type 1 (icon), at least one image in its directory. */
function isIcon(bytes: Uint8Array): boolean {
  return (
    bytes.length >= 22 &&
    bytes[0] === 0 &&
    bytes[1] === 0 &&
    bytes[2] === 1 &&
    bytes[3] === 0 &&
    (bytes[4]! | (bytes[5]! << 8)) > 0
  );
}

/** The SVG elements a logo may hold: shapes, groups, paints and texts — nothing that runs or loads. */
const INERT_SVG_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'metadata',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'symbol',
  'text',
  'tspan',
]);

/** One tag: its name and attributes, every attribute quoted (XML), no `<` inside. */
const SVG_TAG =
  /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z_:][\w:.-]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>/y;
const SVG_ATTRIBUTE = /([A-Za-z_:][\w:.-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g;

/** Whether one attribute can neither run script nor make the image load something. */
function isInertAttribute(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (lower.startsWith('on')) return false;
  // Entities and escapes could spell `javascript:` or `url(` out of sight: none in a logo's values.
  if (/[&\\]/.test(value)) return false;
  if (lower === 'href' || lower === 'xlink:href') return value.trim().startsWith('#');
  if (lower === 'xmlns' || lower.startsWith('xmlns:')) return true;
  if (/javascript:|data:|@import|expression\(/i.test(value)) return false;
  // A paint or clip may point inside the image (`url(#gradient)`), never outside it.
  return !/url\(\s*(?!['"]?#)/i.test(value);
}

/**
 * Whether an SVG document is inert (DECISIONS.md "Link preview logos: icons and SVG"): one `<svg>`
 * root of the shape and paint elements only (no script, foreignObject, image, use, style, a,
 * animation), no event handler attribute, links only to fragments of itself, no `url()` outside
 * it, no DOCTYPE or entities, no processing instruction but the XML declaration. A logo that is
 * not is dropped: nothing is repaired.
 */
export function isInertSvg(text: string): boolean {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml\s[^<>]*\?>/, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .trim();
  if (!body.startsWith('<svg') || /<[!?]/.test(body)) return false;
  const open: string[] = [];
  let at = 0;
  let closedRoot = false;
  while (at < body.length) {
    const next = body.indexOf('<', at);
    if (next < 0) break;
    if (closedRoot) return false;
    SVG_TAG.lastIndex = next;
    const tag = SVG_TAG.exec(body);
    if (!tag) return false;
    const [whole, closing, name = '', attributes = '', selfClosing] = tag;
    if (!INERT_SVG_ELEMENTS.has(name)) return false;
    if (closing) {
      if (attributes !== '' || selfClosing || open.pop() !== name) return false;
    } else {
      if (open.length === 0 && name !== 'svg') return false;
      for (const [, attribute = '', double, single] of attributes.matchAll(SVG_ATTRIBUTE)) {
        if (!isInertAttribute(attribute, double ?? single ?? '')) return false;
      }
      if (!selfClosing) open.push(name);
    }
    if (open.length === 0) closedRoot = true;
    at = next + whole.length;
  }
  return closedRoot && body.slice(at).trim() === '';
}

/**
 * Bytes read as strict UTF-8, or undefined when they are not UTF-8. The caller's (the gateway's
 * `TextDecoder`): domain uses no Web or Node global, so that the published ui's copy of its
 * declarations builds without DOM or Node types.
 */
export type Utf8Decoder = (bytes: Uint8Array) => string | undefined;

/**
 * The image type of a logo by its bytes (not by what the server said), or undefined when it may
 * not be shown: PNG, JPEG, GIF, WebP, a Windows icon (`image/x-icon`), or an inert SVG
 * (`image/svg+xml`, `isInertSvg`, on the text `decodeUtf8` reads). Pass the whole logo: an SVG is
 * judged on all of it.
 */
export function previewLogoType(bytes: Uint8Array, decodeUtf8: Utf8Decoder): string | undefined {
  if (isIcon(bytes)) return 'image/x-icon';
  const type = sniffMimeType(bytes.subarray(0, 64));
  if (type !== undefined && (LINK_PREVIEW_LOGO_TYPES as readonly string[]).includes(type)) {
    return type;
  }
  const text = decodeUtf8(bytes);
  return text !== undefined && isInertSvg(text) ? 'image/svg+xml' : undefined;
}

const WEB_ADDRESS = /https?:\/\/[^\s<>"']+/gi;

/**
 * The web addresses of a message, in order, without a sentence's closing punctuation: the first
 * one is the link a message previews.
 */
export function messageLinks(text: string | null | undefined): string[] {
  return [...(text ?? '').matchAll(WEB_ADDRESS)].map((match) =>
    match[0].replace(/[.,;:!?)]+$/, ''),
  );
}

/** What a page tells of itself, as plain text (the logo as written in the page). */
export interface ExtractedPreview {
  title: string | null;
  description: string | null;
  /** The og:image, else the icon's href, as written (relative addresses are resolved by the caller). */
  logo: string | null;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  agrave: 'à',
  egrave: 'è',
  eacute: 'é',
  igrave: 'ì',
  ograve: 'ò',
  ugrave: 'ù',
  Agrave: 'À',
  Egrave: 'È',
  Eacute: 'É',
  laquo: '«',
  raquo: '»',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  euro: '€',
  copy: '©',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});?/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return valid ? String.fromCodePoint(code) : '\uFFFD';
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

/**
 * A page's text made plain: entities decoded, anything shaped like markup removed, control
 * characters dropped, white space collapsed, cut to `maxLength` characters; null when empty.
 */
export function plainPreviewText(raw: string | null | undefined, maxLength: number): string | null {
  if (raw === null || raw === undefined) return null;
  const text = decodeEntities(raw)
    // Decoded once more: '&lt;b&gt;' in an attribute is markup the page meant as text, still markup.
    .replace(/<[^>]*>?/g, ' ')
    .replace(/[<>]/g, ' ')
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text === '') return null;
  const characters = [...text];
  return characters.length <= maxLength
    ? text
    : `${characters
        .slice(0, maxLength - 1)
        .join('')
        .trimEnd()}…`;
}

/** The attributes of a start tag's inside (`name="value" other='x' flag`), names lower-cased. */
function attributesOf(inside: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (const match of inside.matchAll(pattern)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

/**
 * The title, description and logo of an HTML page (Open Graph first: og:title, og:description,
 * og:image; then the <title>, the description meta and the icon link), as plain text. A careful
 * minimal extractor rather than an HTML parser (none is a dependency of the workspace): comments,
 * scripts, styles and templates are removed first, so that nothing inside them counts; only
 * <meta>, <link> and the first <title> are read.
 */
export function extractLinkPreview(html: string): ExtractedPreview {
  const page = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(
      /<(script|style|template|noscript|textarea|xmp)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi,
      ' ',
    );
  const meta = new Map<string, string>();
  const icons: { rel: string; href: string }[] = [];
  for (const tag of page.matchAll(/<(meta|link)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const attributes = attributesOf(tag[2]!);
    if (tag[1]!.toLowerCase() === 'meta') {
      const key = (attributes.get('property') ?? attributes.get('name') ?? '').toLowerCase();
      const content = attributes.get('content');
      if (key !== '' && content !== undefined && !meta.has(key)) meta.set(key, content);
    } else {
      const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributes.get('href');
      if (href && (rel.includes('icon') || rel.includes('apple-touch-icon'))) {
        icons.push({ rel: rel.join(' '), href });
      }
    }
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(page)?.[1];
  const { titleMaxLength, descriptionMaxLength, logoUrlMaxLength } = LINK_PREVIEW_LIMITS;
  const title =
    plainPreviewText(meta.get('og:title'), titleMaxLength) ??
    plainPreviewText(meta.get('twitter:title'), titleMaxLength) ??
    plainPreviewText(titleTag, titleMaxLength);
  const description =
    plainPreviewText(meta.get('og:description'), descriptionMaxLength) ??
    plainPreviewText(meta.get('twitter:description'), descriptionMaxLength) ??
    plainPreviewText(meta.get('description'), descriptionMaxLength);
  const icon = icons.find((candidate) => candidate.rel.includes('apple-touch-icon')) ?? icons[0];
  const logoRaw = decodeEntities(meta.get('og:image') ?? icon?.href ?? '').trim();
  const logo = logoRaw === '' || logoRaw.length > logoUrlMaxLength ? null : logoRaw;
  return { title, description, logo };
}
