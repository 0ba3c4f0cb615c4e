/**
 * The order creation form (/new, permission ORG_OPR_ORDERS_NEW): category, object, description,
 * building, supplier and employee through the SearchPickers, dates, priority and the doorkeeper's
 * notice; saved as a DRAFT or sent to the supplier at once (OPEN). React Hook Form holds the
 * state and domain's `validateOrderForm` is its only rule book (the draft needs less than
 * sending). The half-filled form is kept in this browser per profile until saved or discarded;
 * a failed save keeps every field and says why, by field when the gateway names them (records'
 * `useRecordCreateForm` and `RecordCreateScreen`, the create form every record kind shares). Only
 * the two ways to save are the order's own.
 */
import { createOrderMutationOptions, type OrderCreateInput } from '@portineria/api-client';
import {
  orderCategoryOfType,
  validateOrderForm,
  type OrderFormMode,
  type OrderType,
} from '@portineria/domain';
import { Button } from '@portineria/ui';
import { useMemo, useRef } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { RecordCreateScreen } from '../../records/RecordCreateScreen.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import {
  emptyOrderFormState,
  ORDER_FORM_FIELD,
  orderCreatedNotice,
  OrderFormFields,
  orderFormValues,
} from './OrderFormFields.tsx';

/** The order creation screen of the route's order type. */
export function OrderCreateScreen() {
  const { route, params, profile } = useRecordRoute();
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const now = useMemo(() => new Date(), []);
  // The button pressed: saving a draft needs less than sending (domain's `validateOrderForm`).
  const mode = useRef<OrderFormMode>('draft');
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey('orderDraft', profile?.uid ?? 'none', orderType),
    defaults: emptyOrderFormState(category),
    validate: (state) => validateOrderForm(orderFormValues(state), mode.current, now).errors,
    fields: ORDER_FORM_FIELD,
    mutation: createOrderMutationOptions(apiClient),
    onCreated: (order, input: OrderCreateInput) => orderCreatedNotice(orderType, order, input),
  });

  if (!route || !profile) return null;

  const save = (submitMode: OrderFormMode) => {
    mode.current = submitMode;
    void submit((state) => ({
      ...orderFormValues(state),
      ...(submitMode === 'send' ? { send: true } : {}),
    }));
  };

  return (
    <RecordCreateScreen
      title={webMessage('order.create.title')}
      screen="order-create"
      hint={webMessage('order.create.requiredHint')}
      onSubmit={() => save('send')}
      onDiscard={discard}
      actions={
        <>
          <Button
            variant="outlined"
            pending={pendingInput !== undefined && pendingInput.send !== true}
            onClick={() => save('draft')}
          >
            {webMessage('order.create.saveDraft')}
          </Button>
          <Button type="submit" pending={pendingInput?.send === true}>
            {webMessage('order.create.send')}
          </Button>
        </>
      }
    >
      <OrderFormFields control={form.control} />
    </RecordCreateScreen>
  );
}
