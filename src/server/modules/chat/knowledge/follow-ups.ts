/**
 * What the assistant offers after an answer, by language: follow-up questions (each one it answers) and
 * quick-action buttons.
 */
import type { ChatIntent, ChatLanguage } from '../../../../shared/contracts/chat.ts';

/** Follow-up suggestions per intent (2-4, each one a question the assistant answers). */
export const SUGGESTIONS: Record<ChatLanguage, Record<ChatIntent, readonly string[]>> = {
  en: {
    greeting: [
      'How much from JFK to Times Square?',
      'Which vehicle fits 6 passengers?',
      'What is your cancellation policy?',
      'When is my next ride?',
    ],
    thanks: ['How much from JFK to Times Square?', 'What packages do you offer?', 'How do I contact you?'],
    unknown: ['How much from JFK to Times Square?', 'What vehicles do you have?', 'How do I book?'],
    price: ['And in an SUV?', 'What extras are there?', 'What is your cancellation policy?'],
    fleet: [
      'Which vehicle fits 8 passengers?',
      'How much from Newark to Midtown?',
      'What services do you offer?',
    ],
    services: ['How much is the wedding package?', 'What are the hourly packages?', 'How do I book?'],
    booking_help: ['Can I book without an account?', 'How do I pay?', 'How much from JFK to Times Square?'],
    payment: ['What is your cancellation policy?', 'How do I book?', 'What extras are there?'],
    cancellation: ['When is my next ride?', 'How do I pay?', 'How do I contact you?'],
    extras: ['How much from JFK to Times Square?', 'How do I book?', 'What vehicles do you have?'],
    guest_checkout: ['How do I book?', 'How do I pay?', 'When is my next ride?'],
    contact: ['Are you open 24/7?', 'How much from JFK to Times Square?', 'How do I book?'],
    hours: ['How do I contact you?', 'How much from JFK to Times Square?', 'How do I book?'],
    next_booking: [
      'What is your cancellation policy?',
      'How do I contact you?',
      'How much from JFK to Times Square?',
    ],
    service_area: ['How much from JFK to Times Square?', 'What vehicles do you have?', 'How do I book?'],
  },
  es: {
    greeting: [
      '¿Cuánto cuesta de JFK a Times Square?',
      '¿Qué vehículo sirve para 6 pasajeros?',
      '¿Cuál es la política de cancelación?',
      '¿Cuándo es mi próximo viaje?',
    ],
    thanks: ['¿Cuánto cuesta de JFK a Times Square?', '¿Qué paquetes tienen?', '¿Cómo los contacto?'],
    unknown: ['¿Cuánto cuesta de JFK a Times Square?', '¿Qué vehículos tienen?', '¿Cómo reservo?'],
    price: ['¿Y en SUV?', '¿Qué extras hay?', '¿Cuál es la política de cancelación?'],
    fleet: [
      '¿Qué vehículo sirve para 8 pasajeros?',
      '¿Cuánto cuesta de Newark a Midtown?',
      '¿Qué servicios ofrecen?',
    ],
    services: ['¿Cuánto cuesta el paquete de boda?', '¿Qué paquetes por horas tienen?', '¿Cómo reservo?'],
    booking_help: ['¿Puedo reservar sin cuenta?', '¿Cómo pago?', '¿Cuánto cuesta de JFK a Times Square?'],
    payment: ['¿Cuál es la política de cancelación?', '¿Cómo reservo?', '¿Qué extras hay?'],
    cancellation: ['¿Cuándo es mi próximo viaje?', '¿Cómo pago?', '¿Cómo los contacto?'],
    extras: ['¿Cuánto cuesta de JFK a Times Square?', '¿Cómo reservo?', '¿Qué vehículos tienen?'],
    guest_checkout: ['¿Cómo reservo?', '¿Cómo pago?', '¿Cuándo es mi próximo viaje?'],
    contact: ['¿Están abiertos las 24 horas?', '¿Cuánto cuesta de JFK a Times Square?', '¿Cómo reservo?'],
    hours: ['¿Cómo los contacto?', '¿Cuánto cuesta de JFK a Times Square?', '¿Cómo reservo?'],
    next_booking: [
      '¿Cuál es la política de cancelación?',
      '¿Cómo los contacto?',
      '¿Cuánto cuesta de JFK a Times Square?',
    ],
    service_area: ['¿Cuánto cuesta de JFK a Times Square?', '¿Qué vehículos tienen?', '¿Cómo reservo?'],
  },
};

/** Quick-action labels. */
export const ACTION_LABELS: Record<
  ChatLanguage,
  {
    book: string;
    bookThis: string;
    fleet: string;
    contact: string;
    call: string;
    login: string;
    bookings: string;
  }
> = {
  en: {
    book: 'Book a ride',
    bookThis: 'Book this ride',
    fleet: 'See the fleet',
    contact: 'Contact us',
    call: 'Call {phone}',
    login: 'Sign in',
    bookings: 'My bookings',
  },
  es: {
    book: 'Reservar un viaje',
    bookThis: 'Reservar este viaje',
    fleet: 'Ver la flota',
    contact: 'Contáctenos',
    call: 'Llamar al {phone}',
    login: 'Iniciar sesión',
    bookings: 'Mis reservas',
  },
};

/** Which quick actions each intent offers (a priced ride's "book" is prefilled by the price answer). */
export const INTENT_ACTIONS: Record<
  ChatIntent,
  readonly ('book' | 'fleet' | 'contact' | 'call' | 'login' | 'bookings')[]
> = {
  greeting: ['book', 'fleet', 'contact'],
  thanks: ['book', 'contact'],
  unknown: ['contact', 'call'],
  price: ['book', 'fleet'],
  fleet: ['fleet', 'book'],
  services: ['book', 'fleet'],
  booking_help: ['book'],
  payment: ['book', 'contact'],
  cancellation: ['contact', 'call'],
  extras: ['book'],
  guest_checkout: ['book'],
  contact: ['call', 'contact'],
  hours: ['call', 'book'],
  next_booking: ['bookings', 'contact'],
  service_area: ['book'],
};

/** A follow-up that asks for the same ride in another kind of vehicle. */
export const VEHICLE_FOLLOW_UPS: Record<ChatLanguage, Record<'sedan' | 'suv' | 'van', string>> = {
  en: { sedan: 'And in a sedan?', suv: 'And in an SUV?', van: 'And in a Sprinter van?' },
  es: { sedan: '¿Y en sedán?', suv: '¿Y en SUV?', van: '¿Y en van Sprinter?' },
};
