/**
 * The assistant's answers in both languages, as templates: `{name}` is filled from live data (prices from the
 * pricing configuration and the quote service, vehicles from the catalog, contact details from the brand).
 * No number a customer pays is written here. Plain text only: the widget never renders HTML.
 *
 * The cancellation, payment and waiting wording follows the Terms of Service the site shows
 * (locales legal.json, sections payment, cancellation and waiting); test/api/chat.test.ts checks they agree.
 */
import type { ChatIntent, ChatLanguage } from '../../../../shared/contracts/chat.ts';

export interface AnswerTemplates {
  greeting: string;
  thanks: string;
  unknown: string;
  price: {
    /** The first line: the places as priced (their names, without the rest of the address). */
    head: string;
    /** The second: the pickup time ({route} is `route` or `noRoute`). */
    when: string;
    route: string;
    noRoute: string;
    /** One line per vehicle, cheapest first. */
    line: string;
    /** The last line: what the prices include ({tolls} is `tolls` or ''), and {timeNote} (`provisional` or ''). */
    footer: string;
    tolls: string;
    provisional: string;
    vehicleTooSmall: string;
    noVehicleFits: string;
    tooSoon: string;
    tooFar: string;
    askPlaces: string;
    askPickup: string;
    askDestination: string;
    unknownPlace: string;
    outsideArea: string;
    unavailable: string;
  };
  fleet: {
    intro: string;
    line: string;
    recommend: string;
    noneFits: string;
    category: string;
    outro: string;
  };
  services: {
    intro: string;
    serviceLine: string;
    topicIntro: string;
    packageLine: string;
    packageLineHours: string;
    multiplierNote: string;
    customNote: string;
    packagesSummary: string;
    packageFrom: string;
  };
  bookingHelp: string;
  payment: string;
  cancellation: string;
  extras: { intro: string; line: string; outro: string };
  guestCheckout: string;
  contact: string;
  hours: string;
  serviceArea: string;
  nextBooking: {
    found: string;
    /** The assigned chauffeur: {driver} is the name; {phone}, {vehicle} and {plate} the parts below or ''. */
    driver: string;
    driverPhone: string;
    driverVehicle: string;
    driverPlate: string;
    none: string;
    signIn: string;
    guest: string;
  };
  /** Words used inside answers. */
  words: {
    passengers: string;
    bags: string;
    hours: string;
    and: string;
    unnamedDriver: string;
  };
  statuses: Record<'confirmed' | 'assigned' | 'in_progress', string>;
}

/** The answers that are one template (no nested parts). */
export type TextTemplate = {
  [K in keyof AnswerTemplates]: AnswerTemplates[K] extends string ? K : never;
}[keyof AnswerTemplates];

export const ANSWERS: Record<ChatLanguage, AnswerTemplates> = {
  en: {
    greeting:
      "Hello! I'm the {brand} assistant. I can price a ride, help you choose a vehicle, explain our services, " +
      'booking, payment and cancellation, or tell you when your next ride is. How can I help?',
    thanks: "You're welcome! If you need anything else, I'm here, and our team answers 24/7 at {phone}.",
    unknown:
      "Sorry, I can't help with that: I'm here for your rides with us, their prices, our fleet, your " +
      'bookings and how to reach us ({phone}).',
    price: {
      head: '{pickup} → {destination}',
      when: '{when}, New York time{route}:',
      route: ' ({distance}, about {duration})',
      noRoute: ' (standard base fare: we could not map this route)',
      line: '{vehicle} — {total}',
      footer: 'Tax{tolls} included; extras are added when you book.{timeNote}',
      tolls: ' and tolls',
      provisional: ' Tell me your pickup time for its exact price.',
      vehicleTooSmall: 'The {asked} seats {seats}: the {vehicle} fits your party.',
      noVehicleFits:
        'Our largest vehicle, the {vehicle}, carries up to {passengers} passengers and {bags} bags: for a ' +
        'larger group we can send several vehicles. Call us at {phone}.',
      tooSoon: 'Pickups must be booked at least {lead} ahead, so I used another time.',
      tooFar: 'We take bookings up to a year ahead, so I used another time.',
      askPlaces:
        'I can price any ride in the New York area. Tell me where you will be picked up and where you are ' +
        'going, for example "from JFK to Times Square in an SUV".',
      askPickup:
        'Where will you be picked up for your ride to {destination}? Send me both places, for example "from ' +
        'Grand Central to {asked}".',
      askDestination:
        'Where are you going from {pickup}? Send me both places, for example "from {asked} to Grand Central".',
      unknownPlace:
        'I could not find "{place}". Could you give me a more precise address, a landmark or a ZIP code? You ' +
        'can also pick it from the suggestions on the booking form.',
      outsideArea:
        'We serve New York City and its surroundings, and "{place}" is outside our area. For special ' +
        'requests, call us at {phone}.',
      unavailable:
        'I cannot price that ride right now. Please try the booking form, or call us 24/7 at {phone}.',
    },
    fleet: {
      intro: 'Our fleet:',
      line: '• {name}: up to {passengers} passengers and {luggage} bags',
      recommend: 'For {party}, the {vehicle} fits best: up to {passengers} passengers and {luggage} bags.',
      noneFits:
        'Our largest vehicle, the {vehicle}, carries up to {passengers} passengers and {luggage} bags. For ' +
        '{party} we can send several vehicles: call us at {phone}.',
      category: 'Our {category} vehicles:',
      outro: 'Every ride has a professional chauffeur, and the booking form shows the price of each vehicle.',
    },
    services: {
      intro: 'Our services:',
      serviceLine: '• {name}: {description}',
      topicIntro: '{topic}:',
      packageLine: '• {name}: {price}',
      packageLineHours: '• {name} ({hours} h): {price}',
      multiplierNote: 'Package prices are starting prices for a sedan; larger vehicles cost more.',
      customNote: 'Any other ride is priced by distance: ask me "how much from X to Y".',
      packagesSummary: 'Packages: {list}.',
      packageFrom: '{name} from {price}',
    },
    bookingHelp:
      'Booking takes a few minutes on our website:\n' +
      '1. Ride Information: pickup, destination, date and time.\n' +
      '2. Vehicle Class: choose a vehicle; each shows its total price.\n' +
      '3. Login: sign in, create an account or continue as a guest.\n' +
      '4. Booking Details: flight number, special requests and extras.\n' +
      '5. Payment: pay by card.\n' +
      'You then get a confirmation with your booking number by email. Pickups must be at least {lead} ahead.',
    payment:
      'You pay by credit or debit card when you book, on our secure payment page through our payment ' +
      'processor{processor}: we never receive or store your full card number or security code. The total you see ' +
      'before paying includes fees, known tolls and sales tax ({taxRate}). Anything added on the day (extra ' +
      'waiting, an extra stop) is agreed with our team first. Gratuity is at your discretion.',
    cancellation:
      'You can cancel free of charge up to 24 hours before pickup, with a full refund. Less than 24 hours ' +
      'before pickup, and until the trip starts, 50% of the total is refunded; once the trip has started it ' +
      'can no longer be cancelled. The same policy applies to every booking.\n' +
      'Cancel from My Bookings, or as a guest from the link in your confirmation email. The refund goes back ' +
      'to your card through our payment processor; most banks show it within 5 to 10 business days.',
    extras: {
      intro: 'Extras you can add on the booking form (step 4, Booking Details):',
      line: '• {name}: {price}',
      outro:
        'Airport pickups include up to 90 minutes of free waiting from landing; other pickups include 15 ' +
        'minutes.',
    },
    guestCheckout:
      'Yes, you can book without an account: at the Login step choose "Continue as Guest" and give your ' +
      'email, name and phone. Your confirmation, with your booking number, arrives by email. With an account ' +
      'your trips and receipts stay together under My Bookings.',
    contact:
      'You can reach {brand} 24/7:\n' +
      '• Phone: {phone}\n' +
      '• Email: {email}\n' +
      '• Office: {address}\n' +
      'Or use the contact form on our home page.',
    hours:
      'We are open 24 hours a day, 7 days a week, holidays included: rides at any hour, and our team answers ' +
      'at {phone} or {email}. Book online at any time, at least {lead} before pickup.',
    serviceArea:
      'We serve New York City and its surroundings: {cities}. Airports: JFK, LaGuardia, Newark, Teterboro ' +
      'and Westchester. Ask me for a price between any two addresses.',
    nextBooking: {
      found:
        'Your next ride is booking {number}: {when} New York time, from {pickup} to {destination}, {vehicle}. Status: ' +
        '{status}.',
      driver: ' Your chauffeur: {driver}{phone}{vehicle}{plate}.',
      driverPhone: ', phone {phone}',
      driverVehicle: ', driving a {vehicle}',
      driverPlate: ', plate {plate}',
      none: 'You have no upcoming rides. Would you like to book one?',
      signIn:
        'Please sign in to see your next ride. If you booked as a guest, your confirmation email has all the ' +
        'details and a link to your booking.',
      guest:
        'You are continuing as a guest, so I cannot look up your rides here: your confirmation email has the ' +
        'details and a link to your booking. Sign in to see your rides under My Bookings.',
    },
    words: {
      passengers: 'passengers',
      bags: 'bags',
      hours: 'hours',
      and: 'and',
      unnamedDriver: 'assigned',
    },
    statuses: {
      confirmed: 'confirmed (a chauffeur will be assigned)',
      assigned: 'chauffeur assigned',
      in_progress: 'in progress',
    },
  },
  es: {
    greeting:
      '¡Hola! Soy el asistente de {brand}. Puedo cotizar un viaje, ayudarle a elegir vehículo, explicarle ' +
      'nuestros servicios, la reserva, el pago y la cancelación, o decirle cuándo es su próximo viaje. ' +
      '¿En qué puedo ayudarle?',
    thanks:
      '¡De nada! Si necesita algo más, aquí estoy, y nuestro equipo atiende las 24 horas en el {phone}.',
    unknown:
      'Lo siento, no puedo ayudarle con eso: le ayudo con sus viajes con nosotros, sus precios, nuestra ' +
      'flota, sus reservas y cómo contactarnos ({phone}).',
    price: {
      head: '{pickup} → {destination}',
      when: '{when}, hora de Nueva York{route}:',
      route: ' ({distance}, unos {duration})',
      noRoute: ' (tarifa base estándar: no pudimos trazar esta ruta)',
      line: '{vehicle} — {total}',
      footer: 'Impuestos{tolls} incluidos; los extras se agregan al reservar.{timeNote}',
      tolls: ' y peajes',
      provisional: ' Dígame su hora de recogida y le doy el precio exacto.',
      vehicleTooSmall: 'El {asked} lleva {seats} pasajeros: en el {vehicle} cabe su grupo.',
      noVehicleFits:
        'Nuestro vehículo más grande, el {vehicle}, lleva hasta {passengers} pasajeros y {bags} maletas: ' +
        'para un grupo mayor podemos enviar varios vehículos. Llámenos al {phone}.',
      tooSoon: 'Las recogidas se reservan con al menos {lead} de anticipación, así que usé otra hora.',
      tooFar: 'Aceptamos reservas hasta con un año de anticipación, así que usé otra fecha.',
      askPlaces:
        'Puedo cotizar cualquier viaje en el área de Nueva York. Dígame dónde lo recogemos y adónde va, por ' +
        'ejemplo "de JFK a Times Square en SUV".',
      askPickup:
        '¿Dónde lo recogemos para su viaje a {destination}? Indíqueme los dos lugares, por ejemplo "de Grand ' +
        'Central a {asked}".',
      askDestination:
        '¿Adónde va desde {pickup}? Indíqueme los dos lugares, por ejemplo "de {asked} a Grand Central".',
      unknownPlace:
        'No encontré "{place}". ¿Podría darme una dirección más precisa, un lugar conocido o un código ' +
        'postal? También puede elegirla entre las sugerencias del formulario de reserva.',
      outsideArea:
        'Damos servicio en la ciudad de Nueva York y sus alrededores, y "{place}" queda fuera de nuestra ' +
        'zona. Para solicitudes especiales, llámenos al {phone}.',
      unavailable:
        'Ahora no puedo cotizar ese viaje. Pruebe el formulario de reserva o llámenos al {phone}, las 24 horas.',
    },
    fleet: {
      intro: 'Nuestra flota:',
      line: '• {name}: hasta {passengers} pasajeros y {luggage} maletas',
      recommend:
        'Para {party}, el vehículo ideal es el {vehicle}: hasta {passengers} pasajeros y {luggage} maletas.',
      noneFits:
        'Nuestro vehículo más grande, el {vehicle}, lleva hasta {passengers} pasajeros y {luggage} maletas. ' +
        'Para {party} podemos enviar varios vehículos: llámenos al {phone}.',
      category: 'Nuestros vehículos {category}:',
      outro:
        'Todos los viajes incluyen un chofer profesional, y el formulario de reserva muestra el precio de ' +
        'cada vehículo.',
    },
    services: {
      intro: 'Nuestros servicios:',
      serviceLine: '• {name}: {description}',
      topicIntro: '{topic}:',
      packageLine: '• {name}: {price}',
      packageLineHours: '• {name} ({hours} h): {price}',
      multiplierNote:
        'Los precios de los paquetes son precios iniciales en sedán; los vehículos más grandes cuestan más.',
      customNote: 'Cualquier otro viaje se cotiza por distancia: pregúnteme "cuánto cuesta de X a Y".',
      packagesSummary: 'Paquetes: {list}.',
      packageFrom: '{name} desde {price}',
    },
    bookingHelp:
      'Reservar en nuestro sitio web toma unos minutos:\n' +
      '1. Información del viaje: recogida, destino, fecha y hora.\n' +
      '2. Clase de vehículo: elija un vehículo; cada uno muestra su precio total.\n' +
      '3. Inicio de sesión: inicie sesión, cree una cuenta o continúe como invitado.\n' +
      '4. Detalles de la reserva: número de vuelo, solicitudes especiales y extras.\n' +
      '5. Pago: con tarjeta.\n' +
      'Después recibe por correo la confirmación con su número de reserva. Las recogidas se reservan con al ' +
      'menos {lead} de anticipación.',
    payment:
      'Se paga con tarjeta de crédito o débito al reservar, en nuestra página de pago segura, a través de ' +
      'nuestro procesador de pagos{processor}: nunca recibimos ni guardamos el número completo de su tarjeta ni su ' +
      'código de seguridad. El total que ve antes de pagar incluye los cargos, los peajes conocidos y el ' +
      'impuesto sobre las ventas ({taxRate}). Lo que se agregue el mismo día (espera o una parada adicional) se ' +
      'acuerda antes con nuestro equipo. La propina queda a su criterio.',
    cancellation:
      'Puede cancelar sin costo hasta 24 horas antes de la recogida, con reembolso completo. Con menos de 24 ' +
      'horas, y hasta que empiece el viaje, se reembolsa el 50 % del total; una vez iniciado el viaje ya no ' +
      'puede cancelarse. La misma política se aplica a todas las reservas.\n' +
      'Cancele desde Mis reservas o, como invitado, desde el enlace de su correo de confirmación. El reembolso ' +
      'vuelve a su tarjeta a través de nuestro procesador de pagos; la mayoría de los bancos lo reflejan en un ' +
      'plazo de 5 a 10 días hábiles.',
    extras: {
      intro: 'Extras que puede agregar en el formulario de reserva (paso 4, Detalles de la reserva):',
      line: '• {name}: {price}',
      outro:
        'Las recogidas en el aeropuerto incluyen hasta 90 minutos de espera sin costo desde el aterrizaje; ' +
        'las demás recogidas incluyen 15 minutos.',
    },
    guestCheckout:
      'Sí, puede reservar sin cuenta: en el paso de inicio de sesión elija "Continuar como invitado" y ' +
      'indique su correo, nombre y teléfono. La confirmación, con su número de reserva, le llega por correo. ' +
      'Con una cuenta, sus viajes y recibos quedan juntos en Mis reservas.',
    contact:
      'Puede comunicarse con {brand} las 24 horas:\n' +
      '• Teléfono: {phone}\n' +
      '• Correo: {email}\n' +
      '• Oficina: {address}\n' +
      'O use el formulario de contacto de nuestra página de inicio.',
    hours:
      'Estamos abiertos las 24 horas, los 7 días de la semana, festivos incluidos: viajes a cualquier hora, y ' +
      'nuestro equipo atiende en el {phone} o en {email}. Reserve en línea cuando quiera, con al menos {lead} ' +
      'de anticipación.',
    serviceArea:
      'Damos servicio en la ciudad de Nueva York y sus alrededores: {cities}. Aeropuertos: JFK, LaGuardia, ' +
      'Newark, Teterboro y Westchester. Pídame el precio entre dos direcciones cualesquiera.',
    nextBooking: {
      found:
        'Su próximo viaje es la reserva {number}: {when}, hora de Nueva York, de {pickup} a {destination}, {vehicle}. Estado: ' +
        '{status}.',
      driver: ' Su chofer: {driver}{phone}{vehicle}{plate}.',
      driverPhone: ', teléfono {phone}',
      driverVehicle: ', en un {vehicle}',
      driverPlate: ', placa {plate}',
      none: 'No tiene viajes próximos. ¿Quiere reservar uno?',
      signIn:
        'Inicie sesión para ver su próximo viaje. Si reservó como invitado, su correo de confirmación tiene ' +
        'todos los detalles y un enlace a su reserva.',
      guest:
        'Está continuando como invitado, así que no puedo consultar sus viajes aquí: su correo de ' +
        'confirmación tiene los detalles y un enlace a su reserva. Inicie sesión para ver sus viajes en Mis ' +
        'reservas.',
    },
    words: {
      passengers: 'pasajeros',
      bags: 'maletas',
      hours: 'horas',
      and: 'y',
      unnamedDriver: 'asignado',
    },
    statuses: {
      confirmed: 'confirmada (se asignará un chofer)',
      assigned: 'chofer asignado',
      in_progress: 'en curso',
    },
  },
};

/** Names the answers use for vehicle categories, services topics and extras, by language. */
export const NAMES: Record<
  ChatLanguage,
  {
    categories: Record<'sedan' | 'suv' | 'van', string>;
    topics: Record<'airport' | 'hourly' | 'wedding' | 'prom' | 'tour' | 'corporate' | 'routes', string>;
    extras: Record<'meetAndGreet' | 'childSeat' | 'extraStop', string>;
    /** Package kinds in the packages summary. */
    packageKinds: Record<'airport' | 'hourly' | 'route' | 'wedding' | 'event', string>;
    /** Package names by package id; the configuration's (English) name is used when one is missing. */
    packages: Record<string, string>;
  }
> = {
  en: {
    categories: { sedan: 'sedan', suv: 'SUV', van: 'van' },
    topics: {
      airport: 'Airport transfers (to Manhattan)',
      hourly: 'Hourly packages (a chauffeur at your disposal)',
      wedding: 'Wedding packages',
      prom: 'Prom, formal and gala events',
      tour: 'Tours are booked by the hour; hourly packages',
      corporate: 'Corporate travel and events',
      routes: 'Fixed-price routes',
    },
    extras: { meetAndGreet: 'Meet & greet', childSeat: 'Child seat', extraStop: 'Extra stop' },
    packageKinds: {
      airport: 'airport transfers',
      hourly: 'hourly service',
      route: 'fixed routes',
      wedding: 'weddings',
      event: 'proms, galas and corporate events',
    },
    packages: {},
  },
  es: {
    categories: { sedan: 'sedán', suv: 'SUV', van: 'van' },
    topics: {
      airport: 'Traslados desde el aeropuerto (a Manhattan)',
      hourly: 'Paquetes por horas (un chofer a su disposición)',
      wedding: 'Paquetes de boda',
      prom: 'Graduaciones, eventos formales y galas',
      tour: 'Los tours se reservan por horas; paquetes por horas',
      corporate: 'Viajes y eventos corporativos',
      routes: 'Rutas a precio fijo',
    },
    extras: {
      meetAndGreet: 'Recepción personalizada',
      childSeat: 'Asiento infantil',
      extraStop: 'Parada adicional',
    },
    packageKinds: {
      airport: 'traslados de aeropuerto',
      hourly: 'servicio por horas',
      route: 'rutas fijas',
      wedding: 'bodas',
      event: 'graduaciones, galas y eventos corporativos',
    },
    // The site's Spanish names (locales/es/common.json, "packages").
    packages: {
      jfk: 'Del aeropuerto JFK a Manhattan',
      lga: 'Del aeropuerto LaGuardia a Manhattan',
      ewr: 'Del aeropuerto de Newark a Manhattan',
      basic: 'Paquete Básico',
      standard: 'Paquete Estándar',
      premium: 'Paquete Premium',
      'manhattan-brooklyn': 'De Manhattan a Brooklyn',
      'manhattan-queens': 'De Manhattan a Queens',
      'manhattan-long-island': 'De Manhattan a Long Island',
      'custom-route': 'Ruta personalizada',
      'wedding-basic': 'Paquete de Boda Esencial',
      'wedding-premium': 'Paquete de Boda de Lujo',
      'wedding-deluxe': 'Paquete de Boda Real',
      prom: 'Graduaciones y eventos formales',
      gala: 'Galas y eventos especiales',
      corporate: 'Eventos corporativos',
    },
  },
};

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
