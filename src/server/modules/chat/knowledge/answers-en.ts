/**
 * The assistant's answers in English (the templates' shape and placeholders: answer-templates.ts). No number
 * a customer pays is written here. The cancellation, payment and waiting wording follows the Terms of Service
 * the site shows (locales legal.json, sections payment, cancellation and waiting); test/api/chat.test.ts
 * checks they agree.
 */
import type { AnswerTemplates } from './answer-templates.ts';

export const ANSWERS_EN: AnswerTemplates = {
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
    hourlyHead: '{hours} hours with a chauffeur at your disposal{from}',
    hourlyFrom: ', from {pickup}',
    hoursRange: 'We book {min} to {max} hours at a time. For longer, call us at {phone}.',
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
};
