/**
 * 'La mia azienda' (002 §2.9 "Company editor 'La mia azienda' (ORG) with tabs Anagrafica
 * (read-only certified data) and Licenze (only for org level 3)"; 000 §2 "Full-screen dialogs …
 * edit organisation"): the organisation's certified data (002 §3.9, domain's
 * `certifiedCompanyFields`, labelled as the company form labels them) shown read-only, and for level 3 the licences in use
 * (`showsOrgLicencesTab`; the gateway answers 403 to the licence reads below it). While a tab
 * reads it shows a skeleton, and a failed read the standard error state with 'Riprova'
 * (editorTabContent).
 */
import {
  getBuildingsLicensesTotalQueryOptions,
  getBuildingsLicensesUsedQueryOptions,
  getCurrentQualificationsPackQueryOptions,
  getOrganizationQueryOptions,
  type Organization,
  type QualificationsPack,
} from '@portineria/api-client';
import {
  certifiedCompanyFields,
  showsOrgLicencesTab,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  type Profile,
} from '@portineria/domain';
import { TextField, type TabItem } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiClient } from '../../lib/apiClient.ts';
import { EditorDialog, editorTabContent, type EditorTabRead } from '../../lib/EditorDialog.tsx';
import * as formStyles from '../../lib/form.css.ts';
import { webMessage } from '../../messages/it-IT.ts';
import * as styles from './company.css.ts';

/** Props of {@link CompanyEditor}. */
export interface CompanyEditorProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The active ORG profile: its organisation and its level. */
  profile: Pick<Profile, 'role' | 'profile_level' | 'company_id'>;
}

function CompanyRegistry({ organization }: { organization: Organization }) {
  return (
    <div className={formStyles.form}>
      <p className={formStyles.hint}>{webMessage('company.registry.certified')}</p>
      <div className={formStyles.grid}>
        {certifiedCompanyFields().map((field) => (
          <TextField
            key={field}
            label={SUPPLIER_COMPANY_FORM_SCHEMA[field].label}
            value={String(organization[field] ?? '')}
            readOnly
          />
        ))}
      </div>
    </div>
  );
}

/** The three licence reads as one: read once all are, failed if one failed (retry reads those). */
export function licencesRead(reads: {
  used: EditorTabRead<number | null>;
  total: EditorTabRead<number | null>;
  pack: EditorTabRead<QualificationsPack | null>;
}): EditorTabRead<{ used: number | null; total: number | null; pack: QualificationsPack | null }> {
  const all = [reads.used, reads.total, reads.pack];
  return {
    data:
      reads.used.data !== undefined &&
      reads.total.data !== undefined &&
      reads.pack.data !== undefined
        ? { used: reads.used.data, total: reads.total.data, pack: reads.pack.data }
        : undefined,
    isError: all.some((read) => read.isError),
    refetch: () => Promise.all(all.filter((read) => read.isError).map((read) => read.refetch())),
  };
}

function CompanyLicences({ open }: { open: boolean }) {
  const used = useQuery({ ...getBuildingsLicensesUsedQueryOptions(apiClient), enabled: open });
  const total = useQuery({ ...getBuildingsLicensesTotalQueryOptions(apiClient), enabled: open });
  const pack = useQuery({ ...getCurrentQualificationsPackQueryOptions(apiClient), enabled: open });
  return editorTabContent(
    licencesRead({ used, total, pack }),
    webMessage('company.loading'),
    (licences) => <LicencesUsage {...licences} />,
  );
}

function LicencesUsage({
  used,
  total,
  pack,
}: {
  used: number | null;
  total: number | null;
  pack: QualificationsPack | null;
}) {
  return (
    <dl className={styles.licences}>
      <dt>{webMessage('company.licences.buildings')}</dt>
      <dd>
        {total == null
          ? webMessage('company.licences.none')
          : webMessage('company.licences.buildingsUsage', { used: used ?? 0, total })}
      </dd>
      <dt>{webMessage('company.licences.qualifications')}</dt>
      <dd>
        {pack
          ? webMessage('company.licences.qualificationsUsage', {
              name: pack.name ?? '',
              used: pack.used ?? 0,
              total: pack.total ?? 0,
              available: Number(pack.available ?? 0),
            })
          : webMessage('company.licences.none')}
      </dd>
    </dl>
  );
}

/** The tabs of 'La mia azienda': each from its read (loading, failed with 'Riprova', the data). */
export function companyEditorTabs(
  organization: EditorTabRead<Organization>,
  licences: ReactNode | null,
): TabItem[] {
  return [
    {
      value: 'registry',
      label: webMessage('company.tab.registry'),
      content: editorTabContent(organization, webMessage('company.loading'), (record) => (
        <CompanyRegistry organization={record} />
      )),
    },
    ...(licences === null
      ? []
      : [{ value: 'licences', label: webMessage('company.tab.licences'), content: licences }]),
  ];
}

export function CompanyEditor({ open, onOpenChange, profile }: CompanyEditorProps) {
  const organization = useQuery({
    ...getOrganizationQueryOptions(apiClient, profile.company_id),
    enabled: open,
  });
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('company.title')}
      description={organization.data?.name1 ?? undefined}
      tabs={companyEditorTabs(
        organization,
        showsOrgLicencesTab(profile) ? <CompanyLicences open={open} /> : null,
      )}
    />
  );
}
