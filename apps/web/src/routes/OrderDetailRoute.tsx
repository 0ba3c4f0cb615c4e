/**
 * The order's /mod screen: the orders feature's detail with the activities feature's section
 * composed in (features never import each other; the route wires them).
 */
import { OrderActivities } from '../features/activities/OrderActivities.tsx';
import { OrderDetailScreen } from '../features/orders/OrderScreens.tsx';

export function OrderDetailRoute() {
  return <OrderDetailScreen activitiesSection={OrderActivities} />;
}
