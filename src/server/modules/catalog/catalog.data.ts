/**
 * Reference data seeded into the database at start-up (idempotent upsert).
 * Ids are the specification's; Spanish text sits beside the English.
 */
export const SERVICES = [
  {
    id: 'to-airport',
    name: 'To Airport',
    nameEs: 'Al aeropuerto',
    description:
      'On-time departures to JFK, LaGuardia, Newark, Teterboro and Westchester, with flight-aware timing.',
    descriptionEs: 'Salidas puntuales a JFK, LaGuardia, Newark, Teterboro y Westchester, según su vuelo.',
    icon: 'plane-takeoff',
    hidden: false,
  },
  {
    id: 'from-airport',
    name: 'From Airport',
    nameEs: 'Desde el aeropuerto',
    description:
      'Your flight number with your chauffeur, 90 minutes of free waiting from landing and, as a paid extra, a meet & greet at arrivals.',
    descriptionEs:
      'Su número de vuelo con su chofer, 90 minutos de espera gratis desde el aterrizaje y, como extra con cargo, recepción personalizada en llegadas.',
    icon: 'plane-landing',
    hidden: false,
  },
  {
    id: 'point-to-point',
    name: 'Point to Point',
    nameEs: 'Punto a punto',
    description: 'Direct, fixed-price rides between any two addresses across the five boroughs and beyond.',
    descriptionEs: 'Viajes directos a precio fijo entre dos direcciones de los cinco condados y alrededores.',
    icon: 'route',
    hidden: false,
  },
  {
    id: 'hourly',
    name: 'Hourly/As Directed',
    nameEs: 'Por horas / a disposición',
    description: 'A chauffeur at your disposal for meetings, shopping or a night out, billed by the hour.',
    descriptionEs: 'Un chofer a su disposición para reuniones, compras o una noche fuera, por horas.',
    icon: 'clock',
    hidden: false,
  },
  {
    id: 'wedding',
    name: 'Wedding',
    nameEs: 'Bodas',
    description: 'Immaculate vehicles, ribbons on request and a chauffeur who keeps the day on schedule.',
    descriptionEs: 'Vehículos impecables, lazos a pedido y un chofer que mantiene el día a tiempo.',
    icon: 'heart',
    hidden: false,
  },
  {
    id: 'prom',
    name: 'Prom',
    nameEs: 'Graduación',
    description: 'Safe, stylish prom nights with vetted chauffeurs and parent-approved itineraries.',
    descriptionEs: 'Noches de graduación seguras y elegantes con choferes verificados e itinerario aprobado.',
    icon: 'sparkles',
    hidden: false,
  },
  {
    id: 'tour',
    name: 'Tour',
    nameEs: 'Tour',
    description: 'Private city tours of Manhattan, Brooklyn and the Hudson Valley at your own pace.',
    descriptionEs: 'Tours privados por Manhattan, Brooklyn y el valle del Hudson a su ritmo.',
    icon: 'map',
    hidden: false,
  },
  {
    id: 'sweet-16',
    name: 'Sweet 16',
    nameEs: 'Sweet 16',
    description: 'A celebration ride for sweet sixteen parties.',
    descriptionEs: 'Un viaje de celebración para su fiesta de Sweet 16.',
    icon: 'cake',
    hidden: true,
  },
] as const;

export const VEHICLES = [
  {
    id: 'sedan-cadillac',
    code: 'sedan',
    name: 'Cadillac XTS Sedan',
    category: 'sedan',
    passengers: 3,
    luggage: 3,
    basePriceCents: 7500,
    features: ['Leather interior', 'Climate control', 'Phone chargers', 'Bottled water'],
    featuresEs: ['Interior de cuero', 'Climatización', 'Cargadores de teléfono', 'Agua embotellada'],
  },
  {
    id: 'sedan-continental',
    code: 'continental',
    name: 'Lincoln Continental',
    category: 'sedan',
    passengers: 3,
    luggage: 3,
    basePriceCents: 7500,
    features: ['Massaging rear seats', 'Revel audio', 'Rear climate zone', 'Phone chargers'],
    featuresEs: [
      'Asientos traseros con masaje',
      'Audio Revel',
      'Climatización trasera',
      'Cargadores de teléfono',
    ],
  },
  {
    id: 'suv-suburban',
    code: 'suburban',
    name: 'Chevrolet Suburban SUV',
    category: 'suv',
    passengers: 6,
    luggage: 5,
    basePriceCents: 7500,
    features: ['Three-row seating', 'Tinted privacy glass', 'Extra luggage space', 'Rear entertainment'],
    featuresEs: [
      'Tres filas de asientos',
      'Vidrios polarizados',
      'Más espacio de equipaje',
      'Entretenimiento trasero',
    ],
  },
  {
    id: 'suv-escalade',
    code: 'escalade',
    name: 'Cadillac Escalade ESV',
    category: 'suv',
    passengers: 6,
    luggage: 6,
    basePriceCents: 7500,
    features: ['Captain’s chairs', 'AKG studio audio', 'Ambient lighting', 'Largest SUV cargo area'],
    featuresEs: [
      'Asientos tipo capitán',
      'Audio AKG',
      'Iluminación ambiental',
      'El mayor espacio de equipaje entre las SUV',
    ],
  },
  {
    id: 'sprinter',
    code: 'sprinter',
    name: 'Mercedes Sprinter Van',
    category: 'van',
    passengers: 14,
    luggage: 12,
    basePriceCents: 7500,
    features: ['Standing headroom', 'Group seating for 14', 'USB at every seat', 'Generous luggage bay'],
    featuresEs: [
      'Altura para estar de pie',
      'Asientos para 14',
      'USB en cada asiento',
      'Amplio espacio de equipaje',
    ],
  },
] as const;

export const TESTIMONIALS = [
  {
    id: 't1',
    name: 'Rachel Goldberg',
    initials: 'RG',
    serviceType: 'From Airport',
    testimonial:
      'Our flight from London landed two hours late and our chauffeur was still waiting at arrivals with a sign and cold water. Flawless.',
    testimonialEs:
      'Nuestro vuelo desde Londres llegó dos horas tarde y el chofer seguía esperándonos en llegadas con un cartel y agua fría. Impecable.',
  },
  {
    id: 't2',
    name: 'Marcus Thompson',
    initials: 'MT',
    serviceType: 'Corporate',
    testimonial:
      'We book Empire for every investor roadshow. The cars are spotless and the drivers know Midtown better than anyone.',
    testimonialEs:
      'Reservamos con Empire cada gira con inversionistas. Los autos están impecables y los choferes conocen Midtown mejor que nadie.',
  },
  {
    id: 't3',
    name: 'Sofía Ramírez',
    initials: 'SR',
    serviceType: 'Wedding',
    testimonial:
      'The Escalade was decorated exactly as we asked, and our chauffeur kept the whole day on time without us noticing.',
    testimonialEs:
      'El Escalade estaba decorado tal y como pedimos, y el chofer mantuvo todo el día a tiempo sin que lo notáramos.',
  },
  {
    id: 't4',
    name: 'David Chen',
    initials: 'DC',
    serviceType: 'Hourly',
    testimonial:
      'Six meetings across Manhattan and Brooklyn in one afternoon. Our driver handled every stop and every change of plan.',
    testimonialEs:
      'Seis reuniones entre Manhattan y Brooklyn en una tarde. El chofer resolvió cada parada y cada cambio de planes.',
  },
  {
    id: 't5',
    name: 'Angela Moretti',
    initials: 'AM',
    serviceType: 'Prom',
    testimonial:
      'As a parent I loved the itinerary confirmation and the updates. The kids felt like celebrities and got home safe.',
    testimonialEs:
      'Como madre me encantó la confirmación del itinerario y los avisos. Los chicos se sintieron famosos y llegaron bien a casa.',
  },
  {
    id: 't6',
    name: 'James Whitfield',
    initials: 'JW',
    serviceType: 'To Airport',
    testimonial:
      'Booked at midnight for a 5 a.m. JFK run. The price I saw was the price I paid, and the car was ten minutes early.',
    testimonialEs:
      'Reservé a medianoche para ir a JFK a las 5 de la mañana. Pagué exactamente lo que vi, y el auto llegó diez minutos antes.',
  },
] as const;

export const CITIES = [
  { id: 'manhattan', name: 'Manhattan', area: 'New York City' },
  { id: 'brooklyn', name: 'Brooklyn', area: 'New York City' },
  { id: 'queens', name: 'Queens', area: 'New York City' },
  { id: 'bronx', name: 'The Bronx', area: 'New York City' },
  { id: 'staten-island', name: 'Staten Island', area: 'New York City' },
  { id: 'long-island', name: 'Long Island', area: 'Nassau & Suffolk' },
  { id: 'the-hamptons', name: 'The Hamptons', area: 'Long Island' },
  { id: 'westchester', name: 'Westchester', area: 'Hudson Valley' },
  { id: 'jersey-city', name: 'Jersey City', area: 'New Jersey' },
  { id: 'hoboken', name: 'Hoboken', area: 'New Jersey' },
  { id: 'newark', name: 'Newark', area: 'New Jersey' },
  { id: 'greenwich', name: 'Greenwich', area: 'Connecticut' },
  { id: 'stamford', name: 'Stamford', area: 'Connecticut' },
] as const;
