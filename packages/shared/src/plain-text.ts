import { z } from 'zod';

/** Text that PostgreSQL can store: NUL characters are refused as bad input (not a 500 from the database). */
export const plainText = () => z.string().refine((value) => !value.includes('\u0000'), 'Must not contain NUL characters');
