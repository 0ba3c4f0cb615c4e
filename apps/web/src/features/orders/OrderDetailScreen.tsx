/**
 * An order's detail (002 §2.2, §6; 001 §4.2): the order summary widget (heading 'Ordine', object,
 * chips, creation and expiry dates), the lifecycle actions the active profile may take (disabled
 * with the reason otherwise), the activities section the route composes in, the order's fields
 * and relations with each side's own internal note, the order's files (OrderFiles), the chat's
 * slot and the history timeline.
 */
import { getOrderActivitiesQueryOptions } from '@portineria/api-client';
import { recordTitle } from '@portineria/domain';
import type {
  OrderActivitySummary,
  OrderLifecycleRecord,
  TransitionActor,
} from '@portineria/domain';
import { EmptyState, OrderSummary } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, type ComponentType } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { webMessage } from '../../messages/it-IT.ts';
import {
  recordReadState,
  RecordScreen,
  RecordSections,
  useInAppLinks,
  useRecordQuery,
} from '../../records/RecordDetailScreen.tsx';
import { FieldValueView } from '../../records/FieldValueView.tsx';
import { presentOrderStatus } from '../../records/presenters.ts';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { RecordChatSection, type RecordChatSlot } from '../../records/RecordChatSection.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import { OrderFiles } from './OrderFiles.tsx';
import { ORDER_HISTORY_FORMAT } from './orderHistory.ts';
import {
  OrderLifecycleActions,
  type OrderLifecycleActionsProps,
} from './OrderLifecycleActions.tsx';
import { ORDER_DETAIL_SECTIONS, ORDERS } from './orderRecords.ts';
import * as styles from './orderDetail.css.ts';

/** What the activities section the route composes in receives. */
export interface OrderActivitiesSectionProps {
  orderId: string;
  order: OrderLifecycleRecord;
  actor: TransitionActor;
}

/** Props of {@link OrderDetail}. */
export interface OrderDetailProps {
  /** The order's chat (from the chat feature), composed in by the route. */
  chatSection?: RecordChatSlot;
  /** The activities section (from the activities feature), composed in by the route. */
  activitiesSection?: ComponentType<OrderActivitiesSectionProps>;
  /** The calendar's 'Pianifica ordine' dialog, composed in by the route. */
  planOrderDialog?: OrderLifecycleActionsProps['planDialog'];
}

/** The order's detail, once the order-detail guard let it through. */
export function OrderDetail({
  chatSection,
  activitiesSection: ActivitiesSection,
  planOrderDialog,
}: OrderDetailProps) {
  const navigate = useNavigate();
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, profile, viewer, context, id, query } = useRecordQuery(ORDERS);
  const activitiesQuery = useQuery({
    ...getOrderActivitiesQueryOptions(apiClient, id ?? ''),
    enabled: id !== undefined,
  });
  const activities = useMemo<OrderActivitySummary[]>(
    () =>
      (activitiesQuery.data ?? []).map((activity) => ({
        status: activity.status,
        validTo: activity.validTo,
      })),
    [activitiesQuery.data],
  );

  if (!route || !viewer || !profile || !id) return null;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const order = query.data ?? undefined;

  let body = recordReadState(query, 10);
  // Loading, or a failed read, is the skeleton or 'Riprova' (recordReadState); then the order.
  if (body === null && !order) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else if (body === null && order) {
    const record = order as unknown as OrderLifecycleRecord;
    body = (
      <div className={styles.layout}>
        <div className={styles.column}>
          <OrderSummary
            object={order.object ?? ''}
            code={order.code ?? null}
            createdAt={order.createdAt ?? order.dateOrder ?? null}
            validTo={order.validTo ?? null}
            chips={
              // The status and the chips of 002 §4.1, as the lists show them.
              <FieldValueView
                presentation={presentOrderStatus(order)}
                context={context}
                roleType={viewer.roleType}
                relationDecision={() => undefined}
              />
            }
          />
          <OrderLifecycleActions
            orderId={id}
            order={record}
            activities={activities}
            actor={profile}
            onDeleted={() => (listHref ? navigate(listHref, { replace: true }) : undefined)}
            planDialog={planOrderDialog}
          />
          {ActivitiesSection ? (
            <ActivitiesSection orderId={id} order={record} actor={profile} />
          ) : null}
          <RecordSections sections={ORDER_DETAIL_SECTIONS} row={order} />
          <OrderFiles orderId={id} order={record} files={order.attachments ?? []} actor={profile} />
        </div>
        <div className={styles.column}>
          <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} />
          <RecordHistory kind="order" recordId={id} format={ORDER_HISTORY_FORMAT} />
        </div>
      </div>
    );
  }

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: query.data?.code ?? undefined }) : null}
      listHref={listHref}
      entity="orders"
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}
