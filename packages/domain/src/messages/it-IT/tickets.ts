/** Italian strings of the tickets area, worded exactly as the spec. Keys are prefixed with 'tickets.'. */
export const ticketsMessages = {} as const;
