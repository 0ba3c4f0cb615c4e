import { describe, expect, it } from 'vitest';
import { makeProfile } from '../profiles/testProfile.ts';
import { externalApps, externalAppUrl } from './externalApps.ts';

const ids = (apps: { id: string }[]) => apps.map((app) => app.id);

describe('apps menu', () => {
  it('002 §2.11 "the archive app for spl, or when the interface flag and module are set"', () => {
    expect(ids(externalApps(makeProfile({ role: 'spl_1' })))).toEqual(['archive']);
    expect(
      ids(
        externalApps(
          makeProfile({ interfaccia_archivioplus: true, moduli: { moduleArchivioPlus: true } }),
        ),
      ),
    ).toEqual(['archive']);
    expect(ids(externalApps(makeProfile({ interfaccia_archivioplus: true })))).toEqual([]);
    expect(ids(externalApps(makeProfile({ moduli: { moduleArchivioPlus: true } })))).toEqual([]);
  });

  it('002 §2.11 "the notification app for org with its modules"', () => {
    const org = makeProfile({ moduli: { moduleNotificoOnline: true } });
    const usr = makeProfile({ role: 'usr_3', moduli: { moduleNotificoOnline: true } });

    expect(externalApps(org)).toEqual([
      { id: 'notifications', label: 'Notifiche online', application: 'EXT_APPS_NOTIFICOONLINE' },
    ]);
    expect(ids(externalApps(usr))).toEqual([]);
  });

  it('002 §2.11 "the administration app for sys roles"', () => {
    expect(externalApps(makeProfile({ role: 'sys_3' }))).toEqual([
      { id: 'administration', label: 'Amministrazione', application: null },
    ]);
  });

  it('002 §7.6 "opens in a new tab with tkn and profile_uid query parameters"', () => {
    const url = new URL(externalAppUrl('postalService', 'abc.def', 'portineria:org:101'));

    expect(url.searchParams.get('tkn')).toBe('abc.def');
    expect(url.searchParams.get('profile_uid')).toBe('portineria:org:101');
    expect(url.protocol).toBe('https:');
  });

  it("uses the deployment's own addresses when given, keeping a query the address already has", () => {
    const urls = {
      archive: 'https://archivio.example.it/app?lang=it',
      notifications: 'https://notifiche.example.it/',
      administration: 'https://admin.example.it/',
      postalService: 'https://posta.example.it/',
    };
    expect(externalAppUrl('archive', 't', 'p:1', urls)).toBe(
      'https://archivio.example.it/app?lang=it&tkn=t&profile_uid=p%3A1',
    );
  });
});
