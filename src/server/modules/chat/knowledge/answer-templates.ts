/**
 * The shape of the assistant's answer templates, shared by each language's wording (answers-en.ts,
 * answers-es.ts): `{name}` is filled from live data (prices from the pricing configuration and the quote
 * service, vehicles from the catalog, contact details from the brand). Plain text only: the widget never
 * renders HTML.
 */
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
    /** An hourly question ("4 hours in an Escalade?"): the first line ({from} is `hourlyFrom` or ''). */
    hourlyHead: string;
    hourlyFrom: string;
    /** Hours outside what can be booked. */
    hoursRange: string;
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
