/**
 * The orders' screens (001 §2.2–2.4 orders routes, 002 §3.4): the list of the route's type and
 * the detail behind domain's order-detail guard (001 §2.6) — a missing order or any failure goes
 * back to the orders list of the role and type with the guard's message, and a supplier's unread
 * order is confirmed as read. The order workflow screens of the orders issue build on these.
 */
import { confirmOrderReadMutationOptions } from '@portineria/api-client';
import {
  ROLE_TYPE,
  orderDetailGuardOutcome,
  type OrderDetailResult,
  type OrderRoleType,
  type OrderType,
} from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { useRecordQuery } from '../../records/RecordDetailScreen.tsx';
import { OrderDetail, type OrderDetailProps } from './OrderDetailScreen.tsx';
import { OrderEditScreen } from './OrderEditScreen.tsx';
import { OrdersListScreen as OrdersList } from './OrdersListScreen.tsx';
import { ORDER_EDIT_PARAMETER } from './OrderLifecycleActions.tsx';

export { OrderCreateScreen } from './OrderCreateScreen.tsx';
import { ORDERS, type OrderRow } from './orderRecords.ts';

/** What the guard reads of the order's read: nothing yet, the order, none, or a failure. */
function detailResult(
  status: 'pending' | 'error' | 'success',
  order: OrderRow | null | undefined,
): OrderDetailResult | undefined {
  if (status === 'pending') return undefined;
  if (status === 'error') return { kind: 'error' };
  return order ? { kind: 'found', order: { isRead: order.isRead } } : { kind: 'not-found' };
}

/** 001 §2.6: the order-detail guard of all three roles, on the detail's own read. */
function useOrderDetailGuard() {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { route, params, id, query } = useRecordQuery(ORDERS);
  const confirmRead = useMutation(confirmOrderReadMutationOptions(apiClient));
  const handled = useRef<string | undefined>(undefined);
  const roleType = route?.roleType;
  const orderType = (params.orderType ?? 'service') as OrderType;
  const result = detailResult(query.status, query.data);
  const { mutate: markAsRead } = confirmRead;
  useEffect(() => {
    if (!result || !roleType || roleType === ROLE_TYPE.SYS || !id) return;
    if (handled.current === `${id}:${result.kind}`) return;
    handled.current = `${id}:${result.kind}`;
    const outcome = orderDetailGuardOutcome({
      roleType: roleType as OrderRoleType,
      orderType,
      result,
    });
    if (outcome.kind === 'back') {
      show({ message: outcome.message, tone: 'error' });
      navigate(outcome.to, { replace: true });
    } else if (outcome.markAsRead) {
      // The order's reads are invalidated: the screen then shows it as read ('Letto').
      markAsRead(id, {
        onError: (error) => console.warn('[ordine] conferma di lettura non riuscita', error),
      });
    }
  }, [result, roleType, orderType, id, navigate, show, markAsRead]);
}

/** The orders of the route's type (service orders or contracts); also the ORG report. */
export function OrdersListScreen() {
  return <OrdersList actions={<NewRecordButton label={webMessage('order.list.new')} />} />;
}

/** An order's detail, behind the order-detail guard; the route composes its activities in. */
export function OrderDetailScreen(props: OrderDetailProps) {
  useOrderDetailGuard();
  const { route } = useRecordRoute();
  const editing = new URLSearchParams(useLocation().search).has(ORDER_EDIT_PARAMETER);
  // The order form's edit (?edit) is the organisation's; the machine decides when it may save.
  if (editing && route?.roleType === ROLE_TYPE.ORG) return <OrderEditScreen />;
  return <OrderDetail {...props} />;
}
