/**
 * The task form of /SPL/OPR/tasks/new/{activityId} (001 §2.3 "the id is that of the activity",
 * §4.2, §7 "POST api/v2/proxy/tasks with status, isSigned and _activity"): the supplier registers
 * an intervention on the activity — its status, whether it is signed, the day it was done, who did
 * it and what was done. React Hook Form holds the state and domain's `validateTaskForm` is its
 * only rule book. Domain's `activityActionList` says whether the activity still takes work: when
 * it is rejected or done or its order suspended (001 §4.2) the form stays disabled and says why.
 * The half-filled form is kept in this browser per profile and activity until registered or
 * discarded; a failed save keeps every field and says why, by field when the gateway names them.
 */
import {
  createTaskMutationOptions,
  getActivityQueryOptions,
  getEmployeesQueryOptions,
  getOrderActivitiesQueryOptions,
  getOrderQueryOptions,
  isApiError,
} from '@portineria/api-client';
import {
  activityActionList,
  hrefFor,
  TASK_FORM_LABELS,
  TASK_STATUS_OPTIONS,
  taskExecutedAtInstant,
  validateTaskForm,
  type Activity,
  type ActivityLifecycleRecord,
  type OrderLifecycleRecord,
  type TaskFormField,
  type TaskFormValues,
} from '@portineria/domain';
import {
  Button,
  Checkbox,
  employeePickerPresentation,
  SearchPicker,
  Skeleton,
  useSnackbar,
  type EmployeePickerItem,
} from '@portineria/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useWatch, type Resolver } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { apiClient } from '../../lib/apiClient.ts';
import { useAppForm } from '../../lib/appForm.ts';
import { FormDateField, FormSelect, FormTextArea } from '../../lib/formFields.tsx';
import { webMessage } from '../../messages/it-IT.ts';
import { saveErrorMessage } from '../../records/NoteEditor.tsx';
import { useRecordRoute } from '../../records/useRecordRoute.ts';
import * as recordStyles from '../../records/records.css.ts';
import { readStorage, writeStorage } from '../../session/sessionStorage.ts';
import * as styles from './taskForm.css.ts';

/** The form's values: the employee picked whole (its name shown), the status as the select has it. */
export interface TaskFormState {
  status: string | null;
  isSigned: boolean;
  executedAt: string | null;
  employee: EmployeePickerItem | null;
  description: string;
}

/** The task fields of the form's values, as domain's validator and the gateway read them. */
export function taskFormValues(state: TaskFormState): TaskFormValues {
  return {
    status: state.status === null ? null : Number(state.status),
    isSigned: state.isSigned,
    executedAt: state.executedAt,
    _employee: state.employee?.id ?? null,
    description: state.description.trim() === '' ? null : state.description,
  };
}

/** Where each wire field is on the form (the picker holds a record). */
const FORM_FIELD: Readonly<Record<TaskFormField, keyof TaskFormState>> = {
  status: 'status',
  isSigned: 'isSigned',
  executedAt: 'executedAt',
  _employee: 'employee',
  description: 'description',
};

const EMPTY: TaskFormState = {
  status: '1',
  isSigned: false,
  executedAt: null,
  employee: null,
  description: '',
};

const PICKER_LIMIT = 20;

/** The storage key of a profile's half-filled task on an activity. */
function draftKey(profileId: string, activityId: string): string {
  return `portineria.taskDraft.${profileId}.${activityId}`;
}

function readDraft(key: string): Partial<TaskFormState> {
  const stored = readStorage(key);
  return stored && typeof stored === 'object' ? (stored as Partial<TaskFormState>) : {};
}

/** Today as the date field's value ('YYYY-MM-DD', local day). */
function today(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The task form screen of the route's activity. */
export function TaskCreateScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { show } = useSnackbar();
  const { params, profile } = useRecordRoute();
  const activityId = params.idElement ?? '';
  const activity = useQuery({
    ...getActivityQueryOptions(apiClient, activityId),
    enabled: activityId !== '',
  });
  const orderId = (activity.data as Activity | undefined)?._order ?? '';
  const order = useQuery({
    ...getOrderQueryOptions(apiClient, orderId),
    enabled: orderId !== '',
  });
  const siblings = useQuery({
    ...getOrderActivitiesQueryOptions(apiClient, orderId),
    enabled: orderId !== '',
  });
  const now = useMemo(() => new Date(), []);
  const key = draftKey(String(profile?.uid ?? 'none'), activityId);
  const mutation = useMutation(createTaskMutationOptions(apiClient));
  const blockedId = useId();

  const resolver: Resolver<TaskFormState> = async (state) => {
    const { errors } = validateTaskForm(taskFormValues(state), now);
    const formErrors = Object.fromEntries(
      Object.entries(errors).map(([field, text]) => [
        FORM_FIELD[field as TaskFormField],
        { type: 'validate', message: text },
      ]),
    );
    return Object.keys(formErrors).length > 0
      ? { values: {}, errors: formErrors }
      : { values: state, errors: {} };
  };
  const { control, handleSubmit, reset, setError, formState } = useAppForm<TaskFormState>({
    defaultValues: { ...EMPTY, ...readDraft(key) },
    resolver,
  });
  const watched = useWatch({ control });
  useEffect(() => {
    if (formState.isDirty) writeStorage(key, watched);
  }, [watched, formState.isDirty, key]);

  const searchEmployees = useMemo(
    () =>
      async (text: string): Promise<EmployeePickerItem[]> =>
        // The picker keys its selection by a string id.
        (
          await queryClient.fetchQuery(
            getEmployeesQueryOptions(apiClient, { full_text: text, limit: PICKER_LIMIT }),
          )
        ).map((employee) => ({ ...employee, id: String(employee.id) }) as EmployeePickerItem),
    [queryClient],
  );

  const activityHref = hrefFor('splActivityMod', { idElement: activityId });
  const header = (
    <header className={recordStyles.header}>
      <h2 className={recordStyles.title}>{webMessage('task.create.title')}</h2>
      <Button
        variant="outlined"
        icon={<ArrowLeft size={16} aria-hidden />}
        onClick={() => navigate(activityHref)}
      >
        {webMessage('task.create.back')}
      </Button>
    </header>
  );

  if (!profile) return null;
  if (activity.isError || order.isError || siblings.isError) {
    return (
      <section className={recordStyles.screen} data-screen="task-create">
        {header}
        <p className={styles.blocked} role="alert">
          {activity.isError
            ? saveErrorMessage(activity.error)
            : webMessage('task.create.loadError')}
        </p>
      </section>
    );
  }
  if (!activity.data || !order.data || !siblings.data) {
    return (
      <section className={recordStyles.screen} data-screen="task-create" aria-busy="true">
        {header}
        <Skeleton lines={6} />
      </section>
    );
  }

  const current = activity.data as ActivityLifecycleRecord & { code?: string | null };
  const registerTask = activityActionList(
    current,
    order.data as OrderLifecycleRecord,
    profile,
    now,
    siblings.data.map((row) => ({ id: row.id, status: row.status, validTo: row.validTo })),
  ).find((action) => action.id === 'registerTask');
  const reason = registerTask && !registerTask.enabled ? registerTask.reason : undefined;
  const locked = !registerTask || !registerTask.enabled;

  const submit = handleSubmit(async (state) => {
    try {
      const values = taskFormValues(state);
      const task = await mutation.mutateAsync({
        ...values,
        status: Number(state.status),
        executedAt: taskExecutedAtInstant(values.executedAt, new Date()) ?? null,
        _activity: current.id,
      });
      writeStorage(key, null);
      show({ message: webMessage('task.create.saved'), tone: 'success' });
      navigate(hrefFor('splTaskMod', { idElement: String(task.id) }), {
        replace: true,
      });
    } catch (error) {
      // Every field stays as typed; the gateway's field errors go beside their fields.
      if (isApiError(error, 'VALIDATION_FAILED') && Array.isArray(error.error)) {
        for (const item of error.error as { field?: string; message?: string }[]) {
          const field = FORM_FIELD[item.field as TaskFormField];
          if (field && item.message) setError(field, { type: 'server', message: item.message });
        }
      }
      show({ message: saveErrorMessage(error), tone: 'error' });
    }
  });

  const required = (field: TaskFormField) => field === 'status' || field === 'executedAt';
  const label = (field: TaskFormField) =>
    required(field) ? `${TASK_FORM_LABELS[field]} (*)` : TASK_FORM_LABELS[field];

  return (
    <section className={recordStyles.screen} data-screen="task-create">
      {header}
      <p className={styles.context}>
        {webMessage('task.create.onActivity', { code: current.code ?? String(current.id) })}
      </p>
      {reason ? (
        <p id={blockedId} className={styles.blocked} role="status" data-task-blocked>
          {reason}
        </p>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!locked) void submit();
        }}
      >
        <fieldset className={styles.form} disabled={locked}>
          <p className={styles.context}>{webMessage('task.create.requiredHint')}</p>
          <div className={styles.row}>
            <FormSelect
              control={control}
              name="status"
              label={label('status')}
              options={TASK_STATUS_OPTIONS.map((option) => ({
                value: String(option.value),
                label: option.label,
              }))}
              disabled={locked}
            />
            <FormDateField
              control={control}
              name="executedAt"
              label={label('executedAt')}
              max={today(now)}
              disabled={locked}
            />
          </div>
          <Controller
            control={control}
            name="employee"
            render={({ field, fieldState }) => (
              <div className={styles.form}>
                <SearchPicker<EmployeePickerItem>
                  {...employeePickerPresentation()}
                  label={label('_employee')}
                  search={searchEmployees}
                  value={field.value}
                  onChange={field.onChange}
                  isDisabled={locked}
                />
                {fieldState.error?.message ? (
                  <p className={styles.fieldError} role="alert">
                    {fieldState.error.message}
                  </p>
                ) : null}
              </div>
            )}
          />
          <FormTextArea
            control={control}
            name="description"
            label={label('description')}
            rows={4}
            disabled={locked}
          />
          <Controller
            control={control}
            name="isSigned"
            render={({ field, fieldState }) => (
              <Checkbox
                label={label('isSigned')}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                buttonRef={field.ref}
                disabled={locked}
                error={fieldState.error?.message ?? null}
              />
            )}
          />
        </fieldset>
        <div className={styles.buttons}>
          <Button
            variant="text"
            onClick={() => {
              writeStorage(key, null);
              reset(EMPTY);
              navigate(activityHref);
            }}
          >
            {webMessage('task.create.discard')}
          </Button>
          <Button
            type="submit"
            disabled={locked}
            pending={mutation.isPending}
            {...(reason ? { 'aria-describedby': blockedId } : {})}
          >
            {webMessage('task.create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
