/** The statement's words in English and Spanish, shared by its CSV and its PDF. */
import type {
  PayoutMethod,
  SettlementLineKind,
  SettlementStatement,
  SettlementStatus,
} from '../../../shared/contracts/settlements.ts';
import type { Locale } from '../../../shared/contracts/locale.ts';
import { formatUsd } from '../../../shared/domain/money.ts';
import { nyStamp } from '../../../shared/domain/new-york-time.ts';

export interface SettlementText {
  intl: string;
  title: string;
  chauffeur: string;
  week: (from: string, to: string) => string;
  status: Record<SettlementStatus, string>;
  kinds: Record<SettlementLineKind, string>;
  methods: Record<PayoutMethod, string>;
  columns: { date: string; kind: string; booking: string; note: string; base: string; amount: string };
  totals: {
    trips: string;
    fare: string;
    share: string;
    waiting: string;
    tips: string;
    reimbursements: string;
    adjustments: string;
    total: string;
  };
  paid: (date: string, method: string, reference: string | null) => string;
  notPaid: string;
  empty: string;
  rule: string;
}

export const SETTLEMENT_TEXT: Record<Locale, SettlementText> = {
  en: {
    intl: 'en-US',
    title: 'Chauffeur statement',
    chauffeur: 'Chauffeur',
    week: (from, to) => `Week of ${from} to ${to} (New York time)`,
    status: { open: 'Open: the week is not over', due: 'Due', paid: 'Paid' },
    kinds: {
      trip: 'Trip',
      waiting: 'Waiting time',
      tip: 'Tip',
      toll: 'Toll paid',
      parking: 'Parking paid',
      adjustment: 'Adjustment',
    },
    methods: { bank_transfer: 'bank transfer', check: 'check', cash: 'cash', other: 'other' },
    columns: {
      date: 'Date',
      kind: 'Line',
      booking: 'Booking',
      note: 'Note',
      base: 'Charged',
      amount: 'You earn',
    },
    totals: {
      trips: 'Trips',
      fare: 'Fares',
      share: 'Your share of the fares',
      waiting: 'Waiting time share',
      tips: 'Tips (100%)',
      reimbursements: 'Tolls and parking reimbursed',
      adjustments: 'Adjustments',
      total: 'Total',
    },
    paid: (date, method, reference) =>
      `Paid ${date} by ${method}${reference ? `, reference ${reference}` : ''}.`,
    notPaid: 'Not paid yet.',
    empty: 'Nothing this week.',
    rule: 'Your share is of the fare lines only (not tax, surcharges or tolls); tips are yours in full; tolls and parking you paid are reimbursed at cost.',
  },
  es: {
    intl: 'es-US',
    title: 'Liquidación del chofer',
    chauffeur: 'Chofer',
    week: (from, to) => `Semana del ${from} al ${to} (hora de Nueva York)`,
    status: { open: 'Abierta: la semana no ha terminado', due: 'Pendiente de pago', paid: 'Pagada' },
    kinds: {
      trip: 'Viaje',
      waiting: 'Tiempo de espera',
      tip: 'Propina',
      toll: 'Peaje pagado',
      parking: 'Estacionamiento pagado',
      adjustment: 'Ajuste',
    },
    methods: { bank_transfer: 'transferencia bancaria', check: 'cheque', cash: 'efectivo', other: 'otro' },
    columns: {
      date: 'Fecha',
      kind: 'Concepto',
      booking: 'Reserva',
      note: 'Nota',
      base: 'Cobrado',
      amount: 'Usted gana',
    },
    totals: {
      trips: 'Viajes',
      fare: 'Tarifas',
      share: 'Su parte de las tarifas',
      waiting: 'Parte del tiempo de espera',
      tips: 'Propinas (100%)',
      reimbursements: 'Peajes y estacionamiento reembolsados',
      adjustments: 'Ajustes',
      total: 'Total',
    },
    paid: (date, method, reference) =>
      `Pagada el ${date} por ${method}${reference ? `, referencia ${reference}` : ''}.`,
    notPaid: 'Aún no pagada.',
    empty: 'Nada esta semana.',
    rule: 'Su parte es solo de las líneas de tarifa (no de impuestos, recargos ni peajes); las propinas son suyas por completo; los peajes y el estacionamiento que pagó se reembolsan al costo.',
  },
};

/** The totals rows, in order, as label and amount (the trips as a count). */
export function totalsRows(
  s: SettlementStatement,
  t: SettlementText,
): { label: string; value: string; strong?: boolean }[] {
  const usd = (c: number) => formatUsd(c, t.intl);
  return [
    { label: t.totals.trips, value: String(s.totals.trips) },
    { label: t.totals.fare, value: usd(s.totals.fareCents) },
    { label: t.totals.share, value: usd(s.totals.shareCents) },
    { label: t.totals.waiting, value: usd(s.totals.waitingCents) },
    { label: t.totals.tips, value: usd(s.totals.tipsCents) },
    { label: t.totals.reimbursements, value: usd(s.totals.reimbursementsCents) },
    { label: t.totals.adjustments, value: usd(s.totals.adjustmentsCents) },
    { label: t.totals.total, value: usd(s.totals.totalCents), strong: true },
  ];
}

export function paymentText(s: SettlementStatement, t: SettlementText): string {
  if (!s.payment) return t.notPaid;
  return t.paid(s.payment.paidOn, t.methods[s.payment.method], s.payment.reference);
}

/** "statement-2026-03-09-maria-lopez" (no extension). */
export function statementFileName(s: SettlementStatement): string {
  const slug = s.driverName
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-')
    .slice(0, 40);
  return `statement-${s.weekStart}${slug ? `-${slug}` : ''}`;
}

export const lineDate = (iso: string) => nyStamp(new Date(iso));
