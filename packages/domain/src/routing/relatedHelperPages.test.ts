import { describe, expect, it } from 'vitest';
import { relatedHelperPages } from './relatedHelperPages.ts';

const PAGES = [
  { key: '000', title: 'Guida generale' },
  { key: '/ORG/OPR/orders', title: 'Ordini' },
  { key: '/ORG/OPR/quotes', title: 'Preventivi' },
  { key: '/ORG/OPR/claims', title: 'Sinistri' },
  { key: '/ORG/TAB/suppliers', title: 'Fornitori' },
  { key: '/ORG/calendar', title: 'Calendario' },
  { key: '/SPL/OPR/orders', title: 'Ordini (fornitore)' },
];

describe('relatedHelperPages', () => {
  it("002 §2.4 'Potrebbero anche interessarti': the same area's pages first, then the role's, then the general guide, never the page itself", () => {
    expect(relatedHelperPages('/ORG/OPR/orders', 'ORG', PAGES).map((page) => page.key)).toEqual([
      '/ORG/OPR/claims',
      '/ORG/OPR/quotes',
      '/ORG/calendar',
      '/ORG/TAB/suppliers',
      '000',
    ]);
  });

  it("002 §2.4: never another role's pages, at most five", () => {
    const related = relatedHelperPages('000', 'SPL', PAGES);
    expect(related.map((page) => page.key)).toEqual(['/SPL/OPR/orders']);
    expect(relatedHelperPages('000', 'ORG', PAGES, 2)).toHaveLength(2);
  });
});
