/**
 * The supplier company editor (002 §2.9 "Supplier company editor with tabs Anagrafica and
 * Informazioni (cover image)"; 000 §2 "Full-screen dialogs: … edit supplier"; 002 §5.6), opened
 * from the avatar menu by a supplier's profile. Anagrafica: the certified company data read-only
 * (domain's `certifiedCompanyFields`), then the supplier's own additions — the extra e-mails
 * above level 1, the categories as tags with the preset trades, the keywords from level 2 — and
 * SALVA, off with domain's reason below level 3 and while a field is wrong (002 §5.7); saved with
 * the version it was loaded at ('Salvataggio avvenuto correttamente', 002 §8). Informazioni: the
 * cover image, changed above level 1 by an upload of the allowed image types. Under Anagrafica,
 * the company's history (records/RecordHistory.tsx, the timeline every record shows). Which fields show
 * and what may change is domain's `supplierEditorAbilities`; the gateway asks the same rule.
 */
import {
  getSupplierCoverQueryOptions,
  getSupplierQueryOptions,
  saveSupplierCompanyMutationOptions,
  uploadSupplierCoverMutationOptions,
  type SupplierRecord,
} from '@portineria/api-client';
import {
  SUPPLIER_CATEGORY_SUGGESTIONS,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  UPLOAD_MAX_BYTES,
  UPLOAD_MIME_TYPES_BY_ENTITY,
  certifiedCompanyFields,
  message,
  supplierEditorAbilities,
  supplierEditorRefusal,
  type Profile,
} from '@portineria/domain';
import { FileDropzone, TagInput, TextField, useSnackbar } from '@portineria/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { apiClient } from '../../lib/apiClient.ts';
import { EditorDialog, EditorTabLoading, editorTabContent } from '../../lib/EditorDialog.tsx';
import {
  EditorTabForm,
  useDomainValidatedForm,
  useEditorTabSubmit,
} from '../../records/EditorTabForm.tsx';
import * as formStyles from '../../lib/form.css.ts';
import { FormTextField } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { RecordHistory } from '../../records/RecordHistory.tsx';
import {
  clearFormDraft,
  formDraftKey,
  readFormDraft,
  writeFormDraft,
} from '../../records/formDraftStore.ts';
import { uploadFileRefusal } from '../../records/recordUploads.ts';
import * as styles from './company.css.ts';
import { SUPPLIER_COMPANY_HISTORY_FORMAT } from './supplierCompanyHistory.ts';
import {
  EXTRA_EMAIL_FIELDS,
  SUPPLIER_COMPANY_FORM_FIELD,
  supplierCompanyFormState,
  supplierCompanySave,
  supplierCompanySchemaFields,
  validateSupplierCompanyFormState,
  type SupplierCompanyFormState,
} from './supplierCompanyFormState.ts';

/** Props of {@link SupplierCompanyEditor}. */
export interface SupplierCompanyEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The active SPL profile: its company, its level and its uid (the draft's owner). */
  profile: Pick<Profile, 'uid' | 'role' | 'profile_level' | 'company_id'>;
}

const Loading = () => <EditorTabLoading label={webMessage('supplierCompany.loading')} />;

/** A tag list bound to the form (the categories, the keywords). */
function FormTags({
  control,
  name,
  hint,
  suggestions,
  disabled,
}: {
  control: Control<SupplierCompanyFormState>;
  name: 'categories' | 'keywords';
  hint: string;
  suggestions?: readonly string[];
  disabled: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={formStyles.wide}>
          <TagInput
            label={SUPPLIER_COMPANY_FORM_SCHEMA[name].label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            {...(suggestions ? { suggestions } : {})}
            disabled={disabled}
            error={fieldState.error?.message ?? null}
          />
          {/* How to add a tag, only where one can be added. */}
          {disabled ? null : <p className={formStyles.hint}>{hint}</p>}
        </div>
      )}
    />
  );
}

function SupplierCompanyRegistry({
  company,
  profile,
}: {
  company: SupplierRecord;
  profile: SupplierCompanyEditorProps['profile'];
}) {
  const abilities = supplierEditorAbilities(profile);
  const draftKey = formDraftKey('supplierCompanyDraft', profile.uid, String(company.id));
  const mutation = useMutation(saveSupplierCompanyMutationOptions(apiClient));
  const form = useDomainValidatedForm(
    {
      ...supplierCompanyFormState(company),
      ...(abilities.canSave ? readFormDraft<SupplierCompanyFormState>(draftKey) : {}),
    },
    validateSupplierCompanyFormState,
    SUPPLIER_COMPANY_FORM_FIELD,
  );
  const { control, formState } = form;
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty && abilities.canSave) writeFormDraft(draftKey, watched);
  }, [watched, formState.isDirty, draftKey, abilities.canSave]);

  const submit = useEditorTabSubmit(form, {
    save: async (state) => {
      const saved = await mutation.mutateAsync({
        id: company.id,
        values: supplierCompanySave(state, company),
        schemaFields: supplierCompanySchemaFields(company),
      });
      clearFormDraft(draftKey);
      return supplierCompanyFormState(saved);
    },
    saved: message('suppliers.saveSuccess'),
    fields: SUPPLIER_COMPANY_FORM_FIELD,
  });
  const levelRefusal = supplierEditorRefusal(profile, 'save') ?? undefined;
  const hasErrors = Object.keys(formState.errors).length > 0;
  const saveDisabledReason =
    levelRefusal ?? (hasErrors ? webMessage('supplierCompany.formErrors') : undefined);
  const locked = !abilities.canSave;

  return (
    <EditorTabForm
      label={webMessage('supplierCompany.registry.form')}
      onSubmit={submit}
      pending={formState.isSubmitting}
      saveDisabledReason={saveDisabledReason}
    >
      <p className={formStyles.hint}>{webMessage('supplierCompany.registry.certified')}</p>
      <div className={formStyles.grid}>
        {certifiedCompanyFields().map((field) => (
          <TextField
            key={field}
            label={SUPPLIER_COMPANY_FORM_SCHEMA[field].label}
            value={String(company[field as keyof SupplierRecord] ?? '')}
            readOnly
          />
        ))}
      </div>
      <h3 className={styles.sectionTitle}>{webMessage('supplierCompany.registry.own')}</h3>
      <div className={formStyles.grid}>
        {abilities.showExtraEmails
          ? EXTRA_EMAIL_FIELDS.map((field) => (
              <FormTextField
                key={field}
                control={control}
                name={field}
                type="email"
                label={SUPPLIER_COMPANY_FORM_SCHEMA[field].label}
                disabled={locked}
              />
            ))
          : null}
        <FormTags
          control={control}
          name="categories"
          hint={webMessage('supplierCompany.categories.hint')}
          suggestions={SUPPLIER_CATEGORY_SUGGESTIONS}
          disabled={locked}
        />
        {abilities.showKeywords ? (
          <FormTags
            control={control}
            name="keywords"
            hint={webMessage('supplierCompany.keywords.hint')}
            disabled={locked}
          />
        ) : null}
      </div>
    </EditorTabForm>
  );
}

/** The cover's bytes shown from an object URL (an `<img>` cannot send the token). */
function CoverImage({ coverId, name }: { coverId: string; name: string }) {
  const cover = useQuery({ ...getSupplierCoverQueryOptions(apiClient, coverId), retry: false });
  const url = useMemo(
    () => (cover.data ? URL.createObjectURL(cover.data) : undefined),
    [cover.data],
  );
  // Released when the bytes change or the image leaves.
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  if (cover.isError) {
    return <p className={formStyles.hint}>{webMessage('supplierCompany.cover.loadFailed')}</p>;
  }
  if (!url) return <Loading />;
  return (
    <img
      className={styles.cover}
      src={url}
      alt={webMessage('supplierCompany.cover.image', { name })}
    />
  );
}

function SupplierCompanyInformation({
  company,
  profile,
}: {
  company: SupplierRecord;
  profile: SupplierCompanyEditorProps['profile'];
}) {
  const { show } = useSnackbar();
  const upload = useMutation(uploadSupplierCoverMutationOptions(apiClient));
  const refusal = supplierEditorRefusal(profile, 'cover');
  return (
    <section className={formStyles.form} aria-label={webMessage('supplierCompany.cover.title')}>
      <h3 className={styles.sectionTitle}>{webMessage('supplierCompany.cover.title')}</h3>
      {company.cover ? (
        <CoverImage coverId={company.cover} name={company.name1 ?? ''} />
      ) : (
        <p className={formStyles.hint}>{webMessage('supplierCompany.cover.empty')}</p>
      )}
      {refusal !== null ? (
        <p className={formStyles.hint} data-cover-refusal>
          {refusal}
        </p>
      ) : upload.isPending ? (
        <EditorTabLoading label={webMessage('supplierCompany.cover.uploading')} />
      ) : (
        <FileDropzone
          label={webMessage('supplierCompany.cover.upload')}
          description={webMessage('supplierCompany.cover.hint', {
            size: UPLOAD_MAX_BYTES / (1024 * 1024),
          })}
          files={[]}
          multiple={false}
          accept={UPLOAD_MIME_TYPES_BY_ENTITY.supplierCovers}
          fileRefusal={(file: File) => uploadFileRefusal('supplierCovers', file)}
          onFilesChange={(chosen) => {
            const [file] = chosen;
            if (!file) return;
            upload.mutate(
              { companyId: company.id, file },
              {
                onSuccess: () =>
                  show({ message: webMessage('supplierCompany.cover.saved'), tone: 'success' }),
                onError: (error) => show({ message: saveErrorMessage(error), tone: 'error' }),
              },
            );
          }}
        />
      )}
    </section>
  );
}

export function SupplierCompanyEditor({ open, onOpenChange, profile }: SupplierCompanyEditorProps) {
  const company = useQuery({
    ...getSupplierQueryOptions(apiClient, profile.company_id),
    enabled: open,
  });
  // Loading, or a failed read with 'Riprova' (editorTabContent); then the tab.
  const content = (render: (record: SupplierRecord) => ReactNode) =>
    editorTabContent(company, webMessage('supplierCompany.loading'), render);
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('supplierCompany.title')}
      description={company.data?.name1 ?? undefined}
      tabs={[
        {
          value: 'registry',
          label: webMessage('supplierCompany.tab.registry'),
          content: content((record) => (
            <>
              {/* A new version read (after a save) starts the form again from it. */}
              <SupplierCompanyRegistry key={record.updatedAt} company={record} profile={profile} />
              {/* Who changed the company and how, as every record's history (its level's fields). */}
              <RecordHistory
                kind="supplierCompany"
                recordId={String(record.id)}
                format={SUPPLIER_COMPANY_HISTORY_FORMAT}
              />
            </>
          )),
        },
        {
          value: 'information',
          label: webMessage('supplierCompany.tab.information'),
          content: content((record) => (
            <SupplierCompanyInformation company={record} profile={profile} />
          )),
        },
      ]}
    />
  );
}
