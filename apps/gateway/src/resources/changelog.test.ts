import { describe, expect, it } from 'vitest';
import { changelogMarkdown } from './changelog.ts';

describe('changelogMarkdown', () => {
  it('002 §2.5: one markdown document, an entry heading per version and its body one level down', () => {
    const markdown = changelogMarkdown([
      {
        version: '2.0.0',
        title: 'Nuova versione',
        body_markdown: '## Novità\n\n- Prima voce',
        published_at: '2026-03-02T10:00:00.000Z',
      },
      {
        version: '1.9.0',
        title: 'Correzioni',
        body_markdown: '- Seconda voce',
        published_at: '2026-02-01T10:00:00.000Z',
      },
    ]);
    expect(markdown).toBe(
      '## 2.0.0 — Nuova versione\n\n*02/03/2026*\n\n### Novità\n\n- Prima voce\n\n' +
        '## 1.9.0 — Correzioni\n\n*01/02/2026*\n\n- Seconda voce\n',
    );
  });
});
