/** Italian strings of the routing area, worded exactly as the spec. Keys are prefixed with 'routing.'. */
export const routingMessages = {} as const;
