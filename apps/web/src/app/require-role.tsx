import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { UserRole } from '@takeoff/shared/auth';
import { useMe } from '@/features/auth/api/get-me';
import { PageSpinner } from '@/components/page-spinner';

/**
 * Convenience guard: shows `children` only to signed-in users with one of `roles`;
 * everyone else goes to /. The API enforces access on every call regardless.
 */
export function RequireRole({
  roles,
  children,
}: {
  roles: readonly UserRole[];
  children: ReactNode;
}) {
  const { data: user, isPending, isError } = useMe();
  if (isPending) return <PageSpinner />;
  if (isError || !user || !roles.includes(user.role)) return <Navigate to="/" replace />;
  return children;
}
