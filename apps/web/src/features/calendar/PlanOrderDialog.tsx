/**
 * 'Pianifica ordine' (002 §4.3, the event dialog's acceptOrder mode) opened from an order's
 * detail: the event dialog pre-linked to the order, without the private switch and the owner
 * picker (002 §5.1). Saving plans the order — the event's end day is its expected end date — and
 * creates the event in one call, which the gateway runs in one transaction. A refused save (the
 * order changed meanwhile, a state that no longer allows it, a date outside the order's validity)
 * keeps the dialog and every field, and says why; the order is read again so that another try is
 * based on what it is now.
 */
import {
  getCalendarOwnerQueryOptions,
  isStaleRecordError,
  planOrderMutationOptions,
} from '@portineria/api-client';
import {
  calendarEventLinkTarget,
  planOrderEventForm,
  toEventPayload,
  validatePlanOrderForm,
  type CalendarEvent,
  type OrderLifecycleRecord,
} from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { usePlanOrderDraft } from './calendarDraft.ts';
import { EventDialog } from './EventDialog.tsx';

/** Props of {@link PlanOrderDialog}: what the order detail gives its plan action. */
export interface PlanOrderDialogProps {
  orderId: string;
  /** The order as read (its version is sent with the plan). */
  order: OrderLifecycleRecord & { object?: string | null; category?: string | null };
  onClose: () => void;
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The plan dialog of an order, for its supplier. */
export function PlanOrderDialog({ orderId, order, onClose }: PlanOrderDialogProps) {
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const owner = useQuery(getCalendarOwnerQueryOptions(apiClient));
  const plan = useMutation(planOrderMutationOptions(apiClient));
  const now = useMemo(() => new Date(), []);
  const me = owner.data?._employee;
  // The input is kept in this browser until the plan is saved or the dialog closed.
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const [edited, setEdited] = usePlanOrderDraft(profile?.uid, orderId);
  const [saveError, setSaveError] = useState<string | undefined>();
  if (me === undefined) return null;
  // The gateway's ids are numbers; the route gives the id as text.
  const source = {
    id: Number(orderId),
    object: order.object ?? null,
    category: order.category ?? null,
  };
  const form =
    edited ??
    planOrderEventForm({ order: { ...source, validTo: order.validTo }, now, currentProfileId: me });
  const linked = {
    ...toEventPayload(form),
    org_orders: { category: order.category ?? 'ODS' },
  } as unknown as CalendarEvent;

  const save = async () => {
    setSaveError(undefined);
    try {
      await plan.mutateAsync({
        event: { ...toEventPayload(form), _order: source.id },
        version: order.updatedAt ?? null,
      });
      setEdited(null);
      show({ message: webMessage('calendar.orderPlanned'), tone: 'success' });
      onClose();
    } catch (error) {
      // Someone changed the order: read it again, keep the form, say why.
      if (isStaleRecordError(error)) void queryClient.invalidateQueries();
      setSaveError(webMessage('calendar.saveFailed', { reason: reason(error) }));
    }
  };

  return (
    <EventDialog
      open
      dialog={{ kind: 'event', mode: 'acceptOrder' }}
      form={form}
      onFormChange={setEdited}
      validate={(next) => validatePlanOrderForm(next, order, now)}
      readOnly={false}
      canChooseOwner={false}
      ownerCandidates={[]}
      currentEmployeeId={me}
      linkOptions={[]}
      linkTarget={calendarEventLinkTarget(linked, 'SPL')}
      offersShareWithOrg={false}
      saving={plan.isPending}
      saveError={saveError}
      onSave={() => void save()}
      onClose={() => {
        setEdited(null);
        onClose();
      }}
    />
  );
}
