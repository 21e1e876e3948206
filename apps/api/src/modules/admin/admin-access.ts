/** Every back-office route: admins only (enforced by the API router), documented under one tag. */
export const ADMIN_ONLY = ['admin'] as const;
export const ADMIN_TAGS = ['admin'] as const;
