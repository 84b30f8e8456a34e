import { AdminSectionPage } from '../../features/admin/components/admin-page-frame.tsx';
import { InvoicesView } from '../../features/admin-invoices/components/invoices-view.tsx';

/** /admin/invoices: the companies' monthly invoices (issue 38, decision 057). Admins only. */
export function Component() {
  return (
    <AdminSectionPage ns="admin-invoices">
      <InvoicesView />
    </AdminSectionPage>
  );
}
