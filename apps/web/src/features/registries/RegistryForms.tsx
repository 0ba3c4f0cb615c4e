/**
 * Keeping a registry record (001 §2.2–2.4): one create screen, one edit form, one delete and one
 * history for every registry with a form (contacts, buildings, units, employees, planned
 * maintenances, entitlements and suppliers), each kind declaring
 * only its domain fields (`registryFormColumns` for the route category), its api-client
 * mutations and the values its category fixes (a person's `isPerson`, a private building's
 * `isPrivate`). The create screen is records' create form (RecordCreateScreen: a draft per
 * profile surviving a reload, a refused save keeping every field); the edit saves with the
 * version it was loaded at (a stale save is the gateway's 409, said in the snackbar, the typed
 * fields kept); ELIMINA asks first, and a record in use is refused with the gateway's
 * 'Usato da 3 ordini e 1 ticket'.
 */
import type { EntityId } from '@portineria/api-client';
import {
  SUPPLIER_CATEGORY_SUGGESTIONS,
  entitlementFieldsShown,
  joinSupplierCategories,
  parseSupplierCategories,
  registryIdentityFields,
} from '@portineria/domain';
import type { Profile, RecordVersion, RegistryFormEntity } from '@portineria/domain';
import {
  Button,
  Checkbox,
  ColorSwatchPicker,
  ConfirmDialog,
  DateField,
  TagInput,
  useSnackbar,
} from '@portineria/ui';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Fragment, useMemo } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import * as formStyles from '../../lib/form.css.ts';
import { FormSelect, FormTextArea, FormTextField } from '../../lib/formFields.tsx';
import {
  FormBuildingPicker,
  FormContactPicker,
  FormSupplierPicker,
  FormUnitPicker,
} from '../../lib/formPickers.tsx';
import { usePathPermission } from '../../lib/permissions.ts';
import { webMessage } from '../../messages/it-IT.ts';
import { formDraftKey } from '../../records/formDraftStore.ts';
import { NewRecordButton } from '../../records/NewRecordButton.tsx';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { useRecordCreateForm } from '../../records/recordCreateForm.ts';
import { useRecordEditForm } from '../../records/recordEditForm.ts';
import { RecordCreateScreen, useCreateScreenListHref } from '../../records/RecordCreateScreen.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import type { RecordHistoryFormat } from '../../records/recordHistory.ts';
import {
  emptyRegistryForm,
  registryChoiceLabel,
  registryFieldMap,
  registryFormFields,
  registryFormState,
  registryFormValues,
  validateRegistryForm,
  type RegistryFormField,
  type RegistryFormState,
} from '../../records/registryForm.ts';
import { routeHref, siblingRoute } from '../../records/routeLinks.ts';
import { useRecordRoute } from '../../records/useRecordRoute.ts';

/** The wire values a form sends (its fields, and what the category fixes). */
type RegistryInput = Record<string, unknown>;

/** What a registry with a form declares. */
export interface RegistryFormKind {
  entity: RegistryFormEntity;
  /** The history the record's writes are told on (`GET /{kind}/{id}/history`). */
  historyKind:
    | 'contact'
    | 'building'
    | 'unit'
    | 'employee'
    | 'plannedMaintenance'
    | 'entitlement'
    | 'supplier';
  /** The create screen's title for the route category. */
  title(category: string | undefined): string;
  /** The values the route category fixes (`isPerson`, `isPrivate`). */
  fixed(category: string | undefined): RegistryInput;
  create(): UseMutationOptions<{ id: EntityId }, Error, RegistryInput>;
  update(): UseMutationOptions<
    unknown,
    Error,
    { id: EntityId; changes: RegistryInput & { version: RecordVersion } }
  >;
  remove(): UseMutationOptions<unknown, Error, EntityId>;
}

/**
 * What a record's detail needs to keep it: its form's fields, its history, its edit and, where
 * the registry removes records, its removal (a delegated access is only edited).
 */
export type RegistryKeptKind = Pick<RegistryFormKind, 'entity' | 'historyKind' | 'update'> &
  Partial<Pick<RegistryFormKind, 'remove'>>;

/** The history of a registry record: created, edited, deleted. */
/** A registry's history: what was done, and each choice field's value by its form's label. */
const registryHistoryFormat = (entity: RegistryFormEntity): RecordHistoryFormat => ({
  title: (entry) =>
    entry.action === 'create'
      ? webMessage('registry.history.create')
      : entry.action === 'delete'
        ? webMessage('registry.history.delete')
        : webMessage('registry.history.update'),
  value: (field, value) => registryChoiceLabel(entity, field, value),
});

/** One field of the form, on the ui input of its kind. */
function RegistryFormInput({
  control,
  field,
  locked,
}: {
  control: Control<RegistryFormState>;
  field: RegistryFormField;
  /**
   * Shown but not changeable (an entitlement's building, unit and contact, a certified supplier's
   * company data, on its edit).
   */
  locked: boolean;
}) {
  switch (field.kind) {
    case 'building':
      return (
        <FormBuildingPicker
          control={control}
          name={`picked.${field.name}`}
          label={field.label}
          isDisabled={locked}
        />
      );
    case 'supplier':
      return (
        <FormSupplierPicker
          control={control}
          name={`picked.${field.name}`}
          label={field.label}
          isDisabled={locked}
        />
      );
    case 'contact':
      return (
        <FormContactPicker
          control={control}
          name={`picked.${field.name}`}
          label={field.label}
          isDisabled={locked}
        />
      );
    case 'unit':
      return (
        <FormUnitPicker
          control={control}
          name={`picked.${field.name}`}
          label={field.label}
          isDisabled={locked}
        />
      );
    case 'flag':
      return (
        <Controller
          control={control}
          name={`values.${field.name}`}
          render={({ field: bound }) => (
            <Checkbox
              label={field.label}
              checked={bound.value === 'true'}
              onCheckedChange={(checked) => bound.onChange(String(checked))}
              onBlur={bound.onBlur}
            />
          )}
        />
      );
    case 'date':
      // The state holds text: an emptied day is '' as every empty field.
      return (
        <Controller
          control={control}
          name={`values.${field.name}`}
          render={({ field: bound, fieldState }) => (
            <DateField
              label={field.label}
              value={bound.value === '' ? null : bound.value}
              onChange={(day) => bound.onChange(day ?? '')}
              onBlur={bound.onBlur}
              inputRef={bound.ref}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      );
    case 'multiline':
      return <FormTextArea control={control} name={`values.${field.name}`} label={field.label} />;
    case 'tags':
      // The state holds the tags joined, as the wire does (002 §7.5).
      return (
        <Controller
          control={control}
          name={`values.${field.name}`}
          render={({ field: bound, fieldState }) => (
            <TagInput
              label={field.label}
              value={parseSupplierCategories(bound.value)}
              onChange={(tags) => bound.onChange(joinSupplierCategories(tags))}
              onBlur={bound.onBlur}
              suggestions={SUPPLIER_CATEGORY_SUGGESTIONS}
              disabled={locked}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      );
    case 'choice':
      return (
        <FormSelect
          control={control}
          name={`values.${field.name}`}
          label={field.label}
          options={field.choices}
        />
      );
    case 'color':
      return (
        <Controller
          control={control}
          name={`values.${field.name}`}
          render={({ field: bound, fieldState }) => (
            <ColorSwatchPicker
              label={field.label}
              value={bound.value === '' ? null : bound.value}
              onChange={bound.onChange}
              onBlur={bound.onBlur}
              error={fieldState.error?.message ?? null}
            />
          )}
        />
      );
    case 'text':
    case 'number':
      return (
        <FormTextField
          control={control}
          name={`values.${field.name}`}
          label={field.label}
          disabled={locked}
          {...(field.kind === 'number' ? { inputMode: 'decimal' as const } : {})}
        />
      );
    default:
      return field.kind satisfies never;
  }
}

/** Whether a field is a record picked in a SearchPicker. */
const isPickedField = (field: RegistryFormField) =>
  field.kind === 'building' ||
  field.kind === 'supplier' ||
  field.kind === 'contact' ||
  field.kind === 'unit';

/**
 * The fields shown: the roles of an entitlement are those of its building (councilor and
 * doorkeeper not for a private one, 002 §5.4) once the building picked says it is private (the
 * gateway normalises what is sent whatever is shown); a locked relation the record does not have
 * (an entitlement without a unit, on its edit) is not shown as an empty field no one may fill.
 */
function useShownFields(
  control: Control<RegistryFormState>,
  fields: readonly RegistryFormField[],
  locked: readonly string[],
): readonly RegistryFormField[] {
  const picked = useWatch({ control, name: 'picked' }) as
    Record<string, { isPrivate?: unknown } | null | undefined> | undefined;
  const shown: readonly string[] = entitlementFieldsShown({
    isPrivateBuilding: picked?._building?.isPrivate === true,
  });
  return fields.filter(
    (field) =>
      (field.kind !== 'flag' || shown.includes(field.name)) &&
      !(locked.includes(field.name) && isPickedField(field) && picked?.[field.name] == null),
  );
}

/** The form's fields, bound to its `control`. */
function RegistryFormFields({
  control,
  fields,
  locked = [],
}: {
  control: Control<RegistryFormState>;
  fields: readonly RegistryFormField[];
  /** The fields shown but not changeable (domain's `registryIdentityFields` on an edit). */
  locked?: readonly string[];
}) {
  const shown = useShownFields(control, fields, locked);
  const flags = shown.filter((field) => field.kind === 'flag');
  const input = (field: RegistryFormField) => (
    <RegistryFormInput control={control} field={field} locked={locked.includes(field.name)} />
  );
  return (
    <div className={formStyles.grid}>
      {shown.map((field) => {
        // The flags (an entitlement's roles) side by side on one row of their own, where the first is.
        if (field.kind === 'flag') {
          return field === flags[0] ? (
            <div
              key="flags"
              role="group"
              aria-label={webMessage('section.roles')}
              className={`${formStyles.wide} ${formStyles.flags}`}
            >
              {flags.map((flag) => (
                <Fragment key={flag.name}>{input(flag)}</Fragment>
              ))}
            </div>
          ) : null;
        }
        // A text of several lines and tags take the form's whole width, a picker two columns.
        if (field.kind === 'multiline' || field.kind === 'tags' || isPickedField(field)) {
          return (
            <div
              key={field.name}
              className={isPickedField(field) ? formStyles.pair : formStyles.wide}
            >
              {input(field)}
            </div>
          );
        }
        return <Fragment key={field.name}>{input(field)}</Fragment>;
      })}
    </div>
  );
}

/** The fields of the current route's registry form (its category decides them). */
function useRegistryFields(kind: Pick<RegistryFormKind, 'entity'>) {
  const { params } = useRecordRoute();
  const category = params.category;
  const fields = useMemo(() => registryFormFields(kind.entity, category), [kind.entity, category]);
  return { category, fields };
}

/** The list's NUOVO of a registry with a form (creationScreens.ts lists its /new route). */
export function RegistryNewButton() {
  return <NewRecordButton label={webMessage('registry.list.new')} />;
}

/** The create screen of a registry (/new): see the module's comment. */
export function RegistryCreateScreen({ kind }: { kind: RegistryFormKind }) {
  const { route, params, profile } = useRecordRoute();
  const { category, fields } = useRegistryFields(kind);
  const listHref = useCreateScreenListHref();
  const modRoute = route ? siblingRoute(route, 'mod') : undefined;
  const { form, submit, discard, pendingInput } = useRecordCreateForm({
    draftKey: formDraftKey(
      `${kind.entity}Draft:${category ?? ''}`,
      profile?.uid ?? 'none',
      route?.roleType ?? '',
    ),
    defaults: emptyRegistryForm(fields),
    validate: (state) => validateRegistryForm(fields, state),
    fields: registryFieldMap(fields),
    mutation: kind.create(),
    onCreated: (created) => ({
      message: webMessage('registry.create.sent'),
      // A record route names its id idElement or id (001 §2.2 /planned-maintenances/mod/{id}).
      href: modRoute
        ? routeHref(modRoute, { ...params, idElement: String(created.id), id: String(created.id) })
        : listHref,
    }),
  });
  if (!route || !profile) return null;
  return (
    <RecordCreateScreen
      title={kind.title(category)}
      screen={`${kind.entity}-create`}
      onSubmit={() =>
        void submit((state) => ({ ...registryFormValues(fields, state), ...kind.fixed(category) }))
      }
      onDiscard={discard}
      actions={
        <Button type="submit" pending={pendingInput !== undefined}>
          {webMessage('registry.create.send')}
        </Button>
      }
    >
      <RegistryFormFields control={form.control} fields={fields} />
    </RecordCreateScreen>
  );
}

/**
 * The edit form on a record's detail: records' edit form (the kept edit per profile and record,
 * saved with the version it was loaded at), in the registry's own frame.
 */
function RegistryEditForm({
  kind,
  id,
  row,
  draftKey,
}: {
  kind: RegistryKeptKind;
  id: string;
  row: Readonly<Record<string, unknown>>;
  draftKey: string;
}) {
  const { fields } = useRegistryFields(kind);
  // The record's identity (a certified supplier's data) is not the edit's: shown, never sent.
  const locked = registryIdentityFields(kind.entity, row);
  const { form, submit, discard, saving } = useRecordEditForm({
    draftKey,
    id,
    stored: registryFormState(fields, row),
    validate: (state) => validateRegistryForm(fields, state),
    fields: registryFieldMap(fields),
    mutation: kind.update(),
    toChanges: (state) =>
      Object.fromEntries(
        Object.entries(registryFormValues(fields, state)).filter(
          ([name]) => !locked.includes(name),
        ),
      ),
    savedMessage: webMessage('registry.edit.saved'),
  });

  return (
    <form
      className={formStyles.form}
      noValidate
      aria-label={webMessage('registry.edit.title')}
      data-testid="registry-edit-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <RegistryFormFields control={form.control} fields={fields} locked={locked} />
      <div className={formStyles.actions}>
        <Button variant="text" onClick={discard}>
          {webMessage('record.create.discard')}
        </Button>
        <Button type="submit" pending={saving}>
          {webMessage('registry.edit.save')}
        </Button>
      </div>
    </form>
  );
}

/** ELIMINA, after a confirmation; a record in use is refused with what uses it. */
function RegistryDeleteButton({
  kind,
  id,
}: {
  kind: Pick<RegistryFormKind, 'remove'>;
  id: string;
}) {
  const { show } = useSnackbar();
  const navigate = useNavigate();
  const { route, params } = useRecordRoute();
  const mutation = useMutation(kind.remove());
  const listRoute = route ? siblingRoute(route, 'list') : undefined;
  return (
    <ConfirmDialog
      trigger={
        <Button variant="text" icon={<Trash2 size={16} aria-hidden />}>
          {webMessage('registry.delete')}
        </Button>
      }
      message={webMessage('registry.delete.confirm')}
      tone="destructive"
      onConfirm={async () => {
        try {
          await mutation.mutateAsync(id);
        } catch (error) {
          // 'Usato da 3 ordini e 1 ticket': the gateway's refusal, the record kept.
          show({ message: saveErrorMessage(error), tone: 'error' });
          return;
        }
        show({ message: webMessage('registry.deleted'), tone: 'success' });
        const listHref = listRoute ? routeHref(listRoute, params) : undefined;
        if (listHref) navigate(listHref, { replace: true });
      }}
    />
  );
}

/**
 * A registry record's own part of its detail: the edit form where the profile may update,
 * ELIMINA where it may delete, and the record's history.
 */
export function RegistryRecordPanel({
  kind,
  row,
  profile,
}: {
  kind: RegistryKeptKind;
  /** The record as its detail read it (a contact, a building). */
  row: object;
  profile: Profile;
}) {
  const { route } = useRecordRoute();
  const canEdit =
    usePathPermission(profile, route?.permissionPath, 'APP_UPDATE')?.state === 'allowed';
  const canDelete =
    usePathPermission(profile, route?.permissionPath, 'APP_DELETE')?.state === 'allowed';
  const record = row as Readonly<Record<string, unknown>>;
  const id = String(record.id);
  return (
    <>
      {canDelete && kind.remove ? (
        <div className={formStyles.actions}>
          <RegistryDeleteButton kind={{ remove: kind.remove }} id={id} />
        </div>
      ) : null}
      {canEdit ? (
        <RegistryEditForm
          // A new version of the stored record starts the form over.
          key={String(record.updatedAt)}
          kind={kind}
          id={id}
          row={record}
          draftKey={formDraftKey(`${kind.entity}Edit:${id}`, profile.uid, route?.roleType ?? '')}
        />
      ) : null}
      <RecordHistory
        kind={kind.historyKind}
        recordId={id}
        format={registryHistoryFormat(kind.entity)}
      />
    </>
  );
}
