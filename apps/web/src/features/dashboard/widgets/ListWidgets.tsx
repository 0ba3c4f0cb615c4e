/**
 * The list widgets of the three dashboards, each bound to its api-client query (000 §2; 001 §2.7;
 * 002 §3.10, §4.6, §7.6). Rows come already normalised from the api-client; what a row says is
 * domain's (labels, links), how it looks is ui's.
 */
import type {
  DashboardActivityItem,
  DashboardOrderItem,
  DashboardQuoteItem,
  DashboardTicketItem,
  DashboardTokenItem,
} from '@portineria/api-client';
import {
  activityAgendaLabel,
  dashboardItemHref,
  dashboardWidgetHref,
  routeByName,
  ordersMessage,
  ticketsWidgetPresentation,
  type DashboardWidget,
} from '@portineria/domain';
import { Chip, DateTime, IconButton, Money, ProgressBar, TicketStatus } from '@portineria/ui';
import { Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { webMessage } from '../../../messages/startMessages.ts';
import { creationHref } from '../../../records/creationScreens.ts';
import type { DashboardSession } from '../dashboardContext.ts';
import {
  activitiesListQuery,
  assignedToMeQuery,
  ordersListQuery,
  quotesListQuery,
  repeatOrdersListQuery,
  splExpiredActivitiesQuery,
  splTodayActivitiesQuery,
  ticketsListQuery,
  today,
  tokensListQuery,
} from '../widgetQueries.ts';
import { ListWidget, type DashboardListRow } from './ListWidget.tsx';

type ListProps = { widget: DashboardWidget; session: DashboardSession };

function joined(...parts: (string | null | undefined)[]): string | undefined {
  const text = parts.filter((part): part is string => Boolean(part)).join(' · ');
  return text === '' ? undefined : text;
}

function href(session: DashboardSession, reference: Parameters<typeof dashboardItemHref>[0]) {
  return dashboardItemHref(reference, session.role) ?? undefined;
}

function ticketRow(session: DashboardSession, item: DashboardTicketItem): DashboardListRow {
  return {
    key: `ticket:${item.id}`,
    title: item.title,
    subtitle: joined(item.buildingName, item.userName),
    meta: <DateTime value={item.date} />,
    accessory: <TicketStatus ticket={item.record} size="small" />,
    href: href(session, item.reference),
  };
}

function orderRow(session: DashboardSession, item: DashboardOrderItem): DashboardListRow {
  return {
    key: `order:${item.id}`,
    title: item.title,
    subtitle: joined(item.buildingName, item.supplierName),
    meta: <DateTime value={item.date} format="date" />,
    accessory: item.isUrgent ? (
      <Chip size="small" tone="error" label={ordersMessage('orders.agenda.urgent')} />
    ) : undefined,
    href: href(session, item.reference),
  };
}

function activityRow(session: DashboardSession, item: DashboardActivityItem): DashboardListRow {
  const chips = [
    activityAgendaLabel(item) ?? null,
    item.isUrgent ? ordersMessage('orders.agenda.urgent') : null,
    item.isSuspended ? ordersMessage('orders.agenda.suspended') : null,
  ].filter((label): label is string => label !== null);
  return {
    key: `activity:${item.id}`,
    title: item.orderName ?? item.code ?? String(item.id),
    subtitle: joined(item.buildingName, session.role === 'SPL' ? null : item.supplierName),
    meta: <DateTime value={item.validTo} format="date" />,
    accessory:
      chips.length > 0 ? (
        <>
          {chips.map((label) => (
            <Chip key={label} size="small" tone="warning" label={label} />
          ))}
        </>
      ) : undefined,
    href: href(session, item.reference),
  };
}

function quoteRow(session: DashboardSession, item: DashboardQuoteItem): DashboardListRow {
  return {
    key: `quote:${String(item.id)}`,
    title: item.title ?? String(item.id ?? ''),
    subtitle: item.buildingName ?? undefined,
    meta: <DateTime value={item.date} format="date" />,
    // 002 §5.7 "Quote progress bar: received divided by requested, times 100".
    accessory: (
      <ProgressBar
        value={item.progress}
        label={webMessage('dashboard.quotes.progress', {
          submit: item.submit,
          requests: item.requests,
        })}
      />
    ),
    href: href(session, item.reference),
  };
}

function tokenRow(session: DashboardSession, item: DashboardTokenItem): DashboardListRow {
  return {
    key: `token:${item.id}`,
    title: item.description ?? item.code ?? String(item.id),
    subtitle: joined(item.buildingName, item.supplierName),
    meta: <DateTime value={item.createdAt} format="date" />,
    accessory: <Money value={item.amount} />,
    href: href(session, item.reference),
  };
}

/** 'Assegnati a me' (001 §2.7, §9): tickets, orders and claims of the sources the role may see. */
export function AssignedToMeWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={assignedToMeQuery(session)}
      rows={(items) =>
        items.map((entry) => {
          switch (entry.source) {
            case 'tickets':
              return ticketRow(session, entry.item);
            case 'orders':
              return orderRow(session, entry.item);
            case 'claims':
              return {
                key: `claim:${entry.item.id}`,
                title: entry.item.title,
                subtitle: joined(entry.item.code, entry.item.buildingName),
                meta: <DateTime value={entry.item.date} format="date" />,
                href: href(session, entry.item.reference),
              };
            default:
              return entry satisfies never;
          }
        })
      }
    />
  );
}

/**
 * The tickets list (000 §6: level 1 sees 'I miei ticket aperti', its own tickets, without the add
 * button; 002 §7.6 max 5, dateTicket then priority descending, open view).
 */
export function TicketsListWidget({ widget, session }: ListProps) {
  const navigate = useNavigate();
  const presentation = ticketsWidgetPresentation(session.profile.profile_level);
  // The ticket list's '+', offered only while its create screen exists (creationScreens.ts).
  const ticketsList = routeByName('orgTicketsList');
  const newTicketHref = ticketsList ? creationHref(ticketsList) : undefined;
  return (
    <ListWidget
      widget={widget}
      title={presentation.name}
      query={ticketsListQuery(session)}
      rows={(items) => items.map((item) => ticketRow(session, item))}
      showAllHref={dashboardWidgetHref('tickets_list') ?? undefined}
      headerActions={
        presentation.showAddButton && newTicketHref ? (
          <IconButton
            label={webMessage('dashboard.tickets.new')}
            icon={<Plus size={18} aria-hidden />}
            onClick={() => navigate(newTicketHref)}
          />
        ) : undefined
      }
    />
  );
}

export function OrdersListWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={ordersListQuery()}
      rows={(items) => items.map((item) => orderRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}

export function RepeatOrdersListWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={repeatOrdersListQuery()}
      rows={(items) => items.map((item) => orderRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}

export function ActivitiesListWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={activitiesListQuery(today())}
      rows={(items) => items.map((item) => activityRow(session, item))}
    />
  );
}

export function QuotesListWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={quotesListQuery(session)}
      rows={(items) => items.map((item) => quoteRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}

export function TokensListWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={tokensListQuery()}
      rows={(items) => items.map((item) => tokenRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}

/** 'Attività pianificate' (000 §2: today's activities, all of them; 000 §9 999). */
export function SplTodayActivitiesWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={splTodayActivitiesQuery(today())}
      rows={(items) => items.map((item) => activityRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}

/** The expired activities of the supplier (000 §2, max 5). */
export function SplExpiredActivitiesWidget({ widget, session }: ListProps) {
  return (
    <ListWidget
      widget={widget}
      query={splExpiredActivitiesQuery(today())}
      rows={(items) => items.map((item) => activityRow(session, item))}
      showAllHref={dashboardWidgetHref(widget.id) ?? undefined}
    />
  );
}
