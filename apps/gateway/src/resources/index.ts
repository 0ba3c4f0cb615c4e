/**
 * Every resource of `/api/v2`, each mounted through the resource layer (../layer/resource.ts);
 * `app.ts` mounts the result after `requireScope`.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { register as registerActivities } from './activities.ts';
import { register as registerBuildings } from './buildings.ts';
import { register as registerCalendar } from './calendar/index.ts';
import { register as registerChangelog } from './changelog.ts';
import { register as registerChats } from './chats.ts';
import { register as registerClaims } from './claims.ts';
import { register as registerCommunications } from './communications.ts';
import { register as registerConsultancies } from './consultancies.ts';
import { register as registerContacts } from './contacts.ts';
import { register as registerEmployees } from './employees.ts';
import { register as registerEntitlements } from './entitlements.ts';
import { register as registerEntitlementsAccess } from './entitlementsAccess.ts';
import { register as registerFolders } from './folders.ts';
import { register as registerHelper } from './helper.ts';
import { register as registerNotices } from './notices.ts';
import { register as registerNotifications } from './notifications.ts';
import { register as registerOrders } from './orders.ts';
import { register as registerOrganizations } from './organizations.ts';
import { register as registerPlannedMaintenances } from './plannedMaintenances.ts';
import { register as registerPolls } from './polls.ts';
import { register as registerProcurements } from './procurements.ts';
import { register as registerPinnedLinks } from './pinnedLinks.ts';
import { register as registerOwnProfiles } from './profilesOwn.ts';
import { register as registerQuotes } from './quotes.ts';
import { register as registerSuppliers } from './suppliers.ts';
import { register as registerSysSuppliers } from './sysSuppliers.ts';
import { register as registerTasks } from './tasks.ts';
import { register as registerTickets } from './tickets.ts';
import { register as registerTokens } from './tokens.ts';
import { register as registerBillingProposals } from './billingProposals.ts';
import { register as registerUnits } from './units.ts';
import { register as registerUserInfo } from './userInfo.ts';

/** Registers the routes of every resource on the `/api/v2` app. */
export function registerResources(api: Hono<AppEnv>): void {
  // Registries.
  registerOrganizations(api);
  registerBuildings(api);
  registerUnits(api);
  registerContacts(api);
  registerEntitlements(api);
  registerEntitlementsAccess(api);
  registerEmployees(api);
  registerSuppliers(api);
  registerSysSuppliers(api);
  registerFolders(api);
  registerOwnProfiles(api);
  registerPinnedLinks(api);
  registerUserInfo(api);
  registerConsultancies(api);
  registerPlannedMaintenances(api);
  registerProcurements(api);
  // Operations.
  registerOrders(api);
  registerActivities(api);
  registerTasks(api);
  registerQuotes(api);
  registerTokens(api);
  registerBillingProposals(api);
  registerTickets(api);
  registerClaims(api);
  // Communications and the calendar.
  registerCommunications(api);
  registerNotices(api);
  registerPolls(api);
  registerNotifications(api);
  registerCalendar(api);
  registerChats(api);
  // Platform documents.
  registerChangelog(api);
  registerHelper(api);
}
