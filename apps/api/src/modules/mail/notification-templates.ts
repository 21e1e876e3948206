/** Mail about what happens in the product (interviews, applications, messages, the digest); each kind can be turned off. */
export const NOTIFICATION_TEMPLATES = {};
