import { describe, expect, it } from 'vitest';
import {
  pinnedCountByGroup,
  pinnedLinkCheckboxState,
  pinnedLinksError,
  togglePinnedLink,
} from './pinnedLinks.ts';

describe('togglePinnedLink', () => {
  it('000 §5: "At most three pinned links" — a fourth is not added', () => {
    const three = ['orders', 'tickets', 'claims'];

    expect(togglePinnedLink(three, 'quotes')).toEqual(three);
  });

  it('000 §2: "pick up to three favourite links" — adds at the end while fewer than three', () => {
    expect(togglePinnedLink([], 'orders')).toEqual(['orders']);
    expect(togglePinnedLink(['orders'], 'tickets')).toEqual(['orders', 'tickets']);
  });

  it('000 §2: unticking a pinned link removes it, even when three are pinned', () => {
    expect(togglePinnedLink(['orders', 'tickets', 'claims'], 'tickets')).toEqual([
      'orders',
      'claims',
    ]);
  });

  it('does not change the list it is given', () => {
    const current = ['orders'];
    togglePinnedLink(current, 'tickets');

    expect(current).toEqual(['orders']);
  });
});

describe('pinnedLinkCheckboxState', () => {
  it('000 §5: "unchecked boxes become disabled once three are selected"', () => {
    const three = ['orders', 'tickets', 'claims'];

    expect(pinnedLinkCheckboxState(three, 'quotes')).toEqual({
      checked: false,
      disabled: true,
      hidden: false,
    });
    expect(pinnedLinkCheckboxState(three, 'orders')).toEqual({
      checked: true,
      disabled: false,
      hidden: false,
    });
    expect(pinnedLinkCheckboxState(['orders'], 'quotes')).toEqual({
      checked: false,
      disabled: false,
      hidden: false,
    });
  });

  it('000 §2: "Links the user may not use are disabled or hidden"', () => {
    expect(pinnedLinkCheckboxState([], 'reports', 'locked')).toEqual({
      checked: false,
      disabled: true,
      hidden: false,
    });
    expect(pinnedLinkCheckboxState([], 'reports', 'hidden')).toEqual({
      checked: false,
      disabled: true,
      hidden: true,
    });
  });
});

describe('pinnedCountByGroup', () => {
  it('000 §2: "grouped by application group with a badge counting pinned links per group"', () => {
    const groups = [
      { group: 'Segreteria', links: ['claims', 'quotes', 'tokens'] },
      { group: 'Operatività', links: ['orders', 'contracts', 'tasks'] },
      { group: 'Analisi', links: ['report'] },
    ];

    expect(pinnedCountByGroup(['claims', 'tokens', 'orders'], groups)).toEqual({
      Segreteria: 2,
      Operatività: 1,
      Analisi: 0,
    });
  });
});

describe('pinnedLinksError', () => {
  const usable = ['orgClaimsList', 'orgSuppliersList', 'orgOrdersList:service', 'orgUnitsList'];

  it('000 §5: "At most three pinned links" — three usable links save, a fourth is refused with the page\'s hint', () => {
    expect(pinnedLinksError(usable.slice(0, 3), usable)).toBeNull();
    expect(pinnedLinksError([], usable)).toBeNull();
    expect(pinnedLinksError(usable, usable)).toBe('Seleziona fino a tre link');
  });

  it('000 §2: "Links the user may not use are disabled" — an unusable link is refused; one already pinned stays', () => {
    expect(pinnedLinksError(['orgReport'], usable)).toBe(
      'Il link orgReport non è tra quelli che puoi fissare.',
    );
    expect(pinnedLinksError(['orgReport', 'orgClaimsList'], usable, ['orgReport'])).toBeNull();
  });

  it('refuses duplicates and anything but a list of strings', () => {
    expect(pinnedLinksError(['orgClaimsList', 'orgClaimsList'], usable)).toBe(
      'Seleziona fino a tre link',
    );
    expect(pinnedLinksError('orgClaimsList', usable)).toBe('Seleziona fino a tre link');
    expect(pinnedLinksError([1], usable)).toBe('Seleziona fino a tre link');
  });
});
