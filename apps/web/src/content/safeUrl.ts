/**
 * The one check of a link from content the app did not write (changelog markdown, helper pages):
 * only http, https and mailto addresses, and paths of this site, are ever made into links, so a
 * `javascript:`, `data:` or `vbscript:` address can never run.
 */

/** What a link becomes: an in-app path, an external address, or nothing (shown as text). */
export type SafeLink = { kind: 'internal'; href: string } | { kind: 'external'; href: string };

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The safe link of a raw address, or undefined when it must not be a link. */
export function safeLink(raw: string): SafeLink | undefined {
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:").
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (href === '') return undefined;
  if (href.startsWith('#')) return { kind: 'internal', href };
  // A single leading slash is a path of this site; '//' and '/\' are other sites.
  if (href.startsWith('/')) {
    return href.startsWith('//') || href.startsWith('/\\') ? undefined : { kind: 'internal', href };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  return ALLOWED_PROTOCOLS.has(url.protocol) ? { kind: 'external', href: url.href } : undefined;
}
