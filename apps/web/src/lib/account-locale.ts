import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { User } from '@takeoff/shared/auth';
import type { Locale } from '@takeoff/shared/locale-codes';
import { apiPatch } from './api-client';
import { changeLocale, currentLocale } from './i18n';
import { sessionQueryKey, setAnsweredData } from './query-client';

/**
 * Chooses the interface's language: at once in this browser, and for a signed-in person also on the account
 * (`PATCH /api/me`), so it follows them to every device and to the mail they receive.
 */
export async function chooseLocale(queryClient: QueryClient, locale: Locale) {
  await changeLocale(locale);
  const user = queryClient.getQueryData<User | null>(sessionQueryKey);
  if (user && user.locale !== locale) {
    saving = locale;
    try {
      await setAnsweredData(
        queryClient,
        sessionQueryKey,
        await apiPatch<User>('/api/me', { locale }),
      );
    } finally {
      saving = null;
    }
  }
}

/** The language being saved on the account: a session answer read meanwhile still carries the old one. */
let saving: Locale | null = null;

/**
 * The account's saved language wins over this browser's once the session answers (e.g. after signing in); an
 * account that never chose one is given the language in use, so its mail and notifications speak it too.
 */
export function useAccountLocale() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const given = new Set<number>();
    const apply = () => {
      const user = queryClient.getQueryData<User | null>(sessionQueryKey);
      if (!user || saving) return;
      if (user.locale) {
        void changeLocale(user.locale);
      } else if (!given.has(user.id)) {
        given.add(user.id);
        void chooseLocale(queryClient, currentLocale()).catch(() => undefined);
      }
    };
    apply();
    return queryClient.getQueryCache().subscribe((event) => {
      if (
        event.query.queryKey[0] === sessionQueryKey[0] &&
        event.query.queryKey[1] === sessionQueryKey[1]
      )
        apply();
    });
  }, [queryClient]);
}
