/** Italian strings of the notifications area, worded exactly as the spec. Keys are prefixed with 'notifications.'. */
export const notificationsMessages = {} as const;
