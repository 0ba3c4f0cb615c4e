/**
 * Content the app did not write, shown without ever injecting HTML: markdown from its parsed tree
 * (`parseMarkdown`) and HTML fragments (helper pages) parsed inertly and rebuilt as React elements
 * from an allow-list of tags, without attributes except a `safeLink` href. Scripts, styles,
 * frames, forms, images and event handlers never reach the page.
 */
import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { parseMarkdown, type MarkdownBlock, type MarkdownInline } from './markdown.ts';
import { safeLink, type SafeLink } from './safeUrl.ts';

function SafeAnchor({ link, children }: { link: SafeLink; children: ReactNode }) {
  if (link.kind === 'internal' && link.href.startsWith('/')) {
    return <Link to={link.href}>{children}</Link>;
  }
  if (link.kind === 'internal') return <a href={link.href}>{children}</a>;
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" referrerPolicy="no-referrer">
      {children}
    </a>
  );
}

function inlines(pieces: MarkdownInline[]): ReactNode {
  return pieces.map((piece, index) => {
    switch (piece.type) {
      case 'text':
        return <Fragment key={index}>{piece.text}</Fragment>;
      case 'code':
        return <code key={index}>{piece.text}</code>;
      case 'strong':
        return <strong key={index}>{inlines(piece.children)}</strong>;
      case 'emphasis':
        return <em key={index}>{inlines(piece.children)}</em>;
      case 'link':
        return (
          <SafeAnchor key={index} link={piece.link}>
            {inlines(piece.children)}
          </SafeAnchor>
        );
      default:
        return piece satisfies never;
    }
  });
}

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const HEADING_TAGS: readonly HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

/** The heading tag of a markdown level, so the document's top level sits at `topLevel`. */
function headingTag(level: number, minimumLevel: number, topLevel: number): HeadingTag {
  const shifted = Math.min(6, Math.max(2, topLevel + level - minimumLevel));
  return HEADING_TAGS[shifted - 2] ?? 'h6';
}

/**
 * A markdown document as React elements. `topLevel` is the heading level its biggest heading
 * takes (3 under a page's h2), so headings never skip a level.
 */
export function Markdown({
  source,
  topLevel = 3,
  className,
}: {
  source: string;
  topLevel?: number;
  className?: string;
}) {
  const blocks: MarkdownBlock[] = parseMarkdown(source);
  const levels = blocks.flatMap((block) => (block.type === 'heading' ? [block.level] : []));
  const minimumLevel = levels.length > 0 ? Math.min(...levels) : 1;
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'heading': {
            const Tag = headingTag(block.level, minimumLevel, topLevel);
            return <Tag key={index}>{inlines(block.children)}</Tag>;
          }
          case 'paragraph':
            return <p key={index}>{inlines(block.children)}</p>;
          case 'quote':
            return <blockquote key={index}>{inlines(block.children)}</blockquote>;
          case 'code':
            return (
              <pre key={index}>
                <code>{block.text}</code>
              </pre>
            );
          case 'rule':
            return <hr key={index} />;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>{inlines(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return block satisfies never;
        }
      })}
    </div>
  );
}

/** Tags kept from an HTML fragment (without any attribute but a checked href). */
const KEPT_TAGS = new Set([
  'p',
  'br',
  'hr',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'span',
  'div',
  'section',
  'article',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
]);
/** Tags dropped with everything inside them. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'template',
  'noscript',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'img',
  'video',
  'audio',
  'source',
  'picture',
  'canvas',
  'head',
  'title',
]);
const VOID_TAGS = new Set(['br', 'hr']);

/**
 * The React elements of an HTML node's children: allowed tags without their attributes, `<a>`
 * with a `safeLink` href only, headings moved under `topLevel`, anything else unwrapped to its
 * text. Exported for the helper page and drawer.
 */
function htmlChildren(node: Node, topLevel: number, keyPrefix: string): ReactNode[] {
  const result: ReactNode[] = [];
  node.childNodes.forEach((child, index) => {
    const key = `${keyPrefix}.${index}`;
    if (child.nodeType === 3) {
      result.push(<Fragment key={key}>{child.nodeValue}</Fragment>);
      return;
    }
    if (child.nodeType !== 1) return;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) return;
    const inner = VOID_TAGS.has(tag) ? [] : htmlChildren(element, topLevel, key);
    if (!KEPT_TAGS.has(tag)) {
      result.push(<Fragment key={key}>{inner}</Fragment>);
      return;
    }
    if (tag === 'a') {
      const link = safeLink(element.getAttribute('href') ?? '');
      result.push(
        link ? (
          <SafeAnchor key={key} link={link}>
            {inner}
          </SafeAnchor>
        ) : (
          <Fragment key={key}>{inner}</Fragment>
        ),
      );
      return;
    }
    const heading = /^h([1-6])$/.exec(tag);
    const Tag = (heading ? headingTag(Number(heading[1]), 1, topLevel) : tag) as 'div';
    result.push(VOID_TAGS.has(tag) ? <Tag key={key} /> : <Tag key={key}>{inner}</Tag>);
  });
  return result;
}

/** An HTML fragment from the network, parsed inertly (DOMParser: no script runs, nothing loads) and rebuilt safely. */
export function SafeHtml({
  html,
  topLevel = 3,
  className,
}: {
  html: string;
  topLevel?: number;
  className?: string;
}) {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return <div className={className}>{htmlChildren(document.body, topLevel, 'h')}</div>;
}
