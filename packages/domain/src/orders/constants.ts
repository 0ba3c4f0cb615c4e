/** The order priority that means urgent (002 §4.6 "Priority 2 shows 'Urgente'"). */
export const ORDER_URGENT_PRIORITY = 2;
