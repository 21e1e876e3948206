/** Query keys of the account feature, in one place so writes invalidate what they change. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};
