/**
 * A small, safe subset of markdown read into a tree (002 §2.5 "The content is rendered from
 * markdown"): ATX headings, paragraphs, bullet and numbered lists, block quotes, fenced code,
 * rules; inline code, bold, italic and links. The tree holds only text and structure — the
 * renderer makes React elements of it, so raw HTML in the document is shown as text and never
 * interpreted, and links pass `safeLink` (no `javascript:`).
 *
 * Why not a library: markdown-it, marked and micromark produce an HTML string that would have to be
 * injected (and marked does not escape HTML by default); a tree rendered as React elements has no
 * injection point at all, and the changelog needs only this subset.
 */
import { safeLink, type SafeLink } from './safeUrl.ts';

/** An inline piece of text. */
export type MarkdownInline =
  | { type: 'text'; text: string }
  | { type: 'code'; text: string }
  | { type: 'strong'; children: MarkdownInline[] }
  | { type: 'emphasis'; children: MarkdownInline[] }
  | { type: 'link'; link: SafeLink; children: MarkdownInline[] };

/** A block of the document. */
export type MarkdownBlock =
  | { type: 'heading'; level: number; children: MarkdownInline[] }
  | { type: 'paragraph'; children: MarkdownInline[] }
  | { type: 'list'; ordered: boolean; items: MarkdownInline[][] }
  | { type: 'quote'; children: MarkdownInline[] }
  | { type: 'code'; text: string }
  | { type: 'rule' };

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const RULE = /^\s*([-*_])(\s*\1){2,}\s*$/;
const FENCE = /^\s*(```|~~~)/;
const QUOTE = /^\s*>\s?(.*)$/;

/** The inline pieces of a line: code spans first (nothing inside them is markup), then links, bold, italic. */
export function parseInline(text: string): MarkdownInline[] {
  const pieces: MarkdownInline[] = [];
  const pattern =
    /`([^`]+)`|\[([^\]]+)\]\(([^()\s]*(?:\([^()\s]*\)[^()\s]*)*)(?:\s+"[^"]*")?\)|\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|\b_(?!\s)(.+?)_\b/g;
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) pieces.push({ type: 'text', text: text.slice(last, match.index) });
    const [whole, code, label, href, strong1, strong2, emphasis1, emphasis2] = match;
    if (code !== undefined) pieces.push({ type: 'code', text: code });
    else if (label !== undefined) {
      const link = safeLink(href ?? '');
      const children = parseInline(label);
      // An unsafe address keeps its label as plain text: nothing to click.
      if (link) pieces.push({ type: 'link', link, children });
      else pieces.push(...children);
    } else if (strong1 !== undefined || strong2 !== undefined) {
      pieces.push({ type: 'strong', children: parseInline(strong1 ?? strong2 ?? '') });
    } else if (emphasis1 !== undefined || emphasis2 !== undefined) {
      pieces.push({ type: 'emphasis', children: parseInline(emphasis1 ?? emphasis2 ?? '') });
    } else pieces.push({ type: 'text', text: whole });
    last = match.index + whole.length;
  }
  if (last < text.length) pieces.push({ type: 'text', text: text.slice(last) });
  return pieces;
}

/** The blocks of a markdown document. */
export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) {
      blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) });
      paragraph = [];
    }
  };
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (FENCE.test(line)) {
      flush();
      const code: string[] = [];
      for (index += 1; index < lines.length && !FENCE.test(lines[index] ?? ''); index += 1) {
        code.push(lines[index] ?? '');
      }
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }
    if (line.trim() === '') {
      flush();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({
        type: 'heading',
        level: heading[1]?.length ?? 1,
        children: parseInline(heading[2] ?? ''),
      });
      continue;
    }
    if (RULE.test(line)) {
      flush();
      blocks.push({ type: 'rule' });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      flush();
      const ordered = numbered !== null;
      const item = parseInline((bullet ?? numbered)?.[1] ?? '');
      const previous = blocks.at(-1);
      if (previous?.type === 'list' && previous.ordered === ordered) previous.items.push(item);
      else blocks.push({ type: 'list', ordered, items: [item] });
      continue;
    }
    const quote = QUOTE.exec(line);
    if (quote) {
      flush();
      blocks.push({ type: 'quote', children: parseInline(quote[1] ?? '') });
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return blocks;
}
