/**
 * 'La mia azienda' (002 §2.9 "Company editor 'La mia azienda' (ORG) with tabs Anagrafica
 * (read-only certified data) and Licenze (only for org level 3)"; 000 §2 "Full-screen dialogs …
 * edit organisation"): the organisation's certified data (002 §3.9, domain's
 * `certifiedCompanyFields`, labelled as the company form labels them) shown read-only, and for level 3 the licences in use
 * (`showsOrgLicencesTab`; the gateway answers 403 to the licence reads below it).
 */
import {
  getBuildingsLicensesTotalQueryOptions,
  getBuildingsLicensesUsedQueryOptions,
  getCurrentQualificationsPackQueryOptions,
  getOrganizationQueryOptions,
  type Organization,
} from '@portineria/api-client';
import {
  certifiedCompanyFields,
  showsOrgLicencesTab,
  SUPPLIER_COMPANY_FORM_SCHEMA,
  type Profile,
} from '@portineria/domain';
import { TextField } from '@portineria/ui';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/apiClient.ts';
import { EditorDialog, EditorTabLoading } from '../../lib/EditorDialog.tsx';
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

const Loading = () => <EditorTabLoading label={webMessage('company.loading')} />;

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

function CompanyLicences({ open }: { open: boolean }) {
  const used = useQuery({ ...getBuildingsLicensesUsedQueryOptions(apiClient), enabled: open });
  const total = useQuery({ ...getBuildingsLicensesTotalQueryOptions(apiClient), enabled: open });
  const pack = useQuery({ ...getCurrentQualificationsPackQueryOptions(apiClient), enabled: open });
  if (used.isPending || total.isPending || pack.isPending) return <Loading />;
  return (
    <dl className={styles.licences}>
      <dt>{webMessage('company.licences.buildings')}</dt>
      <dd>
        {total.data == null
          ? webMessage('company.licences.none')
          : webMessage('company.licences.buildingsUsage', {
              used: used.data ?? 0,
              total: total.data,
            })}
      </dd>
      <dt>{webMessage('company.licences.qualifications')}</dt>
      <dd>
        {pack.data
          ? webMessage('company.licences.qualificationsUsage', {
              name: pack.data.name ?? '',
              used: pack.data.used ?? 0,
              total: pack.data.total ?? 0,
              available: Number(pack.data.available ?? 0),
            })
          : webMessage('company.licences.none')}
      </dd>
    </dl>
  );
}

export function CompanyEditor({ open, onOpenChange, profile }: CompanyEditorProps) {
  const organization = useQuery({
    ...getOrganizationQueryOptions(apiClient, profile.company_id),
    enabled: open,
  });
  const licences = showsOrgLicencesTab(profile);
  return (
    <EditorDialog
      open={open}
      onOpenChange={onOpenChange}
      title={webMessage('company.title')}
      description={organization.data?.name1 ?? undefined}
      tabs={[
        {
          value: 'registry',
          label: webMessage('company.tab.registry'),
          content: organization.data ? (
            <CompanyRegistry organization={organization.data} />
          ) : (
            <Loading />
          ),
        },
        ...(licences
          ? [
              {
                value: 'licences',
                label: webMessage('company.tab.licences'),
                content: <CompanyLicences open={open} />,
              },
            ]
          : []),
      ]}
    />
  );
}
