import { BRAND } from '../../../shared/brand.ts';
import { COMPLIANCE_DOCUMENT_NAMES, type ComplianceDocument } from '../../../shared/domain/compliance.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import { renderBrandedEmail } from '../../integrations/email/layout.ts';
import type { EmailMessage } from '../../integrations/email/types.ts';

type Language = 'en' | 'es';

/** What a reminder is about: a document, its expiry, how many days are left, whose it is. */
export interface ReminderFacts {
  document: ComplianceDocument;
  /** YYYY-MM-DD. */
  expiry: string;
  daysLeft: number;
  /** The chauffeur's name (theirs, or the car's chauffeur); null for an unassigned car. */
  chauffeur: string | null;
  /** The car's plate, for a car's document. */
  plate: string | null;
}

/** "November 30, 2026" / "30 de noviembre de 2026": a calendar day, read as the day it is (no time zone shift). */
function longDate(day: string, language: Language): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** The document as its chauffeur reads it ("Your car's insurance"). */
const YOURS: Record<Language, Record<ComplianceDocument, string>> = {
  en: {
    tlc_driver_license: 'Your TLC driver license',
    state_driver_license: 'Your state driving license',
    tlc_vehicle_license: "Your car's TLC for-hire vehicle license",
    insurance: "Your car's insurance",
    inspection: "Your car's inspection",
  },
  es: {
    tlc_driver_license: 'Su licencia TLC de chofer',
    state_driver_license: 'Su licencia de conducir estatal',
    tlc_vehicle_license: 'La licencia TLC de vehículo de alquiler de su auto',
    insurance: 'El seguro de su auto',
    inspection: 'La inspección de su auto',
  },
};

/** The document's name inside a sentence ("the car's insurance"). */
const inSentence = (document: ComplianceDocument, language: Language) => {
  const name = COMPLIANCE_DOCUMENT_NAMES[language][document];
  return name.charAt(0).toLowerCase() + name.slice(1);
};

const inDays = (n: number, language: Language) =>
  language === 'es'
    ? n === 0
      ? 'hoy'
      : n === 1
        ? 'mañana'
        : `en ${n} días`
    : n === 0
      ? 'today'
      : n === 1
        ? 'tomorrow'
        : `in ${n} days`;

/**
 * The chauffeur's reminder (decision 32): which document expires when, that rides stop the day after, and to
 * send the renewed document to dispatch. In the chauffeur's language.
 */
export function chauffeurReminderEmail(
  to: { email: string; firstName: string; locale: Language },
  f: ReminderFacts,
  publicUrl: string,
): EmailMessage {
  const language = to.locale;
  const yours = YOURS[language][f.document];
  const what = yours.charAt(0).toLowerCase() + yours.slice(1);
  const date = longDate(f.expiry, language);
  const rows: [string, string][] =
    language === 'es'
      ? [
          ['Documento', COMPLIANCE_DOCUMENT_NAMES.es[f.document]],
          ['Vence', date],
          ...(f.plate ? ([['Placa', f.plate]] as [string, string][]) : []),
        ]
      : [
          ['Document', COMPLIANCE_DOCUMENT_NAMES.en[f.document]],
          ['Expires', date],
          ...(f.plate ? ([['Plate', f.plate]] as [string, string][]) : []),
        ];
  const rendered =
    language === 'es'
      ? renderBrandedEmail({
          language,
          preheader: `${yours} vence ${inDays(f.daysLeft, language)}.`,
          heading: 'Un documento está por vencer',
          greeting: `Hola ${to.firstName}:`,
          intro: [
            `${yours} vence el ${date} (${inDays(f.daysLeft, language)}).`,
            'Desde el día siguiente no podrá aceptar, recibir ni comenzar viajes hasta que lo renueve y despacho registre la nueva fecha.',
          ],
          sections: [{ rows }],
          closing: [
            `Envíe a despacho una foto o PDF del documento renovado (${BRAND.email}, ${BRAND.phoneDisplay}).`,
          ],
          action: { label: 'Abrir mi panel', url: `${publicUrl}/driver/dashboard` },
        })
      : renderBrandedEmail({
          language,
          preheader: `${yours} expires ${inDays(f.daysLeft, language)}.`,
          heading: 'A document is about to expire',
          greeting: `Hello ${to.firstName},`,
          intro: [
            `${yours} expires on ${date} (${inDays(f.daysLeft, language)}).`,
            `From the next day you cannot accept, be given or start trips until ${what} is renewed and dispatch has recorded the new date.`,
          ],
          sections: [{ rows }],
          closing: [
            `Send dispatch a photo or PDF of the renewed document (${BRAND.email}, ${BRAND.phoneDisplay}).`,
          ],
          action: { label: 'Open my dashboard', url: `${publicUrl}/driver/dashboard` },
        });
  const subject =
    language === 'es'
      ? `${yours} vence ${inDays(f.daysLeft, language)} — ${BRAND.name}`
      : `${yours} expires ${inDays(f.daysLeft, language)} — ${BRAND.name}`;
  return { kind: 'document-expiry-reminder', to: to.email, subject, ...rendered };
}

/** Every admin's reminder of the same document: whose, which, when, and where to record the renewal. */
export function dispatchReminderEmail(
  to: { email: string; locale: Language },
  f: ReminderFacts,
  publicUrl: string,
): EmailMessage {
  const language = to.locale;
  const date = longDate(f.expiry, language);
  const name = COMPLIANCE_DOCUMENT_NAMES[language][f.document];
  const who =
    f.chauffeur ?? (language === 'es' ? 'un auto sin chofer asignado' : 'a car with no chauffeur assigned');
  const rows: [string, string][] = [
    [language === 'es' ? 'Documento' : 'Document', name],
    [language === 'es' ? 'Vence' : 'Expires', date],
    [language === 'es' ? 'Chofer' : 'Chauffeur', f.chauffeur ?? '—'],
    ...(f.plate ? ([[language === 'es' ? 'Placa' : 'Plate', f.plate]] as [string, string][]) : []),
  ];
  const rendered = renderBrandedEmail({
    language,
    preheader:
      language === 'es'
        ? `${name} (${who}) vence ${inDays(f.daysLeft, language)}.`
        : `${name} (${who}) expires ${inDays(f.daysLeft, language)}.`,
    heading: language === 'es' ? 'Documento por vencer' : 'Document expiring',
    intro: [
      language === 'es'
        ? `${name} (${who}) vence el ${date}. Desde el día siguiente el chofer no podrá tomar viajes hasta que se registre la renovación.`
        : `${name} (${who}) expires on ${date}. From the next day the chauffeur cannot take trips until the renewal is recorded.`,
    ],
    sections: [{ rows }],
    action: {
      label: language === 'es' ? 'Abrir Cumplimiento' : 'Open Compliance',
      url: `${publicUrl}/admin/compliance`,
    },
  });
  const subject =
    language === 'es'
      ? `Vence ${inDays(f.daysLeft, language)}: ${name.toLowerCase()} — ${who}`
      : `Expires ${inDays(f.daysLeft, language)}: ${inSentence(f.document, language)} — ${who}`;
  return { kind: 'document-expiry-dispatch', to: to.email, subject, ...rendered };
}
