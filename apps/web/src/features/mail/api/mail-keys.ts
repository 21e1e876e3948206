/** Query keys of the mail feature. */
export const mailKeys = {
  preferences: ['mail', 'notification-preferences'] as const,
};
