/** Company facts shown across the site and used by emails. One place to change them. */
export const BRAND = {
  name: 'Empire Chauffeur',
  legalName: 'Empire Chauffeur Services LLC',
  phoneDisplay: '(212) 555-0147',
  phoneHref: 'tel:+12125550147',
  email: 'reservations@empirechauffeur.nyc',
  address: '350 W 42nd St, New York, NY 10036',
  since: 2015,
  social: {
    instagram: 'https://www.instagram.com/empirechauffeur',
    facebook: 'https://www.facebook.com/empirechauffeur',
    x: 'https://x.com/empirechauffeur',
    linkedin: 'https://www.linkedin.com/company/empirechauffeur',
  },
} as const;

export const MARKETING_FIGURES = {
  clients: '15K+',
  vehicles: '50+',
  cities: '12+',
  punctuality: '99%',
  since: '2015',
  responseMinutes: 15,
} as const;
