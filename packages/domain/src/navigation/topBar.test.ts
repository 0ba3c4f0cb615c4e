import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { topBarActions, type TopBarActionRule } from './topBar.ts';

const ids = (actions: TopBarActionRule[]) => actions.map((action) => action.id);
const find = <Id extends TopBarActionRule['id']>(actions: TopBarActionRule[], id: Id) =>
  actions.find((action): action is Extract<TopBarActionRule, { id: Id }> => action.id === id);

const calendarGrant = { application: 'ORG_OTHER_CALENDAR', functionalities: [] };
const organisation = makeProfile({ permissions: [calendarGrant] });
const supplier = makeProfile({
  uid: 'portineria:spl:5',
  role: 'spl_1',
  company_type: 'sys_suppliers',
});
const resident = makeProfile({
  uid: 'portineria:usr:3',
  role: 'usr_3',
  company_type: 'org_contacts',
});
const backOffice = makeProfile({ uid: 'portineria:sys:1', role: 'sys_3' });

describe('top bar actions (002 §2.11 Top bar)', () => {
  it('gives the organisation reminders, chat, Helpdesk and the changelog, in that order', () => {
    const actions = topBarActions({
      profile: organisation,
      roleType: 'ORG',
      profiles: [organisation],
      buildings: [],
    });
    expect(actions.map((action) => action.label)).toEqual([
      'Promemoria',
      'Chat aziendale',
      'Helpdesk',
      'Visualizza le ultime novitá',
    ]);
    expect(find(actions, 'reminders')?.href).toBe('/ORG/calendar?openSidebar=true');
    expect(find(actions, 'help')?.opens).toBe('helpDrawer');
    expect(find(actions, 'changelog')?.href).toBe('/ORG/changelog');
  });

  it('"Reminders button, shown to SPL, or to ORG when the calendar permission is allowed; otherwise an info dialog opens"', () => {
    const withoutCalendar = makeProfile({ permissions: [] });
    const org = topBarActions({
      profile: withoutCalendar,
      roleType: 'ORG',
      profiles: [],
      buildings: [],
    });
    expect(find(org, 'reminders')?.href).toBeNull();
    const spl = topBarActions({ profile: supplier, roleType: 'SPL', profiles: [], buildings: [] });
    expect(find(spl, 'reminders')?.href).toBe('/SPL/calendar?openSidebar=true');
    const usr = topBarActions({
      profile: resident,
      roleType: 'USR',
      profiles: [],
      buildings: [{ isPrivate: false }],
    });
    expect(find(usr, 'reminders')).toBeUndefined();
  });

  it("\"Help button. SPL and USR: 'Vai al centro assistenza' … Others: 'Helpdesk'\"", () => {
    for (const [profile, roleType] of [
      [supplier, 'SPL'],
      [resident, 'USR'],
    ] as const) {
      const help = find(topBarActions({ profile, roleType, profiles: [], buildings: [] }), 'help');
      expect(help).toEqual({ id: 'help', label: 'Vai al centro assistenza', opens: 'helpCentre' });
    }
    const sys = topBarActions({
      profile: backOffice,
      roleType: 'SYS',
      profiles: [],
      buildings: [],
    });
    expect(find(sys, 'help')).toEqual({ id: 'help', label: 'Helpdesk', opens: 'helpDrawer' });
  });

  it('"Changelog button, ORG only"', () => {
    for (const [profile, roleType] of [
      [supplier, 'SPL'],
      [resident, 'USR'],
      [backOffice, 'SYS'],
    ] as const) {
      expect(ids(topBarActions({ profile, roleType, profiles: [], buildings: [] }))).not.toContain(
        'changelog',
      );
    }
  });

  it('"Chat button. Tooltip \'Chat tra condòmini\' for USR … Hidden if the contacts profile has private buildings or none"', () => {
    const condominium = topBarActions({
      profile: resident,
      roleType: 'USR',
      profiles: [],
      buildings: [{ isPrivate: false }],
    });
    expect(find(condominium, 'chat')?.label).toBe('Chat tra condòmini');
    for (const buildings of [[], [{ isPrivate: true }]]) {
      expect(
        ids(topBarActions({ profile: resident, roleType: 'USR', profiles: [], buildings })),
      ).not.toContain('chat');
    }
  });

  it('"An apps menu": the supplier and the back office get it, with the apps they may open', () => {
    const spl = topBarActions({ profile: supplier, roleType: 'SPL', profiles: [], buildings: [] });
    expect(ids(spl)).toEqual(['reminders', 'chat', 'help', 'apps']);
    expect(find(spl, 'apps')?.apps.map((app) => app.id)).toEqual(['archive']);
    const sys = topBarActions({
      profile: backOffice,
      roleType: 'SYS',
      profiles: [],
      buildings: [],
    });
    expect(find(sys, 'apps')?.apps.map((app) => app.id)).toEqual(['administration']);
    // The notification app needs its application granted as well as its module.
    const withModule = makeProfile({ moduli: { moduleNotificoOnline: true } });
    const org = topBarActions({
      profile: withModule,
      roleType: 'ORG',
      profiles: [],
      buildings: [],
    });
    expect(ids(org)).not.toContain('apps');
  });

  it('"Go-to-manager-profile action and a linked-profile switch" come first, linked profiles before the manager', () => {
    const manager = makeProfile({ uid: 'portineria:org:1', company_name: 'Conti Gestioni' });
    const managed = makeProfile({
      uid: 'portineria:org:2',
      manager_profile_uid: 'portineria:org:1',
      permissions: [calendarGrant],
    });
    const actions = topBarActions({
      profile: managed,
      roleType: 'ORG',
      profiles: [manager, managed, resident],
      buildings: [],
    });
    expect(ids(actions).slice(0, 3)).toEqual(['linked-profiles', 'manager-profile', 'reminders']);
    expect(find(actions, 'manager-profile')?.profile).toBe(manager);
    expect(find(actions, 'linked-profiles')?.profiles).toEqual([resident]);
    expect(find(actions, 'linked-profiles')?.label).toBe('Profili collegati');
    expect(find(actions, 'manager-profile')?.label).toBe('Vai al profilo gestore');
  });

  it('shows only the help button before a profile is active', () => {
    expect(
      topBarActions({ profile: undefined, roleType: undefined, profiles: [], buildings: [] }),
    ).toEqual([{ id: 'help', label: 'Helpdesk', opens: 'helpDrawer' }]);
  });
});
