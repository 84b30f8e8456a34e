/**
 * The assistant's answers in Spanish (the templates' shape and placeholders: answer-templates.ts), in the
 * site's Latin-American voice (docs/spanish-glossary.md). No number a customer pays is written here. The
 * cancellation, payment and waiting wording follows the Terms of Service the site shows (locales legal.json,
 * sections payment, cancellation and waiting); test/api/chat.test.ts checks they agree.
 */
import type { AnswerTemplates } from './answer-templates.ts';

export const ANSWERS_ES: AnswerTemplates = {
  greeting:
    '¡Hola! Soy el asistente de {brand}. Puedo cotizar un viaje, ayudarle a elegir vehículo, explicarle ' +
    'nuestros servicios, la reserva, el pago y la cancelación, o decirle cuándo es su próximo viaje. ' +
    '¿En qué puedo ayudarle?',
  thanks: '¡De nada! Si necesita algo más, aquí estoy, y nuestro equipo atiende las 24 horas en el {phone}.',
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
    hourlyHead: '{hours} horas con un chofer a su disposición{from}',
    hourlyFrom: ', desde {pickup}',
    hoursRange: 'Reservamos de {min} a {max} horas cada vez. Para más tiempo, llámenos al {phone}.',
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
};
