import { OrganizationToolsPage } from '@/features/tools/pages/organization-tools-page';

export function Component() {
  return <OrganizationToolsPage />;
}
