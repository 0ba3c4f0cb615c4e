/**
 * Every resource module of `/api/v2`. Each owner adds its import lines and its register lines in
 * its own block below (one line per resource module); `app.ts` (H1) mounts the result after
 * `requireScope`. Modules mount their routes with `mountResource` from ./kit.ts.
 */
import type { Hono } from 'hono';
import type { AppEnv } from '../context.ts';

// H4 (registries) imports:
import { register as registerBuildings } from './buildings.ts';
import { register as registerChangelog } from './changelog.ts';
import { register as registerContacts } from './contacts.ts';
import { register as registerEmployees } from './employees.ts';
import { register as registerEntitlements } from './entitlements.ts';
import { register as registerFolders } from './folders.ts';
import { register as registerHelper } from './helper.ts';
import { register as registerOrganizations } from './organizations.ts';
import { register as registerOwnProfiles } from './profilesOwn.ts';
import { register as registerSuppliers } from './suppliers.ts';
import { register as registerUnits } from './units.ts';

// H5 (operations) imports:
import { register as registerOrders } from './orders.ts';
import { register as registerActivities } from './activities.ts';
import { register as registerTasks } from './tasks.ts';
import { register as registerQuotes } from './quotes.ts';
import { register as registerTokens } from './tokens.ts';
import { register as registerTickets } from './tickets.ts';
import { register as registerClaims } from './claims.ts';
import { register as registerCommunications } from './communications.ts';
import { register as registerNotices } from './notices.ts';
import { register as registerPolls } from './polls.ts';
import { register as registerNotifications } from './notifications.ts';
import { register as registerCalendar } from './calendar.ts';

// H6 (chats) imports:
import { register as registerChats } from './chats.ts';

// W1 (web app resources, issue #5) imports:
import { register as registerConsultancies } from './consultancies.ts';
import { register as registerEntitlementsAccess } from './entitlementsAccess.ts';
import { register as registerPlannedMaintenances } from './plannedMaintenances.ts';
import { register as registerProcurements } from './procurements.ts';
import { register as registerSysSuppliers } from './sysSuppliers.ts';

/** Registers the routes of every resource on the `/api/v2` app. */
export function registerResources(api: Hono<AppEnv>): void {
  // H4 (registries):
  registerOrganizations(api);
  registerBuildings(api);
  registerUnits(api);
  registerContacts(api);
  registerEntitlements(api);
  registerEmployees(api);
  registerSuppliers(api);
  registerFolders(api);
  registerOwnProfiles(api);
  registerChangelog(api);
  registerHelper(api);

  // H5 (operations):
  registerOrders(api);
  registerActivities(api);
  registerTasks(api);
  registerQuotes(api);
  registerTokens(api);
  registerTickets(api);
  registerClaims(api);
  registerCommunications(api);
  registerNotices(api);
  registerPolls(api);
  registerNotifications(api);
  registerCalendar(api);

  // H6 (chats):
  registerChats(api);

  // W1 (web app resources, issue #5):
  registerConsultancies(api);
  registerEntitlementsAccess(api);
  registerPlannedMaintenances(api);
  registerProcurements(api);
  registerSysSuppliers(api);
}
