/**
 * The avatar's menu (002 §2.11 Avatar; 002 §2.9 profile switch): 'Il mio profilo' and, for ORG,
 * 'La mia azienda' (002 §2.9) — for SPL the same entry opens the supplier company editor — then one entry per other profile of
 * the user, with its role's icon and colour (000 §6), then 'Esci', which shows 'Uscita in
 * corso…', drops the token and the chat session cache and signs out at the login service; last,
 * the client version (000 §9).
 */
import {
  CLIENT_VERSION,
  isOrganizationProfile,
  isSupplierProfile,
  roleLabel,
} from '@portineria/domain';
import { RoleBadge, type TopBarMenuItem } from '@portineria/ui';
import { Building2, Info, LogOut, UserRound } from 'lucide-react';
import { showLoadingOverlay } from '../lib/loadingOverlay.ts';
import { loginUrl, signOut } from '../lib/loginService.ts';
import { chatCacheOwnership } from '../lib/chatCacheOwner.ts';
import { clearToken } from '../lib/tokenStore.ts';
import { webMessage } from '../messages/startMessages.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The editors the avatar menu opens (002 §2.9): the organisation's and the supplier's company. */
export type AccountEditor = 'profile' | 'company' | 'supplierCompany';

export function useAccountMenu(
  switchProfile: (uid: string) => void,
  openEditor: (editor: AccountEditor) => void,
): TopBarMenuItem[] {
  const profile = useSession((snapshot) => snapshot.context.activeProfile);
  const profiles = useSession((snapshot) => snapshot.context.profiles);
  return [
    // 002 §2.9: 'Il mio profilo', for every role; 'La mia azienda' for an organisation's profile.
    {
      id: 'my-profile',
      label: webMessage('shell.myProfile'),
      icon: <UserRound size={16} aria-hidden />,
      onSelect: () => openEditor('profile'),
    },
    ...(profile && isOrganizationProfile(profile)
      ? [
          {
            id: 'my-company',
            label: webMessage('shell.myCompany'),
            icon: <Building2 size={16} aria-hidden />,
            onSelect: () => openEditor('company'),
          } satisfies TopBarMenuItem,
        ]
      : []),
    // 002 §2.9 supplier company editor; 000 §2 "Full-screen dialogs: … edit supplier".
    ...(profile && isSupplierProfile(profile)
      ? [
          {
            id: 'my-company',
            label: webMessage('shell.myCompany'),
            icon: <Building2 size={16} aria-hidden />,
            onSelect: () => openEditor('supplierCompany'),
          } satisfies TopBarMenuItem,
        ]
      : []),
    ...profiles
      .filter((candidate) => candidate.uid !== profile?.uid)
      .map((candidate, index): TopBarMenuItem => ({
        id: `profile:${candidate.uid}`,
        label: `${webMessage('shell.profileSwitch')}: ${candidate.company_name} (${roleLabel(candidate.role)})`,
        // 000 §6: the profile's role colour and icon beside its label.
        icon: <RoleBadge role={candidate.role} size="small" iconOnly />,
        separatorBefore: index === 0,
        onSelect: () => switchProfile(candidate.uid),
      })),
    {
      id: 'logout',
      label: webMessage('shell.logout'),
      icon: <LogOut size={16} aria-hidden />,
      tone: 'error',
      separatorBefore: true,
      onSelect: () => {
        showLoadingOverlay(webMessage('shell.signingOut'));
        clearToken();
        // The session's chat cache (002 §9) goes with the token, before the login page loads.
        chatCacheOwnership.follow(null);
        void signOut()
          .catch(() => undefined)
          .then(() => window.location.assign(loginUrl()));
      },
    },
    // 000 §9: the client version, so a user can tell support which one they run.
    {
      id: 'version',
      label: webMessage('version.label', { version: CLIENT_VERSION }),
      icon: <Info size={16} aria-hidden />,
      separatorBefore: true,
      disabled: true,
      onSelect: () => undefined,
    },
  ];
}
