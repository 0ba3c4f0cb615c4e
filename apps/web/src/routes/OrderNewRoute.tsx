/**
 * The orders' /new screens: the creation form, or on /new/wizard/{wizard} the wizard with the
 * activities feature's creation dialog composed in as its plan dialog (features never import
 * each other; the route wires them).
 */
import { ActivityCreateDialog } from '../features/activities/ActivityCreateDialog.tsx';
import { OrderCreateScreen } from '../features/orders/OrderCreateScreen.tsx';
import {
  OrderWizardScreen,
  type ActivityPlanDialogProps,
} from '../features/orders/OrderWizardScreen.tsx';
import { useRouteName } from './routeName.ts';

function ActivityPlanDialog({ order, onPlan, onClose }: ActivityPlanDialogProps) {
  return <ActivityCreateDialog orderId="" order={order} onPlan={onPlan} onClose={onClose} />;
}

export function OrderNewRoute() {
  return useRouteName() === 'orgOrdersNewWizard' ? (
    <OrderWizardScreen planDialog={ActivityPlanDialog} />
  ) : (
    <OrderCreateScreen />
  );
}
