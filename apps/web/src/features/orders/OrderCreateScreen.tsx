/**
 * The order creation form (/new, permission ORG_OPR_ORDERS_NEW): category, object, description,
 * building, supplier and employee through the SearchPickers, dates, priority and the doorkeeper's
 * notice; saved as a DRAFT or sent to the supplier at once (OPEN). React Hook Form holds the
 * state and domain's `validateOrderForm` is its only rule book (the draft needs less than
 * sending). The half-filled form is kept in this browser per profile until saved or discarded;
 * a failed save keeps every field and says why, by field when the gateway names them (records'
 * `useRecordCreateForm` and `RecordCreateScreen`, the create form every record kind shares). Only
 * the two ways to save are the order's own.
 *
 * From a ticket ('Crea ordine', `?fromTicket=<id>`, domain DECISIONS.md "Ticket lifecycle" 9):
 * the form starts with domain's `orderPrefillFromTicket` (the ticket's building, object and
 * description) and the save sends the ticket as `_ticket`. Its draft is kept under its own key,
 * per ticket, so an older draft of a plain new order never overwrites the ticket's values, and a
 * reload of the conversion keeps what was typed there.
 */
import {
  createOrderMutationOptions,
  getTicketRecordQueryOptions,
  type IncludedBuilding,
  type OrderCreateInput,
} from '@portineria/api-client';
import {
  orderCategoryOfType,
  orderPrefillFromTicket,
  validateOrderForm,
  type OrderCategory,
  type OrderFormMode,
  type OrderType,
  type TicketOrderSource,
} from '@portineria/domain';
import { Button } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  type OrderFormState,
} from './OrderFormFields.tsx';

/** A ticket as the conversion reads it: its fields and its building, for the building picker. */
interface SourceTicket extends TicketOrderSource {
  org_buildings?: IncludedBuilding | null;
}

/** The ticket a conversion starts from, as the form holds it. */
interface TicketStart {
  id: string;
  state: OrderFormState;
}

/**
 * The order form's first values from a ticket: the empty form with domain's prefill, the
 * building as the picker holds it (the ticket's embedded building, else its id alone).
 */
export function orderFormStateFromTicket(
  category: OrderCategory,
  ticket: SourceTicket,
): OrderFormState {
  const prefill = orderPrefillFromTicket(ticket);
  const building = ticket.org_buildings;
  return {
    ...emptyOrderFormState(category),
    object: prefill.object,
    description: prefill.description,
    building:
      prefill._building === null
        ? null
        : { id: prefill._building, name: building?.name ?? building?.code ?? prefill._building },
  };
}

/**
 * The draft's variant of the order form: per order type, and per ticket for a conversion, so an
 * older draft of a plain new order never lands on a ticket's values.
 */
export function orderDraftVariant(orderType: OrderType, ticketId: string | undefined): string {
  return ticketId === undefined ? orderType : `${orderType}.fromTicket.${ticketId}`;
}

/**
 * The order creation screen of the route's order type; from a ticket, once the ticket is read
 * (nothing is shown before: the form must not start empty and fill itself under the user).
 */
export function OrderCreateScreen() {
  const { params } = useRecordRoute();
  const [search] = useSearchParams();
  const fromTicket = search.get('fromTicket');
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const ticket = useQuery({
    ...getTicketRecordQueryOptions<SourceTicket>(apiClient, fromTicket ?? '', ['org_buildings']),
    enabled: fromTicket !== null,
  });
  if (fromTicket === null) return <OrderCreateForm key="new" ticket={undefined} />;
  if (!ticket.data) return null;
  return (
    <OrderCreateForm
      key={`ticket-${fromTicket}`}
      ticket={{ id: fromTicket, state: orderFormStateFromTicket(category, ticket.data) }}
    />
  );
}

function OrderCreateForm({ ticket }: { ticket: TicketStart | undefined }) {
  const { route, params, profile } = useRecordRoute();
  const orderType = (params.orderType ?? 'service') as OrderType;
  const category = orderCategoryOfType(orderType);
  const now = useMemo(() => new Date(), []);
  // The button pressed: saving a draft needs less than sending (domain's `validateOrderForm`).
  const mode = useRef<OrderFormMode>('draft');
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    // A conversion's draft is the ticket's own: a plain new order's draft never lands on it.
    draftKey: formDraftKey(
      'orderDraft',
      profile?.uid ?? 'none',
      orderDraftVariant(orderType, ticket?.id),
    ),
    defaults: ticket?.state ?? emptyOrderFormState(category),
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
      ...(ticket ? { _ticket: ticket.id } : {}),
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
