/**
 * The order creation form (/new, permission ORG_OPR_ORDERS_NEW): category, object, description,
 * building, supplier and employee through the SearchPickers, dates, priority and the doorkeeper's
 * notice; saved as a DRAFT or sent to the supplier at once (OPEN). React Hook Form holds the
 * state and domain's `validateOrderForm` is its only rule book (the draft needs less than
 * sending). The half-filled form is kept in this browser per profile until saved or discarded;
 * a failed save keeps every field and says why, by field when the gateway names them.
 */
import { createOrderMutationOptions } from '@portineria/api-client';
import {
  hrefFor,
  message,
  orderCategoryOfType,
  type OrderFormMode,
  type OrderType,
} from '@portineria/domain';
import { Button, useSnackbar } from '@portineria/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import { RecordScreen } from '../../records/RecordDetailScreen.tsx';
import {
  clearFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
} from '../../records/formDraftStore.ts';
import {
  emptyOrderFormState,
  OrderFormFields,
  resolveOrderForm,
  orderFormValues,
  showServerFieldErrors,
  type OrderFormState,
} from './OrderFormFields.tsx';
import * as styles from './orderForm.css.ts';

/** The order creation screen of the route's order type. */
export function OrderCreateScreen() {
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const { route, params, profile } = useRecordRoute();
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const draftKey = formDraftKey('orderDraft', profile?.uid ?? 'none', orderType);
  const now = useMemo(() => new Date(), []);
  const mode = useRef<OrderFormMode>('draft');
  const mutation = useMutation(createOrderMutationOptions(apiClient));

  const { control, handleSubmit, reset, setError, formState } = useAppForm<OrderFormState>({
    defaultValues: {
      ...emptyOrderFormState(category),
      ...readFormDraft<OrderFormState>(draftKey),
    },
    resolver: async (state) => resolveOrderForm(state, mode.current, now),
  });
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeFormDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey]);

  if (!route || !profile) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;

  const submit = (submitMode: OrderFormMode) => {
    mode.current = submitMode;
    void handleSubmit(async (state) => {
      try {
        const order = await mutation.mutateAsync({
          ...orderFormValues(state),
          ...(submitMode === 'send' ? { send: true } : {}),
        });
        clearFormDraft(draftKey);
        show({
          message:
            submitMode === 'send' ? webMessage('order.create.sent') : message('common.saveSuccess'),
          tone: 'success',
        });
        navigate(
          hrefFor('orgOrderMod', {
            orderType,
            idElement: String(order.id),
          }),
          { replace: true },
        );
      } catch (error) {
        // Every field stays as typed; the gateway's field errors go beside their fields.
        showServerFieldErrors(error, setError);
        show({ message: saveErrorMessage(error), tone: 'error' });
      }
    })();
  };

  return (
    <RecordScreen
      title={webMessage('order.create.title')}
      listHref={listHref}
      entity={undefined}
      screen="order-create"
    >
      <p className={styles.hint}>{webMessage('order.create.requiredHint')}</p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit('send');
        }}
      >
        <OrderFormFields control={control} />
        <div className={styles.actions}>
          <Button
            variant="text"
            onClick={() => {
              clearFormDraft(draftKey);
              reset(emptyOrderFormState(category));
            }}
          >
            {webMessage('order.create.discard')}
          </Button>
          <Button
            variant="outlined"
            pending={mutation.isPending && mutation.variables?.send !== true}
            onClick={() => submit('draft')}
          >
            {webMessage('order.create.saveDraft')}
          </Button>
          <Button type="submit" pending={mutation.isPending && mutation.variables?.send === true}>
            {webMessage('order.create.send')}
          </Button>
        </div>
      </form>
    </RecordScreen>
  );
}
