/**
 * The generic detail screen of every `/new` and `/mod/{id}` route: the fields the entity table
 * names, read-only (the spec gives no edit rules for them here). An order's detail goes through
 * domain's order-detail guard (001 §2.6): a missing order or any failure goes back to the orders
 * list of the role and type with the guard's message, and a supplier's unread order is confirmed
 * as read.
 */
import { isApiError } from '@portineria/api-client';
import {
  matchRoute,
  message,
  orderDetailGuardOutcome,
  routeTitleKey,
  type OrderDetailResult,
  type OrderRoleType,
  type OrderType,
  type RouteDefinition,
} from '@portineria/domain';
import { Button, EmptyState, Skeleton, useSnackbar } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { webMessage } from '../messages/it-IT.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { routeHref, siblingRoute } from './EntityListScreen.tsx';
import { entityConfig } from './entityTable.ts';
import type { EntityRecord } from './entitySources.ts';
import { fieldText } from './fieldValue.ts';
import * as styles from './entityScreens.css.ts';

function recordIdOf(params: Readonly<Record<string, string | undefined>>): string | undefined {
  return params.idElement ?? params.id;
}

function detailResult(
  status: 'pending' | 'error' | 'success',
  record: EntityRecord | undefined,
  error: unknown,
): OrderDetailResult | undefined {
  if (status === 'pending') return undefined;
  if (status === 'success' && record)
    return { kind: 'found', order: record as { isRead?: boolean } };
  const notFound =
    (isApiError(error) && error.code === 'NOT_FOUND') ||
    (error as { status?: number } | null)?.status === 404;
  return notFound ? { kind: 'not-found' } : { kind: 'error' };
}

export function EntityDetailScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const match = matchRoute(location.pathname);
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const route: RouteDefinition | undefined = match?.route;
  const params = (match?.params ?? {}) as Record<string, string | undefined>;
  const config = entityConfig(route?.entity ?? route?.kind);
  const title = match ? message(routeTitleKey(match)) : '';
  const isNew = route?.kind === 'new';
  const id = recordIdOf(params);
  const isOrder = route?.entity === 'orders' && !isNew;

  const detail = useQuery({
    queryKey: ['entities', route?.entity, profile?.uid, 'detail', id],
    queryFn: ({ signal }) => config!.source(apiClient, params).getOne(id!, signal),
    enabled: Boolean(config && profile && id && !isNew),
    retry: false,
  });

  // 001 §2.6: the order-detail guard of all three roles.
  const handled = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!isOrder || !route?.roleType || route.roleType === 'SYS') return;
    const result = detailResult(detail.status, detail.data, detail.error);
    if (!result || handled.current === `${id}:${result.kind}`) return;
    handled.current = `${id}:${result.kind}`;
    const outcome = orderDetailGuardOutcome({
      roleType: route.roleType as OrderRoleType,
      orderType: (params.orderType ?? 'service') as OrderType,
      result,
    });
    if (outcome.kind === 'back') {
      show({ message: outcome.message, tone: 'error' });
      navigate(outcome.to, { replace: true });
    } else if (outcome.markAsRead && id) {
      apiClient.orders.confirmRead(id).catch((error: unknown) => {
        console.warn('[ordine] conferma di lettura non riuscita', error);
      });
    }
  }, [
    isOrder,
    route,
    params.orderType,
    id,
    detail.status,
    detail.data,
    detail.error,
    navigate,
    show,
  ]);

  if (!route || !config) return null;
  const listRoute = siblingRoute(route, 'list');
  let listHref: string | undefined;
  try {
    listHref = listRoute ? routeHref(listRoute, params) : undefined;
  } catch {
    listHref = undefined;
  }
  const fields = config.detail ?? config.columns;
  const heading = isNew
    ? webMessage('detail.newTitle', { title })
    : webMessage('detail.modTitle', { title, id: id ?? '' });

  return (
    <section className={styles.screen}>
      <header className={styles.header}>
        <h2 className={styles.title}>{heading}</h2>
        {listHref ? (
          <Button
            variant="outlined"
            icon={<ArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(listHref)}
          >
            {webMessage('detail.back')}
          </Button>
        ) : null}
      </header>
      {isNew ? (
        <>
          <p className={styles.notice}>{webMessage('detail.newIntro')}</p>
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.key} style={{ display: 'contents' }}>
                <dt className={styles.fieldLabel}>{webMessage(field.labelKey)}</dt>
                <dd className={styles.fieldValue}>{webMessage('detail.empty')}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : detail.isPending ? (
        <Skeleton lines={fields.length} />
      ) : detail.isError || !detail.data ? (
        <EmptyState title={webMessage('detail.notFound')} />
      ) : (
        <>
          <p className={styles.notice}>{webMessage('detail.readOnly')}</p>
          <dl className={styles.fields}>
            {fields.map((field) => (
              <div key={field.key} style={{ display: 'contents' }}>
                <dt className={styles.fieldLabel}>{webMessage(field.labelKey)}</dt>
                <dd className={styles.fieldValue}>{fieldText(detail.data, field)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
