/**
 * The typed vocabulary of a feature's list columns and detail sections: a field is a label, a
 * typed reading of the row (`(order) => order.validTo`, never a string path) and a presenter,
 * with who sees it and what editing it needs decided by domain's rules. A relation field names
 * the association the read must include, so the list or the detail asks for its related records
 * in the same request (002 §2.1). Pure data and functions: the screens render them.
 */
import type { EntityId, ListQuery } from '@portineria/api-client';
import type { PermissionRequirement, Role, RoleType } from '@portineria/domain';
import type { UseMutationOptions } from '@tanstack/react-query';
import type { WebMessageKey } from '../messages/it-IT.ts';
import {
  presentBoolean,
  presentColor,
  presentDate,
  presentLabelled,
  presentMoney,
  presentMultiline,
  presentNote,
  presentNumber,
  presentRelation,
  presentTags,
  presentText,
  type FieldPresentation,
  type PresentationContext,
  type RelationSource,
} from './presenters.ts';
import type { RelationKind } from './relations.ts';

/** Who looks at the record: the active profile's role and its type. */
export interface Viewer {
  role: Role;
  roleType: RoleType;
}

/** One association a read includes (`'org_buildings'`, or a nested include). */
export type IncludeEntry = NonNullable<ListQuery['include']>[number];

/**
 * How an editable note is saved: the feature's mutation options (the api-client's, with the
 * invalidation they imply) and the variables of one save, checked against each other where the
 * feature builds them ({@link noteSaving}).
 */
export interface NoteSaving<Row> {
  /** The mutation options of the save. */
  options: () => UseMutationOptions<unknown, Error, unknown>;
  /** The variables that save `text` (null: the note is cleared) on `row`. */
  variables: (row: Row, text: string | null) => unknown;
}

/** An editable note: its text, what saving it needs (domain's rule) and how it is saved. */
export interface NoteDefinition<Row> {
  text: (row: Row) => string | null | undefined;
  /** The permission editing needs for this viewer on this record; null: read only. */
  editRequirement: (row: Row, viewer: Viewer) => PermissionRequirement | null;
  saving: NoteSaving<Row>;
}

/** A field of a feature's records. */
export interface FieldDefinition<Row> {
  /** A stable id: the column's key, the detail row's `data-field`. */
  id: string;
  /** The label, in the app's Italian messages. */
  label: WebMessageKey;
  /** How the row's value is shown. */
  present: (row: Row, context: PresentationContext) => FieldPresentation;
  /** The association the read includes for this field (a relation's record). */
  include?: IncludeEntry;
  /** Whether a role sees the field at all (lists and details); everybody when absent. */
  shownTo?: (viewer: Viewer) => boolean;
  /** Whether the viewer sees it on this record (details only); shown when absent. */
  shownFor?: (row: Row, viewer: Viewer) => boolean;
  /** Editing rules when the field is a note the viewer may edit. */
  note?: NoteDefinition<Row>;
  /** An icon the list shows beside the value on some rows, with its accessible label. */
  marker?: (row: Row) => FieldMarker | undefined;
}

/** An icon beside a list value (002 §4.6: the key of a disabled building with a licence). */
export interface FieldMarker {
  icon: 'licenceKey';
  /** The icon's accessible name, in the app's Italian messages. */
  label: WebMessageKey;
}

/** A titled group of detail fields. */
export interface SectionDefinition<Row> {
  title: WebMessageKey;
  fields: readonly FieldDefinition<Row>[];
}

/** Options every field builder takes. */
export type FieldOptions<Row> = Pick<
  FieldDefinition<Row>,
  'include' | 'shownTo' | 'shownFor' | 'marker'
>;

/**
 * Builds typed mutation options and variables for a note save, checked against each other here
 * (the one place their types meet), and stores them for the note editor.
 */
export function noteSaving<Row, Data, Variables>(
  options: () => UseMutationOptions<Data, Error, Variables>,
  variables: (row: Row, text: string | null) => Variables,
): NoteSaving<Row> {
  return {
    options: options as () => UseMutationOptions<unknown, Error, unknown>,
    variables,
  };
}

/**
 * The field builders of a row type: `const field = fieldsOf<OrderRow>()`, then
 * `field.date('validTo', 'field.validTo', (order) => order.validTo)`.
 */
export function fieldsOf<Row>() {
  type Read = (row: Row) => unknown;
  const make = (
    id: string,
    label: WebMessageKey,
    present: FieldDefinition<Row>['present'],
    options: FieldOptions<Row> = {},
  ): FieldDefinition<Row> => ({ id, label, present, ...options });
  return {
    /** Plain text. */
    text: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentText(read(row)), options),
    /** Long text kept with its line breaks. */
    multiline: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentMultiline(read(row)), options),
    /** A number in Italian notation. */
    number: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentNumber(read(row)), options),
    /** DD/MM/YYYY (002 §5.1). */
    date: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentDate(read(row)), options),
    /** DD/MM/YYYY HH:mm (000 §9). */
    dateTime: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentDate(read(row), true), options),
    /** 1.234,50 € (000 §9). */
    money: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentMoney(read(row)), options),
    /** Sì / No. */
    boolean: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentBoolean(read(row)), options),
    /** A list or a comma-separated string, as tags. */
    tags: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentTags(read(row)), options),
    /** A colour swatch with its code. */
    color: (id: string, label: WebMessageKey, read: Read, options?: FieldOptions<Row>) =>
      make(id, label, (row) => presentColor(read(row)), options),
    /** A value with an Italian label per raw value. */
    labelled: (
      id: string,
      label: WebMessageKey,
      read: Read,
      labels: Readonly<Record<string, WebMessageKey>>,
      options?: FieldOptions<Row>,
    ) => make(id, label, (row) => presentLabelled(read(row), labels), options),
    /** A value shown by a presenter of its own (chips, badges, domain labels). */
    custom: (
      id: string,
      label: WebMessageKey,
      present: FieldDefinition<Row>['present'],
      options?: FieldOptions<Row>,
    ) => make(id, label, present, options),
    /**
     * A related record (002 §2.1), linked to its /mod screen behind the permission check; the
     * association in `include` embeds it in the same read.
     */
    relation: (
      id: string,
      label: WebMessageKey,
      kind: RelationKind,
      read: (row: Row) => RelationSource,
      options: FieldOptions<Row> & { empty?: 'noRequester' } = {},
    ) => {
      const { empty, ...rest } = options;
      return make(
        id,
        label,
        (row, context) => presentRelation(kind, read(row), context, empty),
        rest,
      );
    },
    /** An internal note: read-only text, or a text area with SALVA where domain's rule allows. */
    note: (
      id: string,
      label: WebMessageKey,
      note: NoteDefinition<Row>,
      options?: FieldOptions<Row>,
    ): FieldDefinition<Row> => ({
      ...make(id, label, (row) => presentNote(note.text(row)), options),
      note,
    }),
  };
}

/** A section. */
export function section<Row>(
  title: WebMessageKey,
  fields: readonly FieldDefinition<Row>[],
): SectionDefinition<Row> {
  return { title, fields };
}

/** The fields a role sees at all: a list's columns, a section's fields before the record. */
export function fieldsShownTo<Row>(
  fields: readonly FieldDefinition<Row>[],
  viewer: Viewer,
): FieldDefinition<Row>[] {
  return fields.filter((field) => field.shownTo?.(viewer) ?? true);
}

/** The associations a read includes for the fields a role sees, each once. */
export function includesOf<Row>(
  fields: readonly FieldDefinition<Row>[],
  viewer: Viewer,
): IncludeEntry[] {
  const seen = new Set<string>();
  const include: IncludeEntry[] = [];
  for (const field of fieldsShownTo(fields, viewer)) {
    if (field.include === undefined) continue;
    const key = JSON.stringify(field.include);
    if (seen.has(key)) continue;
    seen.add(key);
    include.push(field.include);
  }
  return include;
}

/** A section with only the fields the viewer sees on the record. */
export interface VisibleSection<Row> {
  section: SectionDefinition<Row>;
  fields: readonly FieldDefinition<Row>[];
}

/**
 * The sections a viewer sees of a record, each with its visible fields; a section whose every
 * field is hidden is left out (USR and the internal notes, 002 §6).
 */
export function visibleSections<Row>(
  sections: readonly SectionDefinition<Row>[],
  row: Row,
  viewer: Viewer,
): VisibleSection<Row>[] {
  return sections
    .map((section) => ({
      section,
      fields: fieldsShownTo(section.fields, viewer).filter(
        (field) => field.shownFor?.(row, viewer) ?? true,
      ),
    }))
    .filter((entry) => entry.fields.length > 0);
}

/** Every field of the sections, once (the detail's includes). */
export function sectionFields<Row>(
  sections: readonly SectionDefinition<Row>[],
): FieldDefinition<Row>[] {
  return sections.flatMap((section) => section.fields);
}

/** The id of a record as the routes carry it, or undefined. */
export function recordId(row: { id?: EntityId | null }): string | undefined {
  return row.id === undefined || row.id === null ? undefined : String(row.id);
}
