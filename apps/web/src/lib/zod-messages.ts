import { z } from 'zod';
import { humanIssueMessage } from '@takeoff/shared/common';
import { localizeMessage } from '@/lib/api-client';

// Every form shows validation in words people read, from one mapping, in the language chosen at the time of the
// check (the `errors` catalogue's `validation.*`). Schemas' own messages still win: they stay English in the issue
// and are translated where shown (`localizeMessage`, e.g. in FormField).
// Imported for its effect where forms can appear (full-app.tsx, the auth dialog's loader), not by the light landing entry.
z.config({
  customError: (issue) => {
    const message = humanIssueMessage(issue);
    return message === undefined ? undefined : localizeMessage(message);
  },
});
