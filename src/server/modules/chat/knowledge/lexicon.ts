/**
 * The assistant's vocabulary, as data: words that mark a language, number words, party and luggage nouns,
 * vehicle synonyms, date and time words, and the phrases around places ("from X to Y", "de X a Y" …).
 *
 * Every entry is in the normalised form the assistant compares with (see chat-text.ts): lower case, accents
 * stripped ("mañana" -> "manana", "sedán" -> "sedan"), punctuation removed. Word lists are written as
 * space-separated text and split by `words`.
 */
import type { ChatLanguage } from '../../../../shared/contracts/chat.ts';

/** "a b c" -> ['a', 'b', 'c']. */
export const words = (text: string): string[] => text.split(/\s+/).filter(Boolean);

// ---------------------------------------------------------------------------------------------------------------
// Language

/**
 * Words that say which language a message is in: function words and this business's own vocabulary. Words
 * both languages use ("taxi", "suv", "van", "hotel", "no", place names, numbers) are in neither list.
 */
export const LANGUAGE_MARKERS: Record<ChatLanguage, readonly string[]> = {
  en: words(`
    the to from how much what whats which when where who why is are do does did can could would will you
    your i im me my we our it its of in on at for with and or an this that there have has be need want get
    go please hello hi hey thanks thank thx price prices cost costs fare quote ride rides trip car cars
    vehicle vehicles fleet people person passengers passenger bags bag suitcases luggage tomorrow today
    tonight morning afternoon evening night airport book booking bookings reservation pay payment card cash
    cancel cancellation refund child seat stop meet greet wedding package packages hourly hour hours phone
    call email address open next upcoming account guest without services service policy extras number many
    fit bye good great cheapest biggest largest area cities weddings tours corporate events about tell us
    any should much fits seats hold week day days airports helo hello thnks thanx ty
  `),
  es: words(`
    el la los las un una unos unas de del al y que como cual cuales cuando donde quien por para con sin en
    es son esta estan hay mi mis su sus tu tienen tiene puedo pueden quiero necesito hola gracias buenos
    buenas dias tardes noches cuanto cuanta cuantos cuantas cuesta cuestan sale vale cobran precio precios
    costo tarifa tarifas viaje viajes traslado coche coches carro carros auto autos camioneta vehiculo
    vehiculos flota personas persona pasajeros pasajero maletas maleta equipaje manana hoy noche tarde
    aeropuerto reservar reserva reservas reservacion pagar pago tarjeta efectivo cancelar cancelacion
    reembolso nino ninos silla sillita asiento parada boda bodas paquete paquetes hora horas horario
    telefono llamar correo direccion abiertos abren proximo proxima cuenta invitado servicios servicio
    politica numero caben adios perfecto ir desde hasta entre somos ciudades zona graduacion recorrido
    empresas eventos recibimiento adicional adicionales ustedes usted se le lo me nos o pero si muy mas
    hacer tengo cuanto vamos llevar recoger buen dia ola grasias grasia holi trabajan domingos
  `),
};

/** Characters only Spanish writes: "¿", "¡", "ñ" and accented vowels (a strong hint before accents are stripped). */
export const SPANISH_CHARACTERS = /[¿¡ñÑáéíóúÁÉÍÓÚü]/u;

// ---------------------------------------------------------------------------------------------------------------
// Intent matching

/** Words that carry no intent: left out of the intent index and of queries. */
export const INTENT_STOPWORDS: readonly string[] = words(`
  the a an is are am be it its of in on at to for with and or i im you your we our us please can could
  would will do does did this that there some any so just about tell know like need want have has get what
  whats which how hows ok okay also really me my
  el la los las un una unos unas de del al y e o u que en por favor con es son se lo le les su sus tu
  usted ustedes quiero quisiera necesito puedo pueden podria saber hay tienen tiene como cual cuales esta
  este estoy muy mas pero tambien me nos te yo
`);

// ---------------------------------------------------------------------------------------------------------------
// Numbers and party size

/** Number words up to twenty ("a", "un", "una" only count right before a party or luggage noun). */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  a: 1,
  an: 1,
  single: 1,
  couple: 2,
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
};

/** Nouns counted as passengers ("5 people", "cinco pasajeros", "2 adults and 2 kids"). */
export const PASSENGER_NOUNS: readonly string[] = words(`
  people persons person passengers passenger pax adults adult guests travelers travellers traveler
  traveller kids kid children child folks riders
  personas persona pasajeros pasajero adultos adulto invitados viajeros ninos nino ninas nina gente
`);

/** Nouns counted as luggage ("3 bags", "dos maletas", "4 pieces of luggage"). */
export const LUGGAGE_NOUNS: readonly string[] = words(`
  bags bag suitcases suitcase luggage luggages pieces piece baggage
  maletas maleta valijas valija equipajes equipaje bultos bulto piezas mochilas
`);

/** Words that put the party size right after them ("party of 8", "somos 5", "we are 4"). */
export const PARTY_LEADS: readonly (readonly string[])[] = [
  words('party of'),
  words('group of'),
  words('we are'),
  words('were'),
  words('grupo de'),
  words('somos'),
  words('seremos'),
];

/** Words of a question about a vehicle's room (chat.service.ts): "have", "seat", "fit", "tienen", "caben"… */
export const CAPACITY_TERMS: readonly string[] = [
  'have',
  'seat',
  'seats',
  'fit',
  'fits',
  'hold',
  'holds',
  'carry',
  'capacity',
  'room',
  'tienen',
  'tiene',
  'hay',
  'caben',
  'cabe',
  'capacidad',
  'lleva',
  'llevan',
];

// ---------------------------------------------------------------------------------------------------------------
// Vehicles

/**
 * Words for a kind of vehicle. Model names ("escalade", "suburban", "sprinter" …) are read from the live
 * catalog instead, so a new vehicle needs no change here.
 */
export const VEHICLE_SYNONYMS: readonly { terms: readonly string[]; category: 'sedan' | 'suv' | 'van' }[] = [
  { terms: words('sedan sedans berlina saloon'), category: 'sedan' },
  { terms: words('suv suvs camioneta camionetas todoterreno jeep crossover'), category: 'suv' },
  {
    terms: words('van vans minivan minibus furgoneta furgon shuttle bus microbus buseta'),
    category: 'van',
  },
];

/** Words of vehicle names that name no single model ("Cadillac" is both a sedan and an SUV). */
export const VEHICLE_NAME_NOISE: readonly string[] = words('sedan suv van the esv');

// ---------------------------------------------------------------------------------------------------------------
// Dates and times (New York local)

/** Day words, as days from today. "manana" after "la" is "morning" (see MERIDIEM_PHRASES). */
export const DAY_WORDS: Readonly<Record<string, number>> = {
  today: 0,
  tonight: 0,
  hoy: 0,
  tomorrow: 1,
  tmrw: 1,
  tmr: 1,
  tomorow: 1,
  tommorow: 1,
  tommorrow: 1,
  manana: 1,
};

/** Day phrases, checked before single words. `evening` sets the afternoon/evening half of the day. */
export const DAY_PHRASES: readonly { words: readonly string[]; offset: number; evening?: boolean }[] = [
  { words: words('day after tomorrow'), offset: 2 },
  { words: words('pasado manana'), offset: 2 },
  { words: words('esta noche'), offset: 0, evening: true },
  { words: words('this evening'), offset: 0, evening: true },
  { words: words('tonight'), offset: 0, evening: true },
];

export const WEEKDAYS: Readonly<Record<string, number>> = {
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
};

export const MONTHS: Readonly<Record<string, number>> = {
  january: 1,
  jan: 1,
  february: 2,
  feb: 2,
  march: 3,
  april: 4,
  apr: 4,
  may: 5,
  june: 6,
  jun: 6,
  july: 7,
  jul: 7,
  august: 8,
  aug: 8,
  september: 9,
  sep: 9,
  sept: 9,
  october: 10,
  oct: 10,
  november: 11,
  nov: 11,
  december: 12,
  dec: 12,
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
};

/** Words that fix the time of day without a number. */
export const TIME_WORDS: Readonly<Record<string, { hour: number; minute: number }>> = {
  noon: { hour: 12, minute: 0 },
  midday: { hour: 12, minute: 0 },
  mediodia: { hour: 12, minute: 0 },
  midnight: { hour: 0, minute: 0 },
  medianoche: { hour: 0, minute: 0 },
};

/** Phrases after an hour that make it morning or afternoon/evening ("8 de la manana", "3 in the afternoon"). */
export const MERIDIEM_PHRASES: readonly { words: readonly string[]; pm: boolean }[] = [
  { words: words('am'), pm: false },
  { words: words('a m'), pm: false },
  { words: words('pm'), pm: true },
  { words: words('p m'), pm: true },
  { words: words('in the morning'), pm: false },
  { words: words('in the afternoon'), pm: true },
  { words: words('in the evening'), pm: true },
  { words: words('at night'), pm: true },
  { words: words('de la manana'), pm: false },
  { words: words('por la manana'), pm: false },
  { words: words('de la tarde'), pm: true },
  { words: words('por la tarde'), pm: true },
  { words: words('de la noche'), pm: true },
  { words: words('por la noche'), pm: true },
];

/** Words that introduce a clock time ("at 3", "a las 3", "around 5pm"). */
export const TIME_LEADS: readonly (readonly string[])[] = [
  words('at'),
  words('around'),
  words('a las'),
  words('a la'),
  words('sobre las'),
  words('tipo'),
];

// ---------------------------------------------------------------------------------------------------------------
// Places

export const PLACE_PATTERNS = {
  /** Words before the pickup ("from JFK", "desde JFK", "de JFK", "del aeropuerto"). */
  from: words('from desde de del'),
  /** Words before the destination. "→" is what the normaliser makes of arrows (->, =>, →). */
  to: words('to a al hasta → into towards toward'),
  /** "between X and Y", "entre X y Y". */
  between: words('between entre'),
  and: words('and y e'),
  /**
   * Words that end a place phrase: what follows is not part of the address (a vehicle, a party, a time or the
   * question itself). Clauses already recognised (time, party size, vehicle) end a phrase too.
   */
  boundaries: words(`
    in en for para with con on at please por how what much cuanto cuanta price prices cost costs precio
    precios cuesta cuestan sale vale quote fare and y is es using by via pls thanks gracias would will does
    do cobran if si then luego around next this which que who tiene costaria
  `),
  /** Words stripped from the start of a place phrase ("the", "un viaje de", "go to", "ir a"). */
  leadingFiller: words(`
    the a an el la un una go going get getting ride trip transfer drive car ir viaje traslado viajar
    llegar servicio service from to de del desde hasta al me us take llevar llevarme recoger pickup pick up
    dropoff drop off is es cuesta sale price cost precio quote fare tarifa much how cuanto coche carro auto
    taxi limo chauffeur chofer one way book reservar
  `),
  /** Words stripped from the end of a place phrase. */
  trailingFiller: words('please pls plz porfa thanks gracias then luego a the de el la'),
  /**
   * Spanish place words the gazetteer knows in English ("aeropuerto de Newark" -> "airport newark"), longest
   * first. Spanish articles and "de" left in a place phrase are dropped afterwards.
   */
  translations: [
    { from: words('estatua de la libertad'), to: words('statue of liberty') },
    { from: words('puente de brooklyn'), to: words('brooklyn bridge') },
    { from: words('quinta avenida'), to: words('5th avenue') },
    { from: words('parque central'), to: words('central park') },
    { from: words('centro de manhattan'), to: words('midtown') },
    { from: words('bajo manhattan'), to: words('lower manhattan') },
    { from: words('nueva york'), to: words('new york') },
    { from: words('nueva jersey'), to: words('new jersey') },
    { from: words('la guardia'), to: words('laguardia') },
    { from: words('aeropuerto'), to: words('airport') },
    { from: words('estacion'), to: words('station') },
    { from: words('calle'), to: words('street') },
    { from: words('avenida'), to: words('avenue') },
    { from: words('puente'), to: words('bridge') },
    { from: words('parque'), to: words('park') },
    { from: words('museo'), to: words('museum') },
    { from: words('catedral'), to: words('cathedral') },
  ],
  /**
   * Words no place phrase holds (pronouns, verbs, possessives): a phrase with one is not a place ("tell me a
   * joke", "do you go to …", "my house" – which needs a real address).
   */
  notPlaces: words(`
    i you we me us it they he she my your our mine do does did can could would will should go going get want
    need tell say know like am are was were be been yo usted ustedes mi mis su sus tu nosotros quiero
    necesito puedo puede podemos voy vamos va dime decir saber ser estar hay serve operate cover travel work
    come llegan llega trabajan operan cubren viajan sirven van
  `),
  /** Spanish function words dropped from a translated place phrase. */
  dropWords: words('de del el la los las'),
  /** A place phrase longer than this is not a place (it is a sentence). */
  maxWords: 9,
} as const;
