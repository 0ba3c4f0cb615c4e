import type {
  Activity,
  ActivityCreationInput,
  ActivityTransitionEvent,
  RecordVersion,
  Task,
} from '@portineria/domain';
import type { CallOptions, HttpClient } from '../http/client.ts';
import { proxyFamily, signalOnly, type EntityId, type ProxyFamily } from '../http/resource.ts';
import { unwrapWritten } from '../http/shapes.ts';

/**
 * The body of an activity creation (001 §7 "create (POST with _order, type and options)"): the
 * creation type and its options; the server plans the dates as domain's `planActivityDates` does.
 */
export interface ActivityCreateRequest {
  _order: EntityId;
  type: ActivityCreationInput['type'];
  options: Omit<ActivityCreationInput, 'type'>;
}

/** The creation body for an order from the creation form's input. */
export function activityCreateRequest(
  orderId: EntityId,
  input: ActivityCreationInput,
): ActivityCreateRequest {
  const { type, ...options } = input;
  return { _order: orderId, type, options };
}

/**
 * An edit of an activity (`PATCH activities/{id}`, the lifecycle's EDIT event, or the caller's own
 * note) with the version (`updatedAt`) it was based on: a stale one is refused (409 STALE_RECORD).
 */
export type ActivityUpdateInput = Partial<Activity> & { version: RecordVersion };

/** Activities behind the proxy (001 §7, 002 §7.1): list by criteria, create, update, delete, reject. */
export interface ActivitiesApi extends ProxyFamily<
  Activity,
  ActivityCreateRequest,
  ActivityUpdateInput
> {
  /** `PATCH proxy/activities/{id}/reject` → the rejected activity (001 §7 "reject by id (PATCH)"). */
  reject(id: EntityId, changes?: { reason?: string }, options?: CallOptions): Promise<Activity>;
  /**
   * `POST activities/{id}/transitions` `{ event, version }` → the activity as `GET
   * proxy/activities/{id}` answers it; the same refusals as the order's transitions.
   */
  transition(
    id: EntityId,
    request: ActivityTransitionRequest,
    options?: CallOptions,
  ): Promise<Activity>;
}

/** An activity event (DECISIONS.md "Order lifecycle", A1–A5) and the version it is based on. */
export interface ActivityTransitionRequest {
  event: ActivityTransitionEvent;
  version: RecordVersion;
}

/** The fields a new task carries (001 §7 "POST api/v2/proxy/tasks with status, isSigned and _activity"). */
export interface TaskInput {
  status: Task['status'] | string;
  isSigned: boolean;
  _activity: EntityId;
  [field: string]: unknown;
}

export type TasksApi = ProxyFamily<Task, TaskInput>;

export function createActivitiesApi(http: HttpClient): ActivitiesApi {
  return {
    ...proxyFamily<Activity, ActivityCreateRequest, ActivityUpdateInput>(http, 'activities'),
    async reject(id, changes = {}, options) {
      const path = `proxy/activities/${encodeURIComponent(String(id))}/reject`;
      const body = await http.request({
        method: 'PATCH',
        path,
        body: changes,
        ...signalOnly(options),
      });
      return unwrapWritten<Activity>(body, { method: 'PATCH', path });
    },
    async transition(id, request, options) {
      const path = `activities/${encodeURIComponent(String(id))}/transitions`;
      const body = await http.request({
        method: 'POST',
        path,
        body: request,
        ...signalOnly(options),
      });
      return unwrapWritten<Activity>(body, { method: 'POST', path });
    },
  };
}

export function createTasksApi(http: HttpClient): TasksApi {
  return proxyFamily<Task, TaskInput>(http, 'tasks');
}
