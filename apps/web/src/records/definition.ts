/**
 * What a feature tells the record screens about its records: the list's columns and the
 * detail's sections as typed fields, and the api-client query options that read them. One
 * definition per feature; the screens do the rest the same way for every feature.
 */
import type { EntityId, ListOrder, ListPage, ListQuery } from '@portineria/api-client';
import type { Criteria, DetailRouteAccess } from '@portineria/domain';
import type { WebMessageKey } from '../messages/it-IT.ts';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { FieldDefinition, IncludeEntry, SectionDefinition } from './fields.ts';

/** The parameters of a route (orderType, category…). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** An api-client read as the screens run it. */
export type ReadQuery<Data> = UseQueryOptions<Data, Error, Data, QueryKey>;

/** A record as the screens need it: anything with an id. */
export interface RecordRow {
  id?: EntityId | null;
}

/** A list's own view: its id in the address (`?view=`), its label and the criteria it asks for. */
export interface ListViewDefinition {
  id: string;
  /** The view's label, as domain words it. */
  label: string;
  /** The criteria the server filters (and counts) the view with; `{}` for all. */
  criteria: Criteria;
}

/**
 * A list's own views (001 §4.7: the folders' filters by state), offered as buttons with their
 * counts and kept in the address as `?view=`. The server filters: the list is paged.
 */
export interface ListViewsDefinition {
  /** The name of the group of buttons. */
  label: WebMessageKey;
  options: readonly ListViewDefinition[];
  /** The view the address names: the default one for none or an unknown name. */
  selectedOf: (view: string | null) => string;
  /** The number of records of a view's criteria, through the api-client's count query. */
  count?: (criteria: Criteria) => ReadQuery<number>;
}

/** The list and detail of a feature's records. */
export interface RecordDefinition<Row extends RecordRow> {
  /** The list's columns; the first names the row. A role sees those `shownTo` allows. */
  columns: readonly FieldDefinition<Row>[];
  /** The detail's titled sections; none when the records open elsewhere (chats). */
  sections?: readonly SectionDefinition<Row>[];
  /** Rows per page of the list; 25 unless the spec says otherwise (001 §7 tickets: 50). */
  pageSize?: number;
  /** The order the list asks for (001 §7 tickets: `createdAt` descending). */
  order?: ListOrder;
  /**
   * The columns the list may be sorted by (001 §2.2 lists; the server sorts): a column's id → the
   * request field the server sorts on (`$org_activities.code$` for a relation). A viewer is
   * offered those among the columns shown to it; `order` stays the order without a column sort.
   */
  sortFields?: Readonly<Record<string, string>>;
  /** The name of `order` in the card view's 'Ordina per' ('Più recenti'). */
  defaultSortLabel?: WebMessageKey;
  /** The list's own views (`?view=`), when it has some (001 §4.7 folders). */
  views?: ListViewsDefinition;
  /** What the list says when it has no record at all (ui's default otherwise). */
  emptyLabel?: WebMessageKey;
  /** The list accepts free-text search (`full_text`). */
  searchable?: boolean;
  /**
   * A page of the list: the api-client's page query for the list body (paging, search and the
   * includes of the columns the role sees) and the route's parameters.
   */
  page: (query: ListQuery, params: RouteParams) => ReadQuery<ListPage<Row>>;
  /** Whether a loaded record may be opened at all (001 §2.2: the buildingless-users container is a 404). */
  access?: (row: Row) => DetailRouteAccess;
  /** Where a detail the server refuses (403) goes instead of an error (001 §2.3: the folders list). */
  whenRefused?: DetailRouteAccess;
  /** One record with the includes of the fields the role sees; null when it is not visible. */
  record?: (id: string, include: IncludeEntry[]) => ReadQuery<Row | null>;
}

/** A definition whose records have a detail screen. */
export type DetailDefinition<Row extends RecordRow> = RecordDefinition<Row> &
  Required<Pick<RecordDefinition<Row>, 'sections' | 'record'>>;

/** Checks a definition of records with a list and a detail where it is written. */
export function defineRecords<Row extends RecordRow>(
  definition: DetailDefinition<Row>,
): DetailDefinition<Row> {
  return definition;
}

/** Checks a definition of records that have a list only (they open elsewhere). */
export function defineListOnly<Row extends RecordRow>(
  definition: RecordDefinition<Row>,
): RecordDefinition<Row> {
  return definition;
}
