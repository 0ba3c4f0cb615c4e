/**
 * The dialogs the top bar opens (002 §2.11): the apps menu, the linked profiles and the info
 * dialog of a reminders button the profile may not use.
 */
import { message, roleLabel, type ExternalAppId, type TopBarActionRule } from '@portineria/domain';
import { Button, Dialog, InfoDialog } from '@portineria/ui';
import { ExternalLink, UserRound } from 'lucide-react';
import { webMessage } from '../messages/startMessages.ts';
import type { ShellDialog } from './useTopBarActions.tsx';

/** Props of {@link ShellDialogs}. */
export interface ShellDialogsProps {
  /** The dialog open, if any. */
  open: ShellDialog | null;
  onClose: () => void;
  /** Domain's top-bar actions: the apps and the linked profiles the dialogs list. */
  rules: readonly TopBarActionRule[];
  openExternalApp: (id: ExternalAppId) => void;
  switchProfile: (uid: string) => void;
}

export function ShellDialogs({
  open,
  onClose,
  rules,
  openExternalApp,
  switchProfile,
}: ShellDialogsProps) {
  const apps = rules.flatMap((rule) => (rule.id === 'apps' ? rule.apps : []));
  const linked = rules.flatMap((rule) => (rule.id === 'linked-profiles' ? rule.profiles : []));
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <Dialog
        open={open === 'apps'}
        onOpenChange={onOpenChange}
        title={message('navigation.app.menu')}
      >
        {apps.map((app) => (
          <Button
            key={app.id}
            variant="text"
            icon={<ExternalLink size={16} aria-hidden />}
            onClick={() => {
              openExternalApp(app.id);
              onClose();
            }}
          >
            {app.label}
          </Button>
        ))}
      </Dialog>
      <Dialog
        open={open === 'linkedProfiles'}
        onOpenChange={onOpenChange}
        title={message('navigation.topBar.linkedProfiles')}
      >
        {linked.map((candidate) => (
          <Button
            key={candidate.uid}
            variant="text"
            icon={<UserRound size={16} aria-hidden />}
            onClick={() => {
              onClose();
              switchProfile(candidate.uid);
            }}
          >
            {`${candidate.company_name} (${roleLabel(candidate.role)})`}
          </Button>
        ))}
      </Dialog>
      <InfoDialog
        open={open === 'remindersInfo'}
        onOpenChange={onOpenChange}
        title={webMessage('shell.remindersInfoTitle')}
      >
        {webMessage('shell.remindersInfoText')}
      </InfoDialog>
    </>
  );
}
