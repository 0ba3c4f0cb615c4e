/**
 * The requests an ORG user's browser fires at once on sign-in (000 §2), through the real
 * api-client: the shell's (the profile list, the unread notifications counter, the menu's
 * permissions) and every call of the org type's default dashboard (each counted view once, as a
 * counter and a chip of one view share a query; 'Assegnati a me' from its three sources; the
 * day's events; the tickets list). Used by the dashboard contract test and by
 * `bench/dashboard.bench.ts`.
 */
import {
  createApiClient,
  dashboardViewCount,
  getAssignedToMe,
  getDailyEvents,
  getTicketsList,
  localDay,
  type ApiClient,
} from '@portineria/api-client';
import {
  dashboardWidgetById,
  defaultDashboardFor,
  navigationEntries,
  orgNavigation,
  type DashboardViewReference,
  type OrgType,
  type Profile,
} from '@portineria/domain';
import type { ActingAs } from './gateway.ts';

/** One call of the burst. */
export type BurstCall = () => Promise<unknown>;

/** The views a dashboard counts, each once. */
export function countedViews(widgetIds: readonly string[]): DashboardViewReference[] {
  const seen = new Map<string, DashboardViewReference>();
  for (const id of widgetIds) {
    for (const reference of dashboardWidgetById(id)?.views ?? []) {
      const count = dashboardViewCount(reference);
      if (count === null || count.kind === 'folders') continue;
      seen.set(JSON.stringify(count), reference);
    }
  }
  return [...seen.values()];
}

/** The menu paths the ORG menu's permission gates ask about. */
export function orgMenuPaths(profile: Profile): string[] {
  return navigationEntries(orgNavigation({ profile }))
    .filter((entry) => entry.application !== null && entry.href?.startsWith('/'))
    .map((entry) => entry.href as string);
}

/** An api-client acting as a signed-in test user; `fetch` may count or time the calls. */
export function clientOf(
  url: string,
  acting: ActingAs,
  fetch?: typeof globalThis.fetch,
): ApiClient {
  return createApiClient({
    baseUrl: url,
    getToken: () => acting.token,
    getProfileId: () => acting.profileUid,
    getActiveUserId: () => acting.user.id,
    ...(fetch ? { fetch } : {}),
  });
}

/**
 * The sign-in burst of an ORG profile with the default dashboard of its org type. The menu's
 * permissions go in one batch call, or one call per entry as the web did before the batch call.
 */
export function orgSignInBurst(
  client: ApiClient,
  profile: Profile,
  { batchPermissions = true }: { batchPermissions?: boolean } = {},
): BurstCall[] {
  const orgType: OrgType = profile.organization?.orgType ?? 'administrator';
  const configuration = defaultDashboardFor(orgType).configuration.filter(
    (id): id is NonNullable<typeof id> => id !== null,
  );
  const widgets = new Set(configuration);
  const paths = orgMenuPaths(profile);
  const calls: BurstCall[] = [
    () => client.auth.getProfiles(),
    () => client.notifications.countUnread(),
    ...countedViews(configuration).map(
      (reference) => () => client.counters.countDashboardView(reference),
    ),
  ];
  if (widgets.has('assigned_to_me')) {
    calls.push(() => getAssignedToMe(client, { sources: ['tickets', 'orders', 'claims'] }));
  }
  if (widgets.has('daily_events')) {
    calls.push(() => getDailyEvents(client, { day: localDay(new Date()) }));
  }
  if (widgets.has('tickets_list')) {
    calls.push(() => getTicketsList(client, { profileLevel: profile.profile_level }));
  }
  if (batchPermissions) calls.push(() => client.permissions.checkMany(paths));
  else calls.push(...paths.map((path) => () => client.permissions.check(path)));
  return calls;
}
