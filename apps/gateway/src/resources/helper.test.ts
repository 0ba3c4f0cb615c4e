import { describe, expect, it } from 'vitest';
import { markdownToSafeHtml } from './helper.ts';

describe('markdownToSafeHtml', () => {
  it('002 §7.2: "read its body export view" — headings, lists, quotes and paragraphs as HTML', () => {
    const html = markdownToSafeHtml(
      '# Titolo\n\nUn **grassetto** e un *corsivo*.\n\n- uno\n- due\n\n> Nota',
    );
    expect(html).toBe(
      [
        '<h1>Titolo</h1>',
        '<p>Un <strong>grassetto</strong> e un <em>corsivo</em>.</p>',
        '<ul><li>uno</li><li>due</li></ul>',
        '<blockquote><p>Nota</p></blockquote>',
      ].join('\n'),
    );
  });

  it('escapes every markup of the stored text: only the renderer adds tags', () => {
    const html = markdownToSafeHtml(
      '## <img src=x onerror="alert(1)">\n<script>alert(`x`)</script> & \'apici\'',
    );
    expect(html).not.toMatch(/<(img|script)/);
    expect(html).toBe(
      '<h2>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</h2>\n' +
        '<p>&lt;script&gt;alert(&#96;x&#96;)&lt;/script&gt; &amp; &#39;apici&#39;</p>',
    );
  });
});
