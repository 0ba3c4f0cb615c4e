import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.ts';
import { safeLink } from './safeUrl.ts';

describe('changelog markdown (002 §2.5 "The content is rendered from markdown"): user text is rendered as text, no raw HTML, no javascript: links', () => {
  it('reads headings, paragraphs, lists, quotes, code and rules', () => {
    const blocks = parseMarkdown(
      '# Novità\n\nPrima riga\nseconda riga\n\n- uno\n- due\n\n1. primo\n\n> nota\n\n```\ncodice <b>\n```\n\n---',
    );
    expect(blocks.map((block) => block.type)).toEqual([
      'heading',
      'paragraph',
      'list',
      'list',
      'quote',
      'code',
      'rule',
    ]);
    expect(blocks[1]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Prima riga seconda riga' }],
    });
    expect(blocks[5]).toEqual({ type: 'code', text: 'codice <b>' });
  });

  it('keeps raw HTML as text, never as markup', () => {
    expect(parseMarkdown('<script>alert(1)</script> <img src=x onerror=alert(1)>')).toEqual([
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: '<script>alert(1)</script> <img src=x onerror=alert(1)>' },
        ],
      },
    ]);
  });

  it('makes links only of http, https, mailto and site paths; a javascript: link stays text', () => {
    expect(parseInline('[qui](javascript:alert(1))')).toEqual([{ type: 'text', text: 'qui' }]);
    expect(parseInline('[a](https://portineria.example/x)')).toEqual([
      {
        type: 'link',
        link: { kind: 'external', href: 'https://portineria.example/x' },
        children: [{ type: 'text', text: 'a' }],
      },
    ]);
    expect(parseInline('**grassetto** e *corsivo* e `x`')).toEqual([
      { type: 'strong', children: [{ type: 'text', text: 'grassetto' }] },
      { type: 'text', text: ' e ' },
      { type: 'emphasis', children: [{ type: 'text', text: 'corsivo' }] },
      { type: 'text', text: ' e ' },
      { type: 'code', text: 'x' },
    ]);
  });
});

describe('safeLink: links only to http, https, mailto and the app’s own paths, never javascript:', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '//evil.example',
    '/\\evil.example',
    '',
  ])('refuses %j', (href) => {
    expect(safeLink(href)).toBeUndefined();
  });

  it('accepts site paths, anchors, http, https and mailto', () => {
    expect(safeLink('/ORG/dashboard')).toEqual({ kind: 'internal', href: '/ORG/dashboard' });
    expect(safeLink('#sezione')).toEqual({ kind: 'internal', href: '#sezione' });
    expect(safeLink('https://a.example/b')).toEqual({
      kind: 'external',
      href: 'https://a.example/b',
    });
    expect(safeLink('mailto:help@a.example')).toEqual({
      kind: 'external',
      href: 'mailto:help@a.example',
    });
  });
});
