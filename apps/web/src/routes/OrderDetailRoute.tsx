/**
 * The order's /mod screen: the orders feature's detail with the activities feature's section, the
 * chat feature's panel in the `{idChat?}` slot and the calendar's 'Pianifica ordine' dialog
 * composed in (features never import each other; the route wires them).
 */
import { OrderActivities } from '../features/activities/OrderActivities.tsx';
import { PlanOrderDialog } from '../features/calendar/PlanOrderDialog.tsx';
import { OrderDetailScreen } from '../features/orders/OrderScreens.tsx';
import { OrderChatSlot } from './recordChatSlots.tsx';

export function OrderDetailRoute() {
  return (
    <OrderDetailScreen
      activitiesSection={OrderActivities}
      chatSection={OrderChatSlot}
      planOrderDialog={PlanOrderDialog}
    />
  );
}
