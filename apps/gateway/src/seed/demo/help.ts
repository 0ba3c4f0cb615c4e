/**
 * Demo changelog and help pages (texts in `../content.ts`).
 * Part of the demo data (`../demo.ts` runs the parts in order).
 */
import { CHANGELOG, HELPER_PAGES } from '../content.ts';
import type { SeedClock } from '../clock.ts';
import type { Db } from './shared.ts';

/** Inserts this part's rows. */
export async function seedHelpContent(db: Db, clock: SeedClock): Promise<void> {
  const { at } = clock;

  // --- Changelog and help pages ---------------------------------------------------------------
  await db
    .insertInto('changelog_entries')
    .values(
      CHANGELOG.map((entry) => ({
        channel: 'web',
        version: entry.version,
        title: entry.title,
        body_markdown: entry.body,
        published_at: at(-entry.daysAgo, 8),
      })),
    )
    .execute();
  await db
    .insertInto('helper_pages')
    .values(
      HELPER_PAGES.map((page) => ({
        page_key: page.pageKey,
        title: page.title,
        body: page.body,
        app_namespace: page.appNamespace,
      })),
    )
    .execute();
}
