import { AdminSectionPage } from '../../features/admin/components/admin-page-frame.tsx';
import { CompaniesList } from '../../features/admin-companies/components/companies-list.tsx';

/** /admin/companies: the company accounts with their balances (issue 38). Admins only. */
export function Component() {
  return (
    <AdminSectionPage ns="admin-companies">
      <CompaniesList />
    </AdminSectionPage>
  );
}
