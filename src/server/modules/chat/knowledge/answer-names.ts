/**
 * The answers' vocabulary: what each language calls the catalog's vehicle categories and extras, the services
 * topics, and the pricing configuration's package kinds and packages.
 */
import type { ChatLanguage } from '../../../../shared/contracts/chat.ts';

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
