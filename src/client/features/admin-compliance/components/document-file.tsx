import { FileText, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  COMPLIANCE_FILE_MAX_BYTES,
  COMPLIANCE_FILE_TYPES,
  type DocumentStatus,
} from '../../../../shared/contracts/compliance.ts';
import type { ComplianceDocument } from '../../../../shared/domain/compliance.ts';
import { AppError } from '../../../../shared/errors.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useErrorText } from '../../../lib/error-text.ts';
import { complianceFileUrl } from '../api/compliance-view.ts';
import { useUploadComplianceFile } from '../api/upload-file.ts';
import { fileToBase64 } from '../lib/forms.ts';

/** A refused upload's own problem (the field's, e.g. the file's type), else the error itself. */
const firstProblem = (e: unknown) =>
  e instanceof AppError ? (Object.values(e.fieldErrors ?? {})[0] ?? e) : e;

/**
 * A document's file: a link to the newest one uploaded (it opens in a new tab) and a button that uploads a photo or
 * PDF of it at once (JPEG, PNG, WebP or PDF, 5 MB at most; the server reads the type from the bytes).
 */
export function DocumentFile({
  subject,
  document,
  file,
}: {
  subject: { driverId: string } | { carId: string };
  document: ComplianceDocument;
  file: DocumentStatus['file'] | undefined;
}) {
  const { t } = useTranslation('admin-compliance');
  const errorText = useErrorText();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadComplianceFile();
  const [problem, setProblem] = useState<unknown>(null);
  const name = t(`documents.${document}`);

  const onPick = async (picked: File | undefined) => {
    if (!picked) return;
    setProblem(null);
    if (picked.size > COMPLIANCE_FILE_MAX_BYTES) {
      setProblem(new AppError('compliance.fileTooLarge'));
      return;
    }
    try {
      const base64 = await fileToBase64(picked);
      await upload.mutateAsync({ ...subject, document, file: base64 });
    } catch (e) {
      setProblem(e);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-1.5" data-testid="document-file" data-document={document}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <input
          ref={input}
          type="file"
          accept={COMPLIANCE_FILE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => void onPick(e.target.files?.[0])}
          data-testid="document-file-input"
        />
        <Button
          variant="outline"
          size="sm"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          aria-label={t('file.uploadLabel', { document: name })}
        >
          <Upload aria-hidden className="size-4" />
          {upload.isPending ? t('file.uploading') : t('file.upload')}
        </Button>
        {file ? (
          <a
            href={complianceFileUrl(file.id)}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-medium text-gold-dark underline underline-offset-4 hover:text-ink focus-visible:outline-2 focus-visible:outline-gold"
            aria-label={t('file.viewLabel', { document: name })}
            data-testid="document-file-link"
          >
            <FileText aria-hidden className="size-4" />
            {t('file.view')}
          </a>
        ) : (
          <span className="text-xs text-stone">{t('file.none')}</span>
        )}
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-danger">
          {errorText(firstProblem(problem)) ?? t('file.failed')}
        </p>
      ) : (
        <p className="text-xs text-stone">{t('file.hint')}</p>
      )}
    </div>
  );
}
