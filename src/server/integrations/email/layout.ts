import { BRAND } from '../../../shared/brand.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { dateTimeFormat, numberFormat } from '../../../shared/intl-formats.ts';

/**
 * The one branded layout of every customer email: an HTML part built from tables and inline styles (what the
 * main mail clients render the same way: Gmail, Apple Mail, Outlook), responsive down to a 390 px phone, and a
 * plain-text part with the same facts in the same order.
 */

/** A block of facts under a small heading: label/value rows, paragraphs, or a quoted message. */
export interface EmailSection {
  title?: string;
  /** Label / value rows (a booking's facts, its price lines). */
  rows?: readonly (readonly [string, string])[];
  /** Sets the last row in bold above a rule (a total). */
  totalLast?: boolean;
  paragraphs?: readonly string[];
  /** The customer's own words, quoted as they wrote them (the contact acknowledgement). */
  quote?: string;
  /** A short line after the rows ("Paid with Visa •••• 4242."). */
  note?: string;
}

export interface BrandedEmail {
  language: Locale;
  /** The line mail clients show after the subject in the inbox; hidden in the message itself. */
  preheader: string;
  /** The message's title, set large ("Your ride is confirmed"). */
  heading: string;
  /** "Hello Ada," / "Hola Ada:" */
  greeting?: string;
  intro: readonly string[];
  sections?: readonly EmailSection[];
  /** The one button: an absolute link (confirmation page, reset page). */
  action?: { label: string; url: string };
  /** Paragraphs after the button (what to do if the link does not work, policies). */
  closing?: readonly string[];
}

const FOOTER: Record<Locale, { help: string; rights: string; open: string }> = {
  en: {
    help: `Questions or changes: ${BRAND.phoneDisplay}, 24 hours a day, or ${BRAND.email}.`,
    rights: 'You are receiving this email about your own request on our website.',
    open: 'If the button does not work, copy this link into your browser:',
  },
  es: {
    help: `Preguntas o cambios: ${BRAND.phoneDisplay}, las 24 horas, o ${BRAND.email}.`,
    rights: 'Recibe este correo por una solicitud suya en nuestro sitio web.',
    open: 'Si el botón no funciona, copie este enlace en su navegador:',
  },
};

const INK = '#0c0c0d';
const GOLD = '#7a5e26';
const GOLD_LIGHT = '#c9a961';
const STONE = '#5f5a52';
const PAPER = '#f4f1ea';
const RULE = '#e4ddcf';
const SERIF = "Georgia,'Times New Roman',serif";
const SANS = "'Helvetica Neue',Helvetica,Arial,sans-serif";

export const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** Line breaks kept in HTML (a quoted message, an address over two lines). */
const html = (s: string) =>
  escapeHtml(s)
    .replace(/\r?\n/g, '<br>')
    // The phone number never breaks over two lines ("(212) 555-" / "0147").
    .replaceAll(escapeHtml(BRAND.phoneDisplay), (p) => `<span style="white-space:nowrap">${p}</span>`);

function sectionHtml(s: EmailSection): string {
  const parts: string[] = [];
  if (s.title)
    parts.push(
      `<p style="margin:28px 0 10px;font-family:${SANS};font-size:11px;line-height:16px;letter-spacing:2px;text-transform:uppercase;color:${GOLD};font-weight:700">${escapeHtml(s.title)}</p>`,
    );
  for (const p of s.paragraphs ?? [])
    parts.push(
      `<p style="margin:0 0 12px;font-family:${SANS};font-size:15px;line-height:24px;color:${INK}">${html(p)}</p>`,
    );
  if (s.quote !== undefined)
    parts.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td style="border-left:3px solid ${GOLD_LIGHT};padding:4px 0 4px 16px;font-family:${SERIF};font-size:15px;line-height:24px;font-style:italic;color:${INK};word-break:break-word">${html(s.quote)}</td></tr></table>`,
    );
  const rows = s.rows ?? [];
  if (rows.length) {
    const body = rows
      .map(([label, value], i) => {
        const total = s.totalLast === true && i === rows.length - 1;
        const top = total ? `border-top:1px solid ${INK};padding-top:12px;` : `border-top:1px solid ${RULE};`;
        const weight = total ? 'font-weight:700;font-size:16px;' : 'font-size:14px;';
        return `<tr><td valign="top" style="${top}padding:9px 12px 9px 0;width:42%;font-family:${SANS};font-size:14px;line-height:20px;color:${total ? `${INK};font-weight:700` : STONE}">${escapeHtml(label)}</td><td valign="top" style="${top}padding:9px 0;font-family:${SANS};${weight}line-height:20px;color:${INK};word-break:break-word">${html(value)}</td></tr>`;
      })
      .join('');
    parts.push(
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse">${body}</table>`,
    );
  }
  if (s.note)
    parts.push(
      `<p style="margin:10px 0 0;font-family:${SANS};font-size:13px;line-height:20px;color:${STONE}">${html(s.note)}</p>`,
    );
  return parts.join('\n');
}

function sectionText(s: EmailSection): string[] {
  const lines: string[] = [''];
  if (s.title) lines.push(s.title.toUpperCase());
  for (const p of s.paragraphs ?? []) lines.push(p);
  if (s.quote !== undefined) lines.push(...s.quote.split(/\r?\n/).map((l) => `> ${l}`));
  for (const [label, value] of s.rows ?? []) lines.push(`${label}: ${value.replace(/\r?\n/g, ', ')}`);
  if (s.note) lines.push(s.note);
  return lines;
}

/** The HTML and plain-text parts of a branded email. Every value is escaped; links must be absolute. */
export function renderBrandedEmail(e: BrandedEmail): { html: string; text: string } {
  const f = FOOTER[e.language];
  const sections = e.sections ?? [];
  const button = e.action
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:28px 0 8px"><tr><td bgcolor="${INK}" style="background:${INK};border-radius:2px"><a href="${escapeHtml(e.action.url)}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:13px;line-height:16px;letter-spacing:2px;text-transform:uppercase;font-weight:700;color:#ffffff;text-decoration:none">${escapeHtml(e.action.label)}</a></td></tr></table>
<p style="margin:0 0 8px;font-family:${SANS};font-size:12px;line-height:18px;color:${STONE}">${escapeHtml(f.open)}<br><a href="${escapeHtml(e.action.url)}" style="color:${GOLD};word-break:break-all">${escapeHtml(e.action.url)}</a></p>`
    : '';
  const paragraphs = (ps: readonly string[]) =>
    ps
      .map(
        (p) =>
          `<p style="margin:0 0 14px;font-family:${SANS};font-size:15px;line-height:24px;color:${INK}">${html(p)}</p>`,
      )
      .join('\n');

  const htmlPart = `<!doctype html>
<html lang="${e.language}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(e.heading)}</title>
<style>
@media only screen and (max-width:620px){
  .email-container{width:100% !important}
  .email-pad{padding-left:20px !important;padding-right:20px !important}
  .email-heading{font-size:24px !important;line-height:30px !important}
}
</style>
</head>
<body style="margin:0;padding:0;background:${PAPER};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%">
<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;font-size:1px;line-height:1px;color:${PAPER}">${escapeHtml(e.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAPER}" style="background:${PAPER}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" class="email-container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:600px;max-width:600px">
<tr><td class="email-pad" bgcolor="${INK}" style="background:${INK};padding:26px 40px;text-align:left">
<span style="font-family:${SERIF};font-size:20px;line-height:24px;letter-spacing:4px;text-transform:uppercase;color:${GOLD_LIGHT}">${escapeHtml(BRAND.name)}</span>
</td></tr>
<tr><td class="email-pad" bgcolor="#ffffff" style="background:#ffffff;padding:36px 40px 32px">
<h1 class="email-heading" style="margin:0 0 20px;font-family:${SERIF};font-size:28px;line-height:34px;font-weight:400;color:${INK}">${escapeHtml(e.heading)}</h1>
${e.greeting ? paragraphs([e.greeting]) : ''}
${paragraphs(e.intro)}
${sections.map(sectionHtml).join('\n')}
${button}
${e.closing?.length ? `<div style="margin-top:24px">${paragraphs(e.closing)}</div>` : ''}
</td></tr>
<tr><td class="email-pad" style="padding:24px 40px 8px;font-family:${SANS};font-size:12px;line-height:18px;color:${STONE}">
<p style="margin:0 0 8px">${escapeHtml(f.help)}</p>
<p style="margin:0 0 8px">${escapeHtml(BRAND.legalName)} · ${escapeHtml(BRAND.address)}</p>
<p style="margin:0">${escapeHtml(f.rights)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;

  const text = [
    e.heading,
    '',
    ...(e.greeting ? [e.greeting, ''] : []),
    ...e.intro.flatMap((p) => [p, '']),
    ...sections.flatMap(sectionText),
    ...(e.action ? ['', `${e.action.label}: ${e.action.url}`] : []),
    ...(e.closing?.length ? ['', ...e.closing.flatMap((p) => [p, ''])] : ['']),
    '—',
    f.help,
    `${BRAND.legalName} · ${BRAND.address}`,
  ]
    .join('\n')
    .replace(/\n{3,}/g, '\n\n');
  return { html: htmlPart, text };
}

/** "Tuesday, December 1, 2026 at 2:30 PM EST" / "martes, 1 de diciembre de 2026, 2:30 p. m. hora de Nueva York". */
export function emailDateTime(d: Date, language: Locale): string {
  if (language === 'es') {
    const date = dateTimeFormat('es-US', {
      timeZone: 'America/New_York',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(d);
    const time = dateTimeFormat('es-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      minute: '2-digit',
    }).format(d);
    return `${date}, ${time} hora de Nueva York`;
  }
  return dateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(d);
}

/** US dollars in the reader's language ("$1,234.50" in both; es-US keeps the US format). */
export function emailMoney(cents: number, language: Locale): string {
  return numberFormat(language === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  }).format(cents / 100);
}
