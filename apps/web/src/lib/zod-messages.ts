import { z } from 'zod';
import { humanIssueMessage } from '@takeoff/shared/common';

// Every form shows validation in words people read, from one mapping (schemas' own messages still win).
// Imported for its effect where forms can appear (full-app.tsx, the auth dialog's loader), not by the light landing entry.
z.config({ customError: humanIssueMessage });
