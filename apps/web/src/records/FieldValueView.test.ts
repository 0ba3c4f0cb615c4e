import type { PermissionDecision } from '@portineria/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import {
  presentCriticality,
  presentDate,
  presentMoney,
  presentMultiline,
  presentNote,
  presentOrderPriority,
  presentOrderStatus,
  presentRelation,
  presentSupplierBadge,
  presentTags,
  presentTicketStatus,
  type FieldPresentation,
  type PresentationContext,
} from './presenters.ts';

// The ui components and styles are stood in for by markup naming the component and its key
// props: what is checked here is which ui component shows which presentation, and which link a
// relation gets from the screen's permission decision (the components are tested in ui, the
// screen end to end).
vi.mock('@portineria/ui', () => {
  const stub =
    (name: string, pick: (props: Record<string, unknown>) => unknown) =>
    (props: Record<string, unknown>) =>
      createElement('span', { 'data-ui': name }, JSON.stringify(pick(props)));
  return {
    Chip: stub('Chip', (props) => [props.label, props.tone]),
    CriticalityIndicator: stub('CriticalityIndicator', (props) => props.value),
    DateTime: stub('DateTime', (props) => [props.value, props.format]),
    Money: stub('Money', (props) => props.value),
    OrderChips: stub('OrderChips', (props) => [
      (props.order as { status: string }).status,
      props.role,
    ]),
    RelationChip: stub('RelationChip', (props) => ({
      label: props.label,
      href: props.href,
      allowed: props.allowed,
    })),
    SupplierBadge: stub('SupplierBadge', (props) => (props.supplier as { vat: unknown }).vat),
    TicketStatus: stub('TicketStatus', (props) => (props.ticket as { status: string }).status),
  };
});
vi.mock('./records.css.ts', () => ({
  multiline: 'multiline',
  muted: 'muted',
  chipList: 'chipList',
  colorValue: 'colorValue',
  colorSwatch: 'colorSwatch',
}));

const { FieldValueView } = await import('./FieldValueView.tsx');

const CONTEXT: PresentationContext = {
  role: 'usr_3',
  now: new Date('2026-11-24T10:00:00'),
  product: 'portineria',
  buildings: [],
};

const ALLOWED: PermissionDecision = { state: 'allowed' };

/** The markup of a presentation; relations get `decision` from the screen's batch check. */
function render(
  presentation: FieldPresentation,
  {
    decision,
    roleType,
  }: { decision: PermissionDecision | undefined; roleType: 'ORG' | 'SPL' | 'USR' } = {
    decision: ALLOWED,
    roleType: 'USR',
  },
): string {
  return renderToStaticMarkup(
    createElement(FieldValueView, {
      presentation,
      context: CONTEXT,
      roleType,
      relationDecision: () => decision,
    }),
  );
}

describe('the value of a detail field, rendered with ui components', () => {
  it('renders each presentation with its ui component or its text', () => {
    expect(render(presentMultiline('Riga uno\nRiga due'))).toContain(
      'class="multiline">Riga uno\nRiga due',
    );
    expect(render(presentDate('2026-03-05'))).toContain(
      'data-ui="DateTime">[&quot;2026-03-05&quot;,&quot;date&quot;]',
    );
    expect(render(presentMoney(1234.5))).toContain('data-ui="Money">1234.5');
    expect(render(presentTags('Ascensori,Montacarichi'))).toContain(
      'data-ui="Chip">[&quot;Montacarichi&quot;',
    );
    expect(render(presentNote(null))).toContain('class="muted">Nessuna nota da visualizzare');
    expect(render(presentOrderPriority(2))).toContain('[&quot;Urgente&quot;,&quot;error&quot;]');
    expect(render(presentTicketStatus({ status: 'OPEN' }))).toContain(
      'data-ui="TicketStatus">&quot;OPEN&quot;',
    );
    expect(render(presentSupplierBadge({ vat: null } as never))).toContain(
      'data-ui="SupplierBadge">null',
    );
    expect(render(presentCriticality(3))).toContain('data-ui="CriticalityIndicator">3');
  });

  it("a missing value renders '-'", () => {
    expect(render(presentDate(undefined))).toBe('<span data-empty="">-</span>');
  });

  it("002 §4.1: the order's chips for the role; the status name is not repeated when a chip says it", () => {
    const open = render(presentOrderStatus({ status: 'OPEN', isRead: true }));
    expect(open).toContain('data-ui="OrderChips">[&quot;OPEN&quot;,&quot;usr_3&quot;]');
    expect(open).toContain('[&quot;Aperto&quot;,&quot;info&quot;]');
    const draft = render(presentOrderStatus({ status: 'DRAFT' }));
    expect(draft).not.toContain('data-ui="Chip"');
    expect(draft).toContain('data-ui="OrderChips"');
  });
});

describe('a related record (002 §2.1, §2.2, §6 links wrapped in permission checks)', () => {
  const building = presentRelation(
    'building',
    { id: 1, record: { id: 1, name: 'Condominio Via Manzoni 12', isPrivate: false } },
    CONTEXT,
  );

  it("links to the record's /mod screen when the batch check allows it", () => {
    expect(render(building, { decision: ALLOWED, roleType: 'ORG' })).toContain(
      '&quot;href&quot;:&quot;/ORG/TAB/buildings/condominium/mod/1&quot;',
    );
    expect(render(building, { decision: ALLOWED, roleType: 'SPL' })).toContain(
      '&quot;href&quot;:&quot;/SPL/TAB/buildings/mod/1&quot;',
    );
  });

  it('opens the info dialog instead when the check refuses it', () => {
    const markup = render(building, {
      decision: { state: 'locked', reason: 'not-permitted' } as never,
      roleType: 'ORG',
    });
    expect(markup).toContain('&quot;allowed&quot;:false');
    expect(markup).not.toContain('href');
  });

  it('opens the info dialog where the role has no screen for the record (002 §2.2 Amministratore for SPL)', () => {
    // USR has no building screen.
    const markup = render(building, { decision: ALLOWED, roleType: 'USR' });
    expect(markup).toContain('&quot;allowed&quot;:false');
    expect(markup).not.toContain('href');
    const administrator = presentRelation(
      'administrator',
      { id: 1, name: 'Studio Rossi Amministrazioni' },
      CONTEXT,
    );
    const named = render(administrator, { decision: undefined, roleType: 'SPL' });
    expect(named).toContain('&quot;label&quot;:&quot;Studio Rossi Amministrazioni&quot;');
    expect(named).toContain('&quot;allowed&quot;:false');
  });

  it('shows the name only while the check runs, or where the route lacks a parameter', () => {
    expect(render(building, { decision: undefined, roleType: 'ORG' })).not.toContain('href');
    // A building without its category (not embedded) cannot be linked under /ORG/TAB/buildings.
    const byId = presentRelation('building', { id: 4 }, CONTEXT);
    const markup = render(byId, { decision: ALLOWED, roleType: 'ORG' });
    expect(markup).toContain('&quot;label&quot;:&quot;n. 4&quot;');
    expect(markup).not.toContain('href');
  });
});
