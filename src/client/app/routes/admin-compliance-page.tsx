import { AdminSectionPage } from '../../features/admin/components/admin-page-frame.tsx';
import { ComplianceView } from '../../features/admin-compliance/components/compliance-view.tsx';

/** /admin/compliance: the chauffeurs' and cars' New York documents (issue 37). Admins only. */
export function Component() {
  return (
    <AdminSectionPage ns="admin-compliance">
      <ComplianceView />
    </AdminSectionPage>
  );
}
