import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ComplianceFile, ComplianceFileUpload } from '../../../../shared/contracts/compliance.ts';
import { apiPost } from '../../../lib/api-client.ts';
import { COMPLIANCE_KEY } from './compliance-view.ts';

/** POST /api/admin/compliance/files: a photo or PDF of one document of a chauffeur or a car (base64). */
export function useUploadComplianceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ComplianceFileUpload) =>
      apiPost<ComplianceFile>('/api/admin/compliance/files', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPLIANCE_KEY }),
  });
}
