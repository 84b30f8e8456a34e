import type { Locale } from '../../../shared/contracts/locale.ts';
import { dateTimeFormat } from '../../../shared/intl-formats.ts';
import { SERVICES } from '../catalog/catalog.data.ts';

/** Every word of the receipt PDF in both languages (receipt-pdf.ts lays them out). */

const NEW_YORK = 'America/New_York';

export interface ReceiptText {
  intl: string;
  receipt: string;
  booking: (n: string) => string;
  issued: (date: string) => string;
  customer: string;
  service: string;
  pickup: string;
  destination: string;
  /** The return ride's pickup time, the extra stop, the flight (issue 34: the receipt names the whole ride). */
  returnRide: string;
  extraStop: string;
  flight: string;
  party: string;
  passengers: (n: number) => string;
  bags: (n: number) => string;
  hours: (n: number) => string;
  status: string;
  cancelled: string;
  noShow: string;
  chauffeur: string;
  description: string;
  amount: string;
  subtotal: string;
  tax: (rate: string) => string;
  totalPaid: string;
  total: string;
  refunded: string;
  /** One refund's line: "Refund Jun 3, 2025, 2:30 PM EDT · customer cancellation". */
  refundLine: (date: string, by: string) => string;
  refundBy: { customer: string; system: string; admin: (name: string | null) => string };
  /** A ride billed to its company (decision 061): its refunds are credits to the company, not to a card. */
  creditLine: (date: string, by: string) => string;
  credited: string;
  netBilled: string;
  netPaid: string;
  /** An applied change's difference (decision 26), as the receipt page words it. */
  changeCharged: (date: string) => string;
  changeRefunded: (date: string) => string;
  /** A line charged after the ride (decision 29): "Waiting time (23 min), paid Dec 10, 2026, 3:40 PM EST". */
  afterRide: (label: string, date: string) => string;
  extrasTotal: string;
  paid: (date: string, method: string | null) => string;
  /** A ride billed to its company (decision 058): nothing was paid by card. */
  billed: (date: string) => string;
  unpaid: string;
  methods: Record<string, string>;
  thanks: string;
  /** A cancelled booking (issue 35): when and by whom, what was kept, and its closing line instead of thanks. */
  cancelledOn: (date: string, by: 'customer' | 'company') => string;
  kept: string;
  closingCancelled: string;
  license: string;
  /** "2:30 PM EST" / "2:30 p.m. hora de Nueva York". */
  dateTime: (d: Date) => string;
}

const pl = (n: number, one: string, other: string) => `${n} ${n === 1 ? one : other}`;

export const RECEIPT_TEXT: Record<Locale, ReceiptText> = {
  en: {
    intl: 'en-US',
    receipt: 'RECEIPT',
    booking: (n) => `Booking ${n}`,
    issued: (date) => `Issued ${date}`,
    customer: 'Customer',
    service: 'Service',
    pickup: 'Pickup',
    destination: 'Destination',
    returnRide: 'Return',
    extraStop: 'Extra stop',
    flight: 'Flight',
    party: 'Party',
    passengers: (n) => pl(n, 'passenger', 'passengers'),
    bags: (n) => pl(n, 'bag', 'bags'),
    hours: (n) => pl(n, 'hour', 'hours'),
    status: 'Status',
    cancelled: 'Cancelled',
    noShow: 'Passenger no-show: charged in full (Terms)',
    chauffeur: 'Chauffeur',
    description: 'Description',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: (rate) => `Sales tax (${rate})`,
    totalPaid: 'Total paid',
    total: 'Total',
    refunded: 'Refunded',
    refundLine: (date, by) => `Refund ${date} · ${by}`,
    creditLine: (date, by) => `Credit to the company ${date} · ${by}`,
    credited: 'Credited to the company',
    netBilled: 'Net billed to the company',
    refundBy: {
      customer: 'customer cancellation',
      system: 'payment returned',
      admin: (name) => (name ? `by ${name}` : 'by our office'),
    },
    netPaid: 'Net paid',
    changeCharged: (date) => `Booking changed ${date}: difference charged`,
    changeRefunded: (date) => `Booking changed ${date}: difference refunded`,
    afterRide: (label, date) => `${label}, paid ${date}`,
    extrasTotal: 'Total charged after the ride',
    paid: (date, method) => `Paid ${date}${method ? ` with ${method}` : ''}.`,
    billed: (date) => `Billed to the company account ${date}.`,
    unpaid: 'Payment pending.',
    methods: { card: 'card', test: 'card (test mode)', stripe: 'card', cash: 'cash', invoice: 'invoice' },
    thanks: 'Thank you for riding with us.',
    cancelledOn: (date, by) => `Cancelled ${date} ${by === 'customer' ? 'by you' : 'by Empire Chauffeur'}`,
    kept: 'Kept under the cancellation terms',
    closingCancelled: 'This booking was cancelled. We hope to drive you another time.',
    license: 'Licensed by the NYC Taxi & Limousine Commission.',
    dateTime: (d) =>
      dateTimeFormat('en-US', {
        timeZone: NEW_YORK,
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }).format(d),
  },
  es: {
    intl: 'es-US',
    receipt: 'RECIBO',
    booking: (n) => `Reserva ${n}`,
    issued: (date) => `Emitido el ${date}`,
    customer: 'Cliente',
    service: 'Servicio',
    pickup: 'Recogida',
    destination: 'Destino',
    returnRide: 'Regreso',
    extraStop: 'Parada adicional',
    flight: 'Vuelo',
    party: 'Grupo',
    passengers: (n) => pl(n, 'pasajero', 'pasajeros'),
    bags: (n) => pl(n, 'maleta', 'maletas'),
    hours: (n) => pl(n, 'hora', 'horas'),
    status: 'Estado',
    cancelled: 'Cancelada',
    noShow: 'Pasajero no presentado: cobrado completo (Términos)',
    chauffeur: 'Chofer',
    description: 'Descripción',
    amount: 'Monto',
    subtotal: 'Subtotal',
    tax: (rate) => `Impuesto sobre las ventas (${rate})`,
    totalPaid: 'Total pagado',
    total: 'Total',
    refunded: 'Reembolsado',
    refundLine: (date, by) => `Reembolso ${date} · ${by}`,
    creditLine: (date, by) => `Crédito a la empresa ${date} · ${by}`,
    credited: 'Acreditado a la empresa',
    netBilled: 'Neto facturado a la empresa',
    refundBy: {
      customer: 'cancelación del cliente',
      system: 'pago devuelto',
      admin: (name) => (name ? `por ${name}` : 'por nuestra oficina'),
    },
    netPaid: 'Neto pagado',
    changeCharged: (date) => `Reserva modificada el ${date}: diferencia cobrada`,
    changeRefunded: (date) => `Reserva modificada el ${date}: diferencia reembolsada`,
    afterRide: (label, date) => `${label}, pagado el ${date}`,
    extrasTotal: 'Total cobrado después del viaje',
    paid: (date, method) => `Pagado el ${date}${method ? ` con ${method}` : ''}.`,
    billed: (date) => `Cargado a la cuenta de la empresa el ${date}.`,
    unpaid: 'Pago pendiente.',
    methods: {
      card: 'tarjeta',
      test: 'tarjeta (modo de prueba)',
      stripe: 'tarjeta',
      cash: 'efectivo',
      invoice: 'factura',
    },
    thanks: '¡Gracias por viajar con nosotros!',
    cancelledOn: (date, by) =>
      `Cancelada el ${date} ${by === 'customer' ? 'por usted' : 'por Empire Chauffeur'}`,
    kept: 'Retenido según las condiciones de cancelación',
    closingCancelled: 'Esta reserva fue cancelada. Esperamos llevarle en otra ocasión.',
    license: 'Con licencia de la Comisión de Taxis y Limusinas de la Ciudad de Nueva York (TLC).',
    dateTime: (d) =>
      `${dateTimeFormat('es-US', {
        timeZone: NEW_YORK,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(d)} hora de Nueva York`,
  },
};

/** Service types a booking can carry that the catalog does not list (the marketing pages' packages). */
const EXTRA_SERVICE_NAMES_ES: Record<string, string> = {
  'hourly-service': 'Por horas / a disposición',
  airport: 'Traslado al aeropuerto',
};

/** The booking's service in the reader's language (the stored name is the catalog's English one). */
export function serviceNameIn(serviceType: string, serviceName: string, language: Locale): string {
  if (language === 'en') return serviceName;
  return (
    SERVICES.find((s) => s.id === serviceType)?.nameEs ?? EXTRA_SERVICE_NAMES_ES[serviceType] ?? serviceName
  );
}
