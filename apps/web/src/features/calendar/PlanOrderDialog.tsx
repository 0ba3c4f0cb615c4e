/**
 * 'Pianifica ordine' (002 §4.3, the event dialog's acceptOrder mode) opened from an order's
 * detail: the event dialog pre-linked to the order, without the private switch and the owner
 * picker (002 §5.1). Saving plans the order — the event's end day is its expected end date — and
 * creates the event in one call, which the gateway runs in one transaction, against the version
 * of the order the dialog opened. A refused save (a state that no longer allows it, a date outside
 * the order's validity) keeps the dialog and every field, and says why. A stale one (someone else
 * saved the order meanwhile) asks, as the calendar's event dialog does: it says what the other
 * person changed (domain `planOrderChanges`) and waits, Salva disabled, for 'Carica la sua
 * versione' (the form starts again from the order as it is now) or 'Salva i miei dati sulla nuova
 * versione' (the plan as typed, on the newer version) — never a silent overwrite.
 */
import {
  getCalendarOwnerQueryOptions,
  getOrderQueryOptions,
  isStaleRecordError,
  planOrderMutationOptions,
} from '@portineria/api-client';
import {
  calendarEventLinkTarget,
  planOrderChanges,
  planOrderEventForm,
  toEventPayload,
  validatePlanOrderForm,
  type CalendarEvent,
  type EventForm,
  type OrderLifecycleRecord,
} from '@portineria/domain';
import { useSnackbar } from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { useSession } from '../../session/SessionProvider.tsx';
import { usePlanOrderDraft, usePlanOrderDraftBase } from './calendarDraft.ts';
import { EventDialog, type EventDialogStale } from './EventDialog.tsx';

/** The order as the order detail reads it. */
type PlannedOrder = OrderLifecycleRecord & { object?: string | null; category?: string | null };

/** Props of {@link PlanOrderDialog}: what the order detail gives its plan action. */
export interface PlanOrderDialogProps {
  orderId: string;
  /** The order as read when the dialog opens (its version is sent with the plan). */
  order: PlannedOrder;
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
  const [notice, setNotice] = useState<string | undefined>();
  // The version the plan is based on: the order as the dialog opened it (the detail reads it
  // again meanwhile), until the user chooses after a stale save. Kept with the draft, so that a
  // reload does not move the plan silently onto a version the user has not seen.
  const [openedOn] = useState<PlannedOrder>(order);
  const [keptBase, setKeptBase] = usePlanOrderDraftBase(profile?.uid, orderId);
  const basedOn: PlannedOrder = keptBase ?? openedOn;
  /** The input changed: kept with the order it was typed on. */
  const edit = (next: EventForm | null) => {
    if (next !== null && keptBase === null) setKeptBase(openedOn);
    setEdited(next);
  };
  /** Saved or closed: neither the input nor its order is kept. */
  const forget = () => {
    setEdited(null);
    setKeptBase(null);
  };
  // A plan refused as stale waits for the user's choice, with the order as it is now.
  const [stale, setStale] = useState<{ server: PlannedOrder } | null>(null);
  if (me === undefined) return null;
  // The gateway's ids are numbers; the route gives the id as text.
  const source = (from: PlannedOrder) => ({
    id: Number(orderId),
    object: from.object ?? null,
    category: from.category ?? null,
    validTo: from.validTo,
  });
  const formOf = (from: PlannedOrder) =>
    planOrderEventForm({ order: source(from), now, currentProfileId: me });
  const form = edited ?? formOf(basedOn);
  const linked = {
    ...toEventPayload(form),
    org_orders: { category: basedOn.category ?? 'ODS' },
  } as unknown as CalendarEvent;

  /** After a stale refusal: reads the order as it is now, to say what changed and offer the two ways on. */
  const refuseStale = async () => {
    // The detail behind the dialog shows the order as it is now too.
    void queryClient.invalidateQueries();
    try {
      const server = await queryClient.fetchQuery({
        ...getOrderQueryOptions(apiClient, orderId),
        staleTime: 0,
      });
      setStale({ server: server as PlannedOrder });
    } catch (error) {
      setSaveError(webMessage('calendar.stale.unreadable', { reason: reason(error) }));
    }
  };

  const save = async (plannedForm: EventForm, version: PlannedOrder['updatedAt']) => {
    setSaveError(undefined);
    setNotice(undefined);
    try {
      await plan.mutateAsync({
        event: { ...toEventPayload(plannedForm), _order: Number(orderId) },
        version: version ?? null,
      });
      forget();
      show({ message: webMessage('calendar.orderPlanned'), tone: 'success' });
      onClose();
    } catch (error) {
      // A failed plan keeps the dialog and every field, and says why; a stale one asks what to do.
      if (isStaleRecordError(error)) void refuseStale();
      else setSaveError(webMessage('calendar.saveFailed', { reason: reason(error) }));
    }
  };

  const staleChoice: EventDialogStale | undefined = stale
    ? {
        changes: [],
        orderChanges: planOrderChanges(basedOn, stale.server),
        onLoadTheirs: () => {
          setKeptBase(stale.server);
          setStale(null);
          setEdited(formOf(stale.server));
          setNotice(webMessage('calendar.stale.orderLoaded'));
        },
        onKeepMine: () => {
          setKeptBase(stale.server);
          setStale(null);
          void save(form, stale.server.updatedAt);
        },
      }
    : undefined;

  return (
    <EventDialog
      open
      dialog={{ kind: 'event', mode: 'acceptOrder' }}
      form={form}
      onFormChange={edit}
      validate={(next) => validatePlanOrderForm(next, stale?.server ?? basedOn, now)}
      readOnly={false}
      canChooseOwner={false}
      ownerCandidates={[]}
      currentEmployeeId={me}
      linkOptions={[]}
      linkTarget={calendarEventLinkTarget(linked, 'SPL')}
      offersShareWithOrg={false}
      saving={plan.isPending}
      saveError={saveError}
      stale={staleChoice}
      notice={notice}
      onSave={() => void save(form, basedOn.updatedAt)}
      onClose={() => {
        forget();
        onClose();
      }}
    />
  );
}
