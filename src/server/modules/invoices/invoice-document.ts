import type { Invoice } from '../../../shared/contracts/invoices.ts';
import type { CompanyReferenceField } from '../../../shared/domain/companies.ts';

/** What the PDF and the CSV print: the invoice and its company's billing details. */
export interface InvoiceDocument {
  invoice: Invoice;
  company: {
    legalName: string;
    billingAddress: string;
    taxId: string | null;
    paymentTerms: string;
    referenceFields: CompanyReferenceField[];
  };
}

/** The file name of an invoice's PDF or CSV: "invoice-2026-0007.pdf". */
export const invoiceFileName = (number: string, format: 'pdf' | 'csv'): string =>
  `invoice-${number}.${format}`;
