import { useCallback, useMemo, useState } from 'react';
import type { AdminPricing, PricingDocument } from '../../../../shared/contracts/admin-pricing.ts';
import type { FieldError } from '../../../../shared/errors.ts';
import { countChanges, pathKey, setAt, type FieldPath } from '../lib/pricing-form.ts';

export interface PricingForm {
  draft: PricingDocument;
  set: (path: FieldPath, value: unknown) => void;
  /** The server's problem with a field, until the field is edited again. */
  error: (path: FieldPath) => FieldError | undefined;
}

/**
 * The edited document and the version it was loaded from. A newer version read in the background replaces
 * the draft only while nothing is edited; otherwise the save meets the version conflict and says so.
 */
export function usePricingForm(data: AdminPricing | undefined) {
  const [base, setBase] = useState<AdminPricing | null>(null);
  const [draft, setDraft] = useState<PricingDocument | null>(null);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});

  const changes = base && draft ? countChanges(draft, base.document) : 0;
  // Adopt what the server sent when nothing is being edited (first load, or someone else's save).
  if (data && (!base || (changes === 0 && data.version !== base.version))) {
    setBase(data);
    setDraft(data.document);
  }

  const set = useCallback((path: FieldPath, value: unknown) => {
    setDraft((d) => (d ? setAt(d, path, value) : d));
    setErrors((e) => {
      const key = pathKey(path);
      if (!(key in e)) return e;
      const { [key]: _cleared, ...rest } = e;
      return rest;
    });
  }, []);

  const reset = useCallback((next: AdminPricing) => {
    setBase(next);
    setDraft(next.document);
    setErrors({});
  }, []);

  const form = useMemo<PricingForm | null>(
    () => (draft ? { draft, set, error: (path) => errors[pathKey(path)] } : null),
    [draft, set, errors],
  );

  return { base, form, changes, errors, setErrors, reset };
}
