/**
 * The Italian defaults of every visible label of @portineria/ui: one flat key → string map.
 * Components read their defaults from their group's file (`./it-IT/<group>.ts`, through its
 * lookup), and every label can be overridden by a prop so that another product can reuse the
 * component. Strings the spec words are copied exactly. This merged map is the public one.
 */
import { baseMessages } from './it-IT/base.ts';
import { layoutMessages } from './it-IT/layout.ts';
import { feedbackMessages } from './it-IT/feedback.ts';
import { overlaysMessages } from './it-IT/overlays.ts';
import { dataDisplayMessages } from './it-IT/dataDisplay.ts';
import { permissionMessages } from './it-IT/permission.ts';
import { pickersMessages } from './it-IT/pickers.ts';
import { entityPickersMessages } from './it-IT/entityPickers.ts';
import { formsMessages } from './it-IT/forms.ts';
import { dataMessages } from './it-IT/data.ts';
import { dashboardMessages } from './it-IT/dashboard.ts';
import { calendarMessages } from './it-IT/calendar.ts';
import { workflowMessages } from './it-IT/workflow.ts';
import { chatMessages } from './it-IT/chat.ts';
import { chatLinkPreviewMessages } from './it-IT/chatLinkPreview.ts';
import { formatLabel } from '../private/formatLabel.ts';
import type { MessageValues } from './messageLookup.ts';

export const uiMessages = {
  ...baseMessages,
  ...layoutMessages,
  ...feedbackMessages,
  ...overlaysMessages,
  ...dataDisplayMessages,
  ...permissionMessages,
  ...pickersMessages,
  ...entityPickersMessages,
  ...formsMessages,
  ...dataMessages,
  ...dashboardMessages,
  ...calendarMessages,
  ...workflowMessages,
  ...chatMessages,
  ...chatLinkPreviewMessages,
} as const;

export type UiMessageKey = keyof typeof uiMessages;

/** The Italian default for a key, with `{name}` placeholders filled from `values`. */
export function uiMessage(key: UiMessageKey, values: MessageValues = {}): string {
  return formatLabel(uiMessages[key], values);
}
