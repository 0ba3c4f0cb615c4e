/**
 * The gateway's fetch of a chat link's page for its preview (DECISIONS.md "Link previews of chat
 * messages"): the browser never reaches the linked site. Every rule — schemes and ports, the
 * addresses refused, the limits, what is read out of a page — is domain's; this file does the I/O.
 *
 * A host name is resolved once (every address it has), every address is checked, and the
 * connection is made to the checked address: the socket's lookup is pinned to it, so a second
 * resolution cannot swap in a private address (DNS rebinding). Each redirect is checked the same
 * way before it is followed, at most `maxRedirects` times. The whole fetch, logo included, stops
 * at `timeoutMs`.
 */
import {
  LINK_PREVIEW_LIMITS,
  allAddressesPublic,
  checkLinkTarget,
  classifyAddress,
  extractLinkPreview,
  isPreviewableContentType,
  previewLogoType,
} from '@portineria/domain';
import type { LinkPreviewRefusal } from '@portineria/domain';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import type { IncomingMessage, RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** How a preview fetch is limited; the defaults are domain's `LINK_PREVIEW_LIMITS`. */
export interface LinkPreviewFetchOptions {
  /**
   * Origins (`http://127.0.0.1:4321`) fetched although their address or port would be refused:
   * only tests set it, to reach a page they serve on the loopback interface. Empty by default.
   */
  allowedOrigins?: readonly string[];
  /** The whole fetch in ms (5 000; tests shorten it rather than wait). */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** The resolver (every address of a name); dns.lookup by default. */
  lookup?: (hostname: string) => Promise<LookupAddress[]>;
}

/** A page's preview, its texts plain, its logo inline (a data: address) or null. */
export interface FetchedLinkPreview {
  ok: true;
  /** The address the page was finally read at, after redirects. */
  url: string;
  title: string | null;
  description: string | null;
  logo: string | null;
}

/** A link not previewed, and why. */
export interface RefusedLinkPreview {
  ok: false;
  reason: LinkPreviewRefusal;
}

export type LinkPreviewOutcome = FetchedLinkPreview | RefusedLinkPreview;

class Refused extends Error {
  constructor(readonly reason: LinkPreviewRefusal) {
    super(reason);
  }
}

async function resolveAll(
  hostname: string,
  lookup: LinkPreviewFetchOptions['lookup'],
): Promise<LookupAddress[]> {
  const literal = hostname.replace(/^\[|\]$/g, '');
  if (classifyAddress(literal) !== 'invalid') {
    return [{ address: literal, family: literal.includes(':') ? 6 : 4 }];
  }
  try {
    const addresses = lookup
      ? await lookup(hostname)
      : await dnsLookup(hostname, { all: true, verbatim: true });
    if (addresses.length === 0) throw new Refused('dns');
    return addresses;
  } catch (error) {
    if (error instanceof Refused) throw error;
    throw new Refused('dns');
  }
}

/** What one request answered: the response, read no further than its headers. */
function open(
  url: URL,
  pinned: LookupAddress,
  accept: string,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const options: RequestOptions = {
    method: 'GET',
    protocol: url.protocol,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port === '' ? undefined : Number(url.port),
    path: `${url.pathname}${url.search}`,
    headers: {
      accept,
      'accept-encoding': 'identity',
      'user-agent': 'PortineriaLinkPreview/1.0',
    },
    agent: false,
    signal,
    // The checked address, never a second resolution (DNS rebinding).
    lookup: (_hostname, lookupOptions, callback) => {
      const all = typeof lookupOptions === 'object' && lookupOptions?.all === true;
      if (all) (callback as (e: null, a: LookupAddress[]) => void)(null, [pinned]);
      else
        (callback as (e: null, a: string, f: number) => void)(null, pinned.address, pinned.family);
    },
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(options, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new Refused('too-large');
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new Refused('too-large');
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Follows a link to the answer it ends at (redirects checked and counted), the answer's headers
 * read: every address is checked before it is connected to.
 */
async function follow(
  start: URL,
  accept: string,
  signal: AbortSignal,
  options: Required<Omit<LinkPreviewFetchOptions, 'lookup'>> &
    Pick<LinkPreviewFetchOptions, 'lookup'>,
): Promise<{ url: URL; response: IncomingMessage }> {
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const allowed = options.allowedOrigins.includes(url.origin);
    if (!allowed) {
      const refusal = checkLinkTarget(url);
      if (refusal) throw new Refused(refusal);
    }
    const addresses = await resolveAll(url.hostname, options.lookup);
    if (!allowed && !allAddressesPublic(addresses.map((entry) => entry.address))) {
      throw new Refused('address');
    }
    const response = await open(url, addresses[0]!, accept, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location) {
      response.destroy();
      if (redirects >= options.maxRedirects) throw new Refused('redirects');
      try {
        url = new URL(location, url);
      } catch {
        throw new Refused('scheme');
      }
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new Refused('status');
    }
    return { url, response };
  }
}

/** Bytes as strict UTF-8, or undefined when they are not (domain's `Utf8Decoder` for a logo). */
export function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function decode(body: Buffer, contentType: string | undefined): string {
  const charset = /charset\s*=\s*"?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** What a logo fetch accepts (DECISIONS.md "Link preview logos: icons and SVG"). */
const LOGO_ACCEPT =
  'image/png,image/jpeg,image/gif,image/webp,image/x-icon,image/vnd.microsoft.icon,image/svg+xml';

/**
 * The logo as a data: address, or null when it cannot be read as an allowed image. An SVG is
 * only ever answered this way, inside the preview's JSON: the web app shows it through an
 * `<img>`, where an SVG runs no script and loads nothing (DECISIONS.md "Link preview logos: icons
 * and SVG").
 */
async function fetchLogo(
  address: string,
  base: URL,
  signal: AbortSignal,
  options: Parameters<typeof follow>[3],
): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    return null;
  }
  try {
    // The page's own guards: every address checked, the same redirects, the same time limit.
    const { response } = await follow(url, LOGO_ACCEPT, signal, options);
    const body = await readBody(response, LINK_PREVIEW_LIMITS.logoMaxBytes);
    // By its bytes, not by what the server called it; an SVG only when nothing in it can run.
    const type = previewLogoType(body, strictUtf8);
    return type ? `data:${type};base64,${body.toString('base64')}` : null;
  } catch {
    // A page is previewed without its logo rather than not at all.
    return null;
  }
}

/**
 * The preview of a link: the page fetched as DECISIONS.md "Link previews of chat messages" says,
 * or why it was not.
 */
export async function fetchLinkPreview(
  link: string,
  fetchOptions: LinkPreviewFetchOptions = {},
): Promise<LinkPreviewOutcome> {
  const options = {
    allowedOrigins: fetchOptions.allowedOrigins ?? [],
    timeoutMs: fetchOptions.timeoutMs ?? LINK_PREVIEW_LIMITS.timeoutMs,
    maxBytes: fetchOptions.maxBytes ?? LINK_PREVIEW_LIMITS.maxBytes,
    maxRedirects: fetchOptions.maxRedirects ?? LINK_PREVIEW_LIMITS.maxRedirects,
    ...(fetchOptions.lookup ? { lookup: fetchOptions.lookup } : {}),
  };
  let start: URL;
  try {
    start = new URL(link);
  } catch {
    return { ok: false, reason: 'scheme' };
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs);
  try {
    const { url, response } = await follow(
      start,
      'text/html,application/xhtml+xml',
      controller.signal,
      options,
    );
    const contentType = response.headers['content-type'];
    if (!isPreviewableContentType(contentType)) {
      response.destroy();
      return { ok: false, reason: 'content-type' };
    }
    const body = await readBody(response, options.maxBytes);
    const extracted = extractLinkPreview(decode(body, contentType));
    const logo = extracted.logo
      ? await fetchLogo(extracted.logo, url, controller.signal, options)
      : null;
    return {
      ok: true,
      url: url.href,
      title: extracted.title,
      description: extracted.description,
      logo,
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    if (controller.signal.aborted) return { ok: false, reason: 'timeout' };
    return { ok: false, reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
