/**
 * The generic detail screen of every `/new` and `/mod/{id}` route (issue #5): the sections of
 * fields the entity table names for the entity, each value shown with domain's rules and ui's
 * components, related records linked to their /mod screen when the user may open them, and the
 * notes each role may see (002 §6, 001 §4.2). Only what the spec gives edit rules for, and the
 * api-client can save, is editable: the role's own internal note. Everything else is read-only.
 *
 * `/new` shows the same sections as an empty form in read-only presentation: creation is built by
 * the issues that own each entity, so there is no save here.
 *
 * An order's detail goes through domain's order-detail guard (001 §2.6): a missing order or any
 * failure goes back to the orders list of the role and type with the guard's message, and a
 * supplier's unread order is confirmed as read.
 */
import { isApiError } from '@portineria/api-client';
import {
  combinePermissionDecisions,
  evaluatePermission,
  matchRoute,
  message,
  orderDetailGuardOutcome,
  routeTitleKey,
  withApplicationModules,
  type OrderDetailResult,
  type OrderRoleType,
  type OrderType,
  type PermissionDecision,
  type PermissionRequirement,
  type Profile,
  type RouteDefinition,
} from '@portineria/domain';
import { Button, EmptyState, Skeleton, SkeletonGroup, useSnackbar } from '@portineria/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiClient } from '../app/apiClient.ts';
import { usePathPermission } from '../app/permissions.ts';
import { webMessage } from '../messages/it-IT.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { PRODUCT } from '../session/sessionStorage.ts';
import { routeHref, siblingRoute } from './EntityListScreen.tsx';
import type { EntityField, EntitySection } from './entityFields.ts';
import { entityConfig } from './entityTable.ts';
import type { EntityRecord } from './entitySources.ts';
import { fieldAccess, visibleSections, type Viewer } from './fieldAccess.ts';
import { FieldValueView } from './FieldValueView.tsx';
import { presentField, valueAt, type PresentationContext } from './fieldValue.ts';
import { NoteEditor } from './NoteEditor.tsx';
import * as styles from './entityScreens.css.ts';

function recordIdOf(params: Readonly<Record<string, string | undefined>>): string | undefined {
  return params.idElement ?? params.id;
}

function isNotFound(error: unknown): boolean {
  return (
    (isApiError(error) && error.code === 'NOT_FOUND') ||
    (error as { status?: number } | null)?.status === 404
  );
}

function detailResult(
  status: 'pending' | 'error' | 'success',
  record: EntityRecord | undefined,
  error: unknown,
): OrderDetailResult | undefined {
  if (status === 'pending') return undefined;
  if (status === 'success' && record)
    return { kind: 'found', order: record as { isRead?: boolean } };
  return isNotFound(error) ? { kind: 'not-found' } : { kind: 'error' };
}

/**
 * Plain in-app links inside the screen (ui's RelationChip renders an `<a href>`) navigate without
 * reloading the app; modified clicks, other targets and off-site addresses keep the browser's own
 * behaviour, so a related record can still be opened in a new tab.
 */
function useInAppLinks(ref: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || !element.contains(anchor)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const href = anchor.getAttribute('href') ?? '';
      if (!href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      navigate(href);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [ref, navigate]);
}

/** The decision for editing a field: the screen's APP_UPDATE and the field's own requirement. */
function editDecision(
  profile: Profile,
  screenUpdate: PermissionDecision | undefined,
  requirement: PermissionRequirement,
): boolean {
  if (!screenUpdate) return false;
  const own = evaluatePermission(profile, withApplicationModules(requirement));
  return combinePermissionDecisions([screenUpdate, own]).state === 'allowed';
}

/** Saves changed fields of the shown record and answers the saved record. */
type SaveChanges = (changes: Readonly<Record<string, unknown>>) => Promise<EntityRecord>;

interface SectionsProps {
  sections: readonly EntitySection[];
  /** The record; undefined on /new, where every field shows '-'. */
  record: EntityRecord | undefined;
  viewer: Viewer;
  profile: Profile;
  context: PresentationContext;
  /** Whether a field of the record may be edited here, and how it is saved. */
  editorOf: (field: EntityField) => SaveChanges | undefined;
  detailQueryKey: readonly unknown[];
  listQueryKey: readonly unknown[];
}

function Sections({
  sections,
  record,
  viewer,
  profile,
  context,
  editorOf,
  detailQueryKey,
  listQueryKey,
}: SectionsProps) {
  const baseId = useId();
  const shown = record ?? {};
  return (
    <div className={styles.sections}>
      {visibleSections(sections, shown, viewer).map(({ section, fields }, index) => {
        const readOnly = fields.filter((field) => !editorOf(field));
        const editable = fields.filter((field) => editorOf(field));
        const titleId = `${baseId}-section-${index}`;
        return (
          <section key={section.titleKey} className={styles.section} aria-labelledby={titleId}>
            <h3 id={titleId} className={styles.sectionTitle}>
              {webMessage(section.titleKey)}
            </h3>
            {readOnly.length > 0 ? (
              <dl className={styles.fields}>
                {readOnly.map((field) => (
                  <div key={field.key} className={styles.fieldRow} data-field={field.key}>
                    <dt className={styles.fieldLabel}>{webMessage(field.labelKey)}</dt>
                    <dd className={styles.fieldValue}>
                      {record ? (
                        <FieldValueView
                          presentation={presentField(field, record, context)}
                          context={context}
                          profile={profile}
                          roleType={viewer.roleType}
                        />
                      ) : (
                        webMessage('detail.empty')
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {editable.map((field) => {
              const save = editorOf(field)!;
              const value = valueAt(shown, field.key);
              const saved = typeof value === 'string' ? value : '';
              return (
                <NoteEditor
                  key={`${field.key}:${saved}`}
                  fieldKey={field.key}
                  label={webMessage(field.labelKey)}
                  saved={saved}
                  save={save}
                  detailQueryKey={detailQueryKey}
                  listQueryKey={listQueryKey}
                />
              );
            })}
          </section>
        );
      })}
    </div>
  );
}

/** The screen of every /new and /mod route of the entity table. */
export function EntityDetailScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const { show } = useSnackbar();
  const queryClient = useQueryClient();
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const match = matchRoute(location.pathname);
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const buildings = useSession((snapshot) => snapshot.context.buildings);
  const route: RouteDefinition | undefined = match?.route;
  const params = (match?.params ?? {}) as Record<string, string | undefined>;
  const config = entityConfig(route?.entity ?? route?.kind);
  const title = match ? message(routeTitleKey(match)) : '';
  const isNew = route?.kind === 'new';
  const id = recordIdOf(params);
  const isOrder = route?.entity === 'orders' && !isNew;
  const source = config?.source(apiClient, params);
  const entity = route?.entity;
  const profileUid = profile?.uid;
  const listQueryKey = ['entities', entity, profileUid];
  const detailQueryKey = ['entities', entity, profileUid, 'detail', id];

  const detail = useQuery({
    queryKey: detailQueryKey,
    queryFn: ({ signal }) => source!.getOne(id!, signal),
    enabled: Boolean(source && profile && id && !isNew),
    retry: false,
  });
  // 002 §6 "Per-screen data ids: APP_UPDATE": editing inside a /mod screen needs it on the path.
  const screenUpdate = usePathPermission(
    isNew ? undefined : profile,
    route?.permissionPath,
    'APP_UPDATE',
  );
  const context = useMemo<PresentationContext>(
    () => ({
      ...(profile ? { role: profile.role } : {}),
      now: new Date(),
      product: PRODUCT,
      buildings: buildings ?? [],
    }),
    [profile, buildings],
  );

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
      apiClient.orders
        .confirmRead(id)
        // The screen then shows the order as read ('Letto').
        .then(() =>
          queryClient.invalidateQueries({
            queryKey: ['entities', entity, profileUid, 'detail', id],
          }),
        )
        .catch((error: unknown) => {
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
    queryClient,
    entity,
    profileUid,
  ]);

  if (!route || !config || !source || !route.roleType) return null;
  const listRoute = siblingRoute(route, 'list');
  let listHref: string | undefined;
  try {
    listHref = listRoute ? routeHref(listRoute, params) : undefined;
  } catch {
    listHref = undefined;
  }
  const heading = isNew
    ? webMessage('detail.newTitle', { title })
    : webMessage('detail.modTitle', { title, id: id ?? '' });
  const viewer: Viewer | undefined = profile
    ? { role: profile.role, roleType: route.roleType }
    : undefined;
  const record = detail.data;
  const update = source.update;
  const editorOf = (field: EntityField): SaveChanges | undefined => {
    if (isNew || !record || !viewer || !profile || !update || id === undefined) return undefined;
    const requirement = fieldAccess(field, record, viewer).editRequirement;
    if (!requirement || !editDecision(profile, screenUpdate, requirement)) return undefined;
    return (changes) => update(id, changes);
  };
  const anyEditable = config.sections.some((section) =>
    section.fields.some((field) => editorOf(field) !== undefined),
  );
  const fieldCount = config.sections.reduce((sum, section) => sum + section.fields.length, 0);

  let body;
  if (!viewer || !profile) {
    body = null;
  } else if (isNew) {
    body = (
      <>
        <p className={styles.notice}>{webMessage('detail.newIntro')}</p>
        <Sections
          sections={config.sections}
          record={undefined}
          viewer={viewer}
          profile={profile}
          context={context}
          editorOf={() => undefined}
          detailQueryKey={detailQueryKey}
          listQueryKey={listQueryKey}
        />
      </>
    );
  } else if (detail.isPending) {
    body = (
      <SkeletonGroup>
        <Skeleton lines={Math.min(fieldCount, 12)} />
      </SkeletonGroup>
    );
  } else if (detail.isError && !isNotFound(detail.error)) {
    body = (
      <EmptyState
        title={webMessage('detail.error')}
        action={
          <Button variant="outlined" onClick={() => void detail.refetch()}>
            {webMessage('detail.retry')}
          </Button>
        }
      />
    );
  } else if (detail.isError || !record) {
    body = <EmptyState title={webMessage('detail.notFound')} />;
  } else {
    body = (
      <>
        {anyEditable ? null : <p className={styles.notice}>{webMessage('detail.readOnly')}</p>}
        <Sections
          sections={config.sections}
          record={record}
          viewer={viewer}
          profile={profile}
          context={context}
          editorOf={editorOf}
          detailQueryKey={detailQueryKey}
          listQueryKey={listQueryKey}
        />
      </>
    );
  }

  return (
    <section ref={screenRef} className={styles.screen} data-entity={route.entity}>
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
      {body}
    </section>
  );
}
