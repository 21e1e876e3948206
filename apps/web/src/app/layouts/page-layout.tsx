import { Outlet } from 'react-router';
import { PageColumn } from './page-column';

/** Plain content column for public pages (legal pages, 404). */
export function PageLayout() {
  return (
    <PageColumn>
      <Outlet />
    </PageColumn>
  );
}
