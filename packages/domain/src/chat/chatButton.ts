import { chatMessage } from '../messages/it-IT/chat.ts';
import type { RoleType } from '../profiles/types.ts';

/** The top-bar chat button tooltip: 'Chat tra condòmini' for USR, else 'Chat aziendale' (002 §2.11). */
export function chatButtonLabel(roleType: RoleType | undefined): string {
  return chatMessage(roleType === 'USR' ? 'chat.button.residents' : 'chat.button.company');
}
