/**
 * The orders made from a ticket, on the ticket's detail ('Crea ordine', domain DECISIONS.md
 * "Ticket lifecycle" 9): the other way of the order's ticket chip (002 §2.2), read as the orders
 * whose `_ticket` is this ticket under the orders' own read rule. Each is a relation chip, linked
 * when the viewer's role has a screen for it and the permission check allows it.
 */
import { getOrdersPageQueryOptions } from '@portineria/api-client';
import { orderTakesLaterTicketFiles, type OrderLifecycleRecord } from '@portineria/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { usePathDecisions } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { presentRelation } from '../../records/presenters.ts';
import { relationPermissionPath } from '../../records/RelationValue.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as styles from '../../records/records.css.ts';

/** An order as the ticket's chip reads it. */
interface TicketOrder {
  id: number | string;
  code?: string | null;
  object?: string | null;
  category?: string | null;
  status?: OrderLifecycleRecord['status'] | null;
  askedPrice?: OrderLifecycleRecord['askedPrice'];
}

/** Props of {@link TicketOrders}. */
export interface TicketOrdersProps {
  ticketId: string;
}

/** The orders made from the ticket, under the orders' own read rule (one query, shared). */
export function useTicketOrders(ticketId: string | undefined) {
  return useQuery({
    ...getOrdersPageQueryOptions<TicketOrder>(apiClient, {
      where: { _ticket: Number(ticketId) },
      attributes: ['id', 'code', 'object', 'category', 'status', 'askedPrice'],
      limit: 50,
    }),
    enabled: ticketId !== undefined,
  });
}

/**
 * Whether the ticket's file section says that a file added now also goes to its orders (domain
 * DECISIONS.md "Order files" 4): the viewer may add a file, and an order made from the ticket
 * still takes files (`orderTakesLaterTicketFiles`: not closed).
 */
export function ticketFilesGoToOrders(
  orders: readonly Pick<TicketOrder, 'status' | 'askedPrice'>[],
  mayAddFiles: boolean,
): boolean {
  return (
    mayAddFiles &&
    orders.some(
      (order) =>
        order.status != null &&
        orderTakesLaterTicketFiles({ status: order.status, askedPrice: order.askedPrice ?? null }),
    )
  );
}

/** The ticket's orders: nothing while they load, or when there are none. */
export function TicketOrders({ ticketId }: TicketOrdersProps) {
  const titleId = useId();
  const { profile, viewer, context } = useRecordRoute();
  const query = useTicketOrders(ticketId);
  const path = viewer ? relationPermissionPath('order', viewer.roleType) : undefined;
  const decisions = usePathDecisions(profile, path === undefined ? [] : [path]);
  const orders = query.data?.rows ?? [];
  if (!viewer || orders.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="ticket-orders">
      <h3 id={titleId} className={styles.sectionTitle}>
        {webMessage('ticket.detail.orders')}
      </h3>
      <ul>
        {orders.map((order) => (
          <li key={String(order.id)}>
            <FieldValueView
              presentation={presentRelation('order', { id: order.id, record: order }, context)}
              context={context}
              roleType={viewer.roleType}
              relationDecision={() => (path === undefined ? undefined : decisions?.get(path))}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
