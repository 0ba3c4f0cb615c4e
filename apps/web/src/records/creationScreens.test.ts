import { routeByName, ROUTES, type RouteDefinition, type RouteName } from '@portineria/domain';
import { describe, expect, it } from 'vitest';
import { creationHref, hasCreationScreen } from './creationScreens.ts';

const route = (name: RouteName) => routeByName(name) as RouteDefinition;

describe("the creation screens a '+' may open (000 §2 Route forms: new documents go to the route plus /new)", () => {
  it('001 §2.2, §2.4: the ticket lists offer their create screen, the order lists theirs, the claims and quotes lists their own', () => {
    expect(creationHref(route('orgTicketsList'))).toBe('/ORG/GEN/tickets/new');
    expect(creationHref(route('usrTicketsList'))).toBe('/USR/GEN/tickets/new');
    expect(creationHref(route('orgOrdersList'), { orderType: 'service' })).toBe(
      '/ORG/OPR/orders/service/new',
    );
    expect(creationHref(route('orgOrdersList'), { orderType: 'contracts' })).toBe(
      '/ORG/OPR/orders/contracts/new',
    );
    expect(creationHref(route('orgClaimsList'))).toBe('/ORG/OPR/claims/new');
    expect(creationHref(route('orgQuotesList'))).toBe('/ORG/OPR/quotes/new');
  });

  it("001 §2.2, §2.3: a list offers its '+' exactly when its /new route has a screen", () => {
    const offered = (ROUTES as readonly RouteDefinition[])
      .filter((candidate) => candidate.kind === 'list')
      .map((list) => [list.name, creationHref(list, { orderType: 'service', category: 'private' })])
      .filter(([, href]) => href !== undefined);

    expect(offered).toEqual([
      ['orgPollsList', '/ORG/COM/polls/new'],
      ['orgNoticesList', '/ORG/COM/notices/new'],
      ['orgTicketsList', '/ORG/GEN/tickets/new'],
      ['orgClaimsList', '/ORG/OPR/claims/new'],
      ['orgOrdersList', '/ORG/OPR/orders/service/new'],
      ['orgQuotesList', '/ORG/OPR/quotes/new'],
      ['orgBuildingsList', '/ORG/TAB/buildings/private/new'],
      ['orgEmployeesList', '/ORG/TAB/employees/new'],
      ['orgEntitlementsList', '/ORG/TAB/entitlements/new'],
      ['orgEntitlementsAccessList', '/ORG/TAB/entitlements-access/new'],
      ['orgSuppliersList', '/ORG/TAB/suppliers/new'],
      ['orgUnitsList', '/ORG/TAB/units/new'],
      ['orgPlannedMaintenancesList', '/ORG/TAB/planned-maintenances/new'],
      ['splEmployeesList', '/SPL/TAB/employees/new'],
      ['usrTicketsList', '/USR/GEN/tickets/new'],
    ]);
    expect(creationHref(route('orgContactsList'), { category: 'person' })).toBe(
      '/ORG/TAB/contacts/person/new',
    );
    expect(creationHref(route('orgUnitsList'))).toBe('/ORG/TAB/units/new');
    expect(creationHref(route('orgPollsList'))).toBe('/ORG/COM/polls/new');
    expect(creationHref(route('splEmployeesList'))).toBe('/SPL/TAB/employees/new');
    expect(creationHref(route('orgEntitlementsList'))).toBe('/ORG/TAB/entitlements/new');
    expect(creationHref(route('orgEntitlementsAccessList'))).toBe(
      '/ORG/TAB/entitlements-access/new',
    );
  });

  it('001 §2.2, §2.3: the /new routes with a screen are the ticket and order forms, the order wizard, the claim form, the quote request form (DECISIONS.md "Quote lifecycle" 9), the contact, building, unit, employee (ORG and SPL), planned maintenance, entitlement, delegated access and supplier forms, the notice and poll forms and the SPL task of an activity', () => {
    const built = (ROUTES as readonly RouteDefinition[])
      .filter((candidate) => candidate.kind === 'new' && hasCreationScreen(candidate))
      .map((candidate) => candidate.name);

    expect(built).toEqual([
      'orgPollsNew',
      'orgNoticesNew',
      'orgTicketsNew',
      'orgClaimsNew',
      'orgOrdersNew',
      'orgOrdersNewWizard',
      'orgQuotesNew',
      'orgBuildingsNew',
      'orgContactsNew',
      'orgEmployeesNew',
      'orgEntitlementsNew',
      'orgEntitlementsAccessNew',
      'orgSuppliersNew',
      'orgUnitsNew',
      'orgPlannedMaintenancesNew',
      'splTasksNew',
      'splEmployeesNew',
      'usrTicketsNew',
    ]);
  });

  it('001 §2.2–2.4: every /new route of the route table has its creation screen (none goes back to its list)', () => {
    const withoutScreen = (ROUTES as readonly RouteDefinition[])
      .filter((candidate) => candidate.kind === 'new' && !hasCreationScreen(candidate))
      .map((candidate) => candidate.name);
    expect(withoutScreen).toEqual([]);
  });
});
