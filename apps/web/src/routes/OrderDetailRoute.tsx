/**
 * The order's /mod screen: the orders feature's detail with the activities feature's section and
 * the calendar's 'Pianifica ordine' dialog composed in (features never import each other; the
 * route wires them).
 */
import { OrderActivities } from '../features/activities/OrderActivities.tsx';
import { PlanOrderDialog } from '../features/calendar/PlanOrderDialog.tsx';
import { OrderDetailScreen } from '../features/orders/OrderScreens.tsx';

export function OrderDetailRoute() {
  return (
    <OrderDetailScreen activitiesSection={OrderActivities} planOrderDialog={PlanOrderDialog} />
  );
}
