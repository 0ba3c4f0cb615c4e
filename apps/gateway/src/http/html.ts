/**
 * The gateway's few HTML pages (login, notifications, home): user text always goes through
 * `escapeHtml`; no inline script or style, so the CSP can forbid both.
 */

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"'`]/g,
    (character) => HTML_ESCAPES[character] ?? character,
  );
}

/**
 * A page of the gateway: `body` must already be escaped HTML; `description` and `robots` become
 * their meta tags (the public building page is indexed; its 404 is not).
 */
export function htmlPage(options: {
  title: string;
  body: string;
  scripts?: string[];
  description?: string;
  robots?: string;
  /** Stylesheets after the common one (same origin: the CSP allows only 'self'). */
  stylesheets?: string[];
}): string {
  const scripts = (options.scripts ?? [])
    .map((source) => `<script src="${escapeHtml(source)}" defer></script>`)
    .join('');
  return `<!doctype html>
<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(options.title)}</title>
${options.description ? `<meta name="description" content="${escapeHtml(options.description)}">\n` : ''}${options.robots ? `<meta name="robots" content="${escapeHtml(options.robots)}">\n` : ''}<link rel="stylesheet" href="/auth/assets/auth.css">
${(options.stylesheets ?? []).map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">\n`).join('')}${scripts}
</head>
<body>
${options.body}
</body>
</html>
`;
}
