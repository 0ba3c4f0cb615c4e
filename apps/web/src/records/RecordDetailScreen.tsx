/**
 * The /mod/{id} screen of a feature's records: the sections of fields the feature's definition
 * names, each value shown with domain's rules and ui's components, the related records embedded
 * in the same read (the includes of the fields the role sees) and linked to their /mod screen
 * when one batch permission check of their paths allows it (002 §2.1, §6), and the notes each
 * role may see (002 §6, 001 §4.2). Only what domain gives edit rules for, and the feature can
 * save, is editable: the role's own internal note. Everything else is read-only.
 */
import { isApiError } from '@portineria/api-client';
import {
  combinePermissionDecisions,
  evaluatePermission,
  recordTitle,
  withApplicationModules,
  type PermissionDecision,
  type PermissionRequirement,
  type Profile,
  type RoleType,
} from '@portineria/domain';
import { Button, EmptyState, Skeleton, SkeletonGroup } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { usePathDecisions, usePathPermission } from '../lib/permissions.ts';
import { ReadFailed } from '../lib/ReadFailed.tsx';
import { webMessage } from '../messages/it-IT.ts';
import { NotFoundPage } from './NotFoundPage.tsx';
import { RecordChatSection, type RecordChatSlot } from './RecordChatSection.tsx';
import type { DetailDefinition, RecordRow } from './definition.ts';
import {
  includesOf,
  sectionFields,
  visibleSections,
  type FieldDefinition,
  type Viewer,
  type VisibleSection,
} from './fields.ts';
import { FieldValueView } from './FieldValueView.tsx';
import { NoteEditor } from './NoteEditor.tsx';
import type { PresentationContext } from './presenters.ts';
import { relationPermissionPath } from './RelationValue.tsx';
import type { RelationKind } from './relations.ts';
import { routeHref, siblingRoute } from './routeLinks.ts';
import { useRecordRoute } from './useRecordRoute.ts';
import * as styles from './records.css.ts';

/**
 * The record of a /mod route, read with the includes of the fields the role sees: the screen
 * and anything that decides about the record (the order-detail guard) share this one query.
 */
export function useRecordQuery<Row extends RecordRow>(definition: DetailDefinition<Row>) {
  const recordRoute = useRecordRoute();
  const { params, viewer } = recordRoute;
  const id = params.idElement ?? params.id;
  const include = viewer ? includesOf(sectionFields(definition.sections), viewer) : [];
  const query = useQuery({
    ...definition.record(id ?? '', include),
    enabled: viewer !== undefined && id !== undefined,
    retry: false,
  });
  return { ...recordRoute, id, query };
}

/** The record's code ('ODS-2026-0002') once it has loaded, for the title. */
function codeOf(row: RecordRow | undefined): string | undefined {
  const code = (row as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Plain in-app links inside the screen (ui's RelationChip renders an `<a href>`) navigate without
 * reloading the app; modified clicks, other targets and off-site addresses keep the browser's own
 * behaviour, so a related record can still be opened in a new tab.
 */
export function useInAppLinks(ref: RefObject<HTMLElement | null>): void {
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

/** Whether a field may be edited: the screen's APP_UPDATE and the field's own requirement. */
function mayEdit(
  profile: Profile,
  screenUpdate: PermissionDecision | undefined,
  requirement: PermissionRequirement | null,
): boolean {
  if (!screenUpdate || !requirement) return false;
  const own = evaluatePermission(profile, withApplicationModules(requirement));
  return combinePermissionDecisions([screenUpdate, own]).state === 'allowed';
}

/**
 * The kinds of related records the visible fields show, and the permission path of the screen
 * that opens each in the role tree: the paths of the screen's one batch check.
 */
function relationPaths<Row>(
  sections: readonly VisibleSection<Row>[],
  row: Row,
  context: PresentationContext,
  roleType: RoleType,
): Map<RelationKind, string> {
  const paths = new Map<RelationKind, string>();
  for (const { fields } of sections) {
    for (const field of fields) {
      const presentation = field.present(row, context);
      if (presentation.kind !== 'relation') continue;
      const path = relationPermissionPath(presentation.relation, roleType);
      if (path) paths.set(presentation.relation, path);
    }
  }
  return paths;
}

interface SectionsProps<Row> {
  sections: readonly VisibleSection<Row>[];
  row: Row;
  viewer: Viewer;
  context: PresentationContext;
  /** Whether a field of the record may be edited here. */
  editable: (field: FieldDefinition<Row>) => boolean;
  relationDecision: (kind: RelationKind) => PermissionDecision | undefined;
}

function Sections<Row>({
  sections,
  row,
  viewer,
  context,
  editable,
  relationDecision,
}: SectionsProps<Row>) {
  const baseId = useId();
  return (
    <div className={styles.sections}>
      {sections.map(({ section, fields }, index) => {
        const readOnly = fields.filter((field) => !editable(field));
        const editors = fields.filter((field) => editable(field));
        const titleId = `${baseId}-section-${index}`;
        return (
          <section key={section.title} className={styles.section} aria-labelledby={titleId}>
            <h3 id={titleId} className={styles.sectionTitle}>
              {webMessage(section.title)}
            </h3>
            {readOnly.length > 0 ? (
              <dl className={styles.fields}>
                {readOnly.map((field) => (
                  <div key={field.id} className={styles.fieldRow} data-field={field.id}>
                    <dt className={styles.fieldLabel}>{webMessage(field.label)}</dt>
                    <dd className={styles.fieldValue}>
                      <FieldValueView
                        presentation={field.present(row, context)}
                        context={context}
                        roleType={viewer.roleType}
                        relationDecision={relationDecision}
                      />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            {editors.map((field) => {
              const saved = field.note?.text(row) ?? '';
              return field.note ? (
                <NoteEditor
                  key={`${field.id}:${saved}`}
                  row={row}
                  label={webMessage(field.label)}
                  saved={saved}
                  saving={field.note.saving}
                />
              ) : null;
            })}
          </section>
        );
      })}
    </div>
  );
}

/** Props of {@link RecordSections}. */
export interface RecordSectionsProps<Row extends RecordRow> {
  /** The sections of the feature's definition; those the viewer sees are shown. */
  sections: DetailDefinition<Row>['sections'];
  row: Row;
  /**
   * A form above the sections edits the record where the screen's APP_UPDATE allows it (a
   * registry's edit form): then the data are not said to be read-only.
   */
  editedAbove?: boolean;
}

/**
 * The sections of fields of a record, as the /mod screen shows them: related records linked when
 * one batch permission check allows it, the role's own note editable (002 §6 APP_UPDATE). A
 * feature's own detail screen composes it with its widgets.
 */
export function RecordSections<Row extends RecordRow>({
  sections: definitionSections,
  row,
  editedAbove = false,
}: RecordSectionsProps<Row>) {
  const { route, profile, viewer, context } = useRecordRoute();
  // 002 §6 "Per-screen data ids: APP_UPDATE": editing inside a /mod screen needs it on the path.
  const screenUpdate = usePathPermission(profile, route?.permissionPath, 'APP_UPDATE');
  const sections = viewer ? visibleSections(definitionSections, row, viewer) : [];
  const paths = viewer ? relationPaths(sections, row, context, viewer.roleType) : new Map();
  const decisions = usePathDecisions(profile, [...paths.values()]);
  if (!viewer || !profile) return null;
  const relationDecision = (kind: RelationKind) => {
    const path = paths.get(kind);
    return path === undefined ? undefined : decisions?.get(path);
  };
  const editable = (field: FieldDefinition<Row>) =>
    field.note !== undefined &&
    mayEdit(profile, screenUpdate, field.note.editRequirement(row, viewer));
  const anyEditable =
    (editedAbove && screenUpdate?.state === 'allowed') ||
    sections.some((each) => each.fields.some(editable));
  return (
    <>
      {anyEditable ? null : <p className={styles.notice}>{webMessage('detail.readOnly')}</p>}
      <Sections
        sections={sections}
        row={row}
        viewer={viewer}
        context={context}
        editable={editable}
        relationDecision={relationDecision}
      />
    </>
  );
}

/** Props of {@link RecordDetailScreen}. */
export interface RecordDetailScreenProps<Row extends RecordRow> {
  definition: DetailDefinition<Row>;
  /** What a feature shows above the fields once the record is read (its actions). */
  renderActions?: (row: Row, profile: Profile) => ReactNode;
  /** `renderActions` holds the record's edit form (see {@link RecordSectionsProps.editedAbove}). */
  editedAbove?: boolean;
  /** What a route composes below the fields once the record is read (another feature's section). */
  renderAfter?: (row: Row, profile: Profile) => ReactNode;
  /** The record's chat slot, composed in by its route (the 'Chat' section; none without it). */
  chatSection?: RecordChatSlot | undefined;
}

/** The /mod screen of a feature's records. */
export function RecordDetailScreen<Row extends RecordRow>({
  definition,
  renderActions,
  editedAbove = false,
  renderAfter,
  chatSection,
}: RecordDetailScreenProps<Row>) {
  const screenRef = useRef<HTMLElement>(null);
  useInAppLinks(screenRef);
  const { match, route, params, viewer, profile, id, query } = useRecordQuery(definition);
  const row = query.data ?? undefined;

  if (!route || !viewer || !profile) return null;
  // Who may open the record is the server's call and the feature's rule (001 §2.2, §2.3): a
  // refused folder goes back to its list, the buildingless-users container is not a page.
  const access =
    query.isError && isApiError(query.error) && query.error.status === 403
      ? definition.whenRefused
      : row && definition.access
        ? definition.access(row)
        : undefined;
  if (access?.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access?.kind === 'not-found') return <NotFoundPage />;
  const listRoute = siblingRoute(route, 'list');
  const listHref = listRoute ? routeHref(listRoute, params) : undefined;
  const fieldCount = definition.sections.reduce((sum, each) => sum + each.fields.length, 0);

  const body =
    recordReadState(query, Math.min(fieldCount, 12)) ??
    (row ? (
      <>
        {renderActions?.(row, profile)}
        <RecordSections sections={definition.sections} row={row} editedAbove={editedAbove} />
        {renderAfter?.(row, profile)}
        {id ? <RecordChatSection slot={chatSection} recordId={id} idChat={params.idChat} /> : null}
      </>
    ) : (
      <EmptyState title={webMessage('detail.notFound')} />
    ));

  return (
    <RecordScreen
      title={match ? recordTitle(match, { id, code: codeOf(row) }) : null}
      listHref={listHref}
      entity={route.entity}
      screenRef={screenRef}
    >
      {body}
    </RecordScreen>
  );
}

/** What {@link recordReadState} reads of a query. */
interface RecordRead {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * The loading and error states of a record's read — a skeleton of `lines`, or 'Impossibile
 * caricare l’elemento' with 'Riprova' — and null once it has an answer.
 */
export function recordReadState(query: RecordRead, lines: number): ReactNode | null {
  if (query.isPending) {
    return (
      <SkeletonGroup>
        <Skeleton lines={lines} />
      </SkeletonGroup>
    );
  }
  if (query.isError) return <ReadFailed retry={() => query.refetch()} />;
  return null;
}

/** Props of {@link RecordScreen}. */
export interface RecordScreenProps {
  /** The screen's title (h2). */
  title: ReactNode;
  /** Where 'Torna all’elenco' goes; no button without it. */
  listHref: string | undefined;
  /** The entity of the route, as `data-entity`. */
  entity: string | undefined;
  screenRef?: RefObject<HTMLElement | null>;
  /** The screen's kind, as `data-screen` (a creation form: 'order-create', 'ticket-create'). */
  screen?: string;
  children: ReactNode;
}

/**
 * The frame of a record screen (a detail, or a creation form): its title, the way back to its
 * list, and its body.
 */
export function RecordScreen({
  title,
  listHref,
  entity,
  screenRef,
  screen,
  children,
}: RecordScreenProps) {
  const navigate = useNavigate();
  return (
    <section ref={screenRef} className={styles.screen} data-entity={entity} data-screen={screen}>
      <header className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
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
      {children}
    </section>
  );
}
