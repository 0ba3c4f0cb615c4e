/** Italian strings of the chat area, worded exactly as the spec. Keys are prefixed with 'chat.'. */
export const chatMessages = {} as const;
