import type { Profile } from '@portineria/domain';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { field, PLAIN_FORMATS, relation, type PlainFormat } from './entityFields.ts';
import { presentField, type FieldRecord, type PresentationContext } from './fieldValue.ts';

// The ui components and styles are stood in for by markup naming the component and its key
// props: vanilla-extract styles need the build's plugin, and what is checked here is which ui
// component shows which presentation (the components are tested in ui, the screen end to end).
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
    SupplierBadge: stub('SupplierBadge', (props) => (props.supplier as { vat: unknown }).vat),
    TicketStatus: stub('TicketStatus', (props) => (props.ticket as { status: string }).status),
  };
});
vi.mock('./RelationValue.tsx', () => ({
  RelationValue: (props: { presentation: { relation: string; name?: string } }) =>
    createElement(
      'span',
      { 'data-ui': 'RelationValue' },
      `${props.presentation.relation}:${props.presentation.name ?? ''}`,
    ),
}));
vi.mock('./entityScreens.css.ts', () => ({
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

const PROFILE = { uid: 'portineria:usr:7', role: 'usr_3' } as Profile;

function render(record: FieldRecord, format: PlainFormat): string {
  return renderToStaticMarkup(
    createElement(FieldValueView, {
      presentation: presentField(field('value', 'field.object', format), record, CONTEXT),
      context: CONTEXT,
      profile: PROFILE,
      roleType: 'USR',
    }),
  );
}

/** A value of each format and what its markup must hold: the ui component or the text. */
const EXPECTED = {
  text: [{ value: 'Perdita tubo' }, 'Perdita tubo'],
  multiline: [{ value: 'Riga uno\nRiga due' }, 'class="multiline">Riga uno\nRiga due'],
  number: [{ value: 12 }, '12'],
  date: [{ value: '2026-03-05' }, 'data-ui="DateTime">[&quot;2026-03-05&quot;,&quot;date&quot;]'],
  datetime: [{ value: '2026-03-05T14:30:00' }, '&quot;dateTime&quot;]'],
  money: [{ value: 1234.5 }, 'data-ui="Money">1234.5'],
  boolean: [{ value: false }, 'No'],
  tags: [{ value: 'Ascensori,Montacarichi' }, 'data-ui="Chip">[&quot;Montacarichi&quot;'],
  color: [{ value: '#2E7D32' }, 'background-color:#2E7D32'],
  note: [{ value: null }, 'class="muted">Nessuna nota da visualizzare'],
  orderStatus: [
    { value: 'OPEN', status: 'OPEN', isRead: true },
    'data-ui="OrderChips">[&quot;OPEN&quot;,&quot;usr_3&quot;]',
  ],
  orderCategory: [{ value: 'ODS' }, 'Ordine'],
  orderPriority: [{ value: 2 }, '[&quot;Urgente&quot;,&quot;error&quot;]'],
  ticketStatus: [{ value: 'OPEN', status: 'OPEN' }, 'data-ui="TicketStatus">&quot;OPEN&quot;'],
  ticketPriority: [{ value: 'NORMAL' }, 'Normale'],
  supplierBadge: [{ value: 'x', vat: null }, 'data-ui="SupplierBadge">null'],
  buildingCategory: [{ value: false }, 'Condominio'],
  buildingStatus: [{ value: 'disabled' }, '[&quot;Disabilitato&quot;,&quot;error&quot;]'],
  employeeStatus: [{ value: 0 }, 'Disabilitato'],
  employeeRegistration: [{ value: null }, '[&quot;Non registrato&quot;,&quot;warning&quot;]'],
  claimStatus: [{ value: 'OPEN' }, 'Aperto'],
  activityStatus: [{ value: 'WORKING' }, 'In lavorazione'],
  taskStatus: [{ value: 1 }, 'Registrato'],
  folderStatus: [{ value: 3 }, 'Mancante'],
  criticality: [{ value: 3 }, 'data-ui="CriticalityIndicator">3'],
  attachments: [{ value: [{ status: 1 }] }, 'COMPLETATA'],
  calendarStatus: [{ value: 0 }, 'Da fare'],
  communicationOpened: [{ value: 'x', usr_openedInportineria: false }, 'No'],
  buildingList: [{ value: [3] }, 'n. 3'],
  pollOptions: [{ value: [{ label: 'Astenuto', votes: 1 }] }, 'Astenuto: 1 voto'],
  quoteProgress: [{ value: { got: 2, requests: 2 } }, '100%'],
} satisfies Record<PlainFormat, [FieldRecord, string]>;

describe('the value of a detail field, rendered', () => {
  it.each(PLAIN_FORMATS)('the %s format renders with its ui component or text', (format) => {
    const [record, expected] = EXPECTED[format];

    expect(render(record, format)).toContain(expected);
  });

  it("a missing value renders '-'", () => {
    expect(render({}, 'date')).toBe('<span data-empty="">-</span>');
  });

  it('002 §4.1: the status name is not repeated when a chip already says it', () => {
    const draft = render({ value: 'DRAFT', status: 'DRAFT' }, 'orderStatus');

    expect(draft).not.toContain('data-ui="Chip"');
    expect(draft).toContain('data-ui="OrderChips"');
  });

  it('a relation is handed to RelationValue with its name', () => {
    const markup = renderToStaticMarkup(
      createElement(FieldValueView, {
        presentation: presentField(
          relation('org_buildings', '_building', 'building', 'field.building'),
          { _building: 1, org_buildings: { id: 1, name: 'Condominio Via Manzoni 12' } },
          CONTEXT,
        ),
        context: CONTEXT,
        profile: PROFILE,
        roleType: 'USR',
      }),
    );

    expect(markup).toBe('<span data-ui="RelationValue">building:Condominio Via Manzoni 12</span>');
  });
});
