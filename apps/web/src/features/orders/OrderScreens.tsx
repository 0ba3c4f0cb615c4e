/**
 * The orders' screens (001 §2.2–2.4 orders routes, 002 §3.4): the list of the route's type and
 * the detail behind domain's order-detail guard (001 §2.6) — a missing order or any failure goes
 * back to the orders list of the role and type with the guard's message, and a supplier's unread
 * order is confirmed as read. The order workflow screens of the orders issue build on these.
 */
import { confirmOrderReadMutationOptions } from '@portineria/api-client';
import {
  orderDetailGuardOutcome,
  type OrderDetailResult,
  type OrderRoleType,
  type OrderType,
} from '@portineria/domain';
import { Button, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Plus } from 'lucide-react';
import { apiClient } from '../../lib/apiClient.ts';
import { usePathPermission } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
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
    if (!result || !roleType || roleType === 'SYS' || !id) return;
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

/**
 * NUOVO on the orders list, when the route has a creation form and the profile may create
 * (001 §2.2 permission ORG_OPR_ORDERS_NEW, APP_NEW on its path).
 */
function NewOrderButton() {
  const navigate = useNavigate();
  const { route, params, profile } = useRecordRoute();
  const newRoute = route?.kind === 'list' ? siblingRoute(route, 'new') : undefined;
  const decision = usePathPermission(profile, newRoute?.permissionPath, 'APP_NEW');
  const href = newRoute ? routeHref(newRoute, params) : undefined;
  if (!href || decision?.state !== 'allowed') return null;
  return (
    <Button icon={<Plus size={16} aria-hidden />} onClick={() => navigate(href)}>
      {webMessage('order.list.new')}
    </Button>
  );
}

/** The orders of the route's type (service orders or contracts); also the ORG report. */
export function OrdersListScreen() {
  return <OrdersList actions={<NewOrderButton />} />;
}

/** An order's detail, behind the order-detail guard; the route composes its activities in. */
export function OrderDetailScreen(props: OrderDetailProps) {
  useOrderDetailGuard();
  const { route } = useRecordRoute();
  const editing = new URLSearchParams(useLocation().search).has(ORDER_EDIT_PARAMETER);
  // The order form's edit (?edit) is the organisation's; the machine decides when it may save.
  if (editing && route?.roleType === 'ORG') return <OrderEditScreen />;
  return <OrderDetail {...props} />;
}
