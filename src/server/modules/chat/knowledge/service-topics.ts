/**
 * Words that narrow the services answer (chat-answers.ts, chat-tools.ts): the service topics a question
 * names, and the words of package names that name no single package.
 */

/**
 * Service topics the services answer narrows to. `packageKinds` and `packageIds` pick packages from the
 * pricing configuration; `serviceIds` pick catalog services.
 */
export const SERVICE_TOPICS: readonly {
  id: 'airport' | 'hourly' | 'wedding' | 'prom' | 'tour' | 'corporate' | 'routes';
  terms: readonly string[];
  packageKinds?: readonly string[];
  packageIds?: readonly string[];
  serviceIds: readonly string[];
}[] = [
  {
    id: 'wedding',
    terms: ['wedding', 'weddings', 'boda', 'bodas', 'bride', 'novia', 'novios', 'matrimonio', 'casamiento'],
    packageKinds: ['wedding'],
    serviceIds: ['wedding'],
  },
  {
    id: 'prom',
    terms: ['prom', 'proms', 'graduacion', 'graduaciones', 'gala', 'galas', 'formal', 'baile'],
    packageIds: ['prom', 'gala'],
    serviceIds: ['prom'],
  },
  {
    id: 'corporate',
    terms: ['corporate', 'business', 'corporativo', 'corporativos', 'empresa', 'empresas', 'ejecutivo'],
    packageIds: ['corporate'],
    serviceIds: ['point-to-point', 'hourly'],
  },
  {
    id: 'tour',
    terms: ['tour', 'tours', 'sightseeing', 'recorrido', 'recorridos', 'turistico', 'paseo'],
    packageKinds: ['hourly'],
    serviceIds: ['tour'],
  },
  {
    id: 'hourly',
    terms: ['hourly', 'hour', 'hours', 'hora', 'horas', 'directed', 'disposicion'],
    packageKinds: ['hourly'],
    serviceIds: ['hourly'],
  },
  {
    id: 'airport',
    terms: ['airport', 'airports', 'aeropuerto', 'aeropuertos', 'jfk', 'laguardia', 'lga', 'newark', 'ewr'],
    packageKinds: ['airport'],
    serviceIds: ['to-airport', 'from-airport'],
  },
  {
    id: 'routes',
    terms: ['route', 'routes', 'ruta', 'rutas', 'brooklyn', 'queens'],
    packageKinds: ['route'],
    serviceIds: ['point-to-point'],
  },
];

/**
 * Words of package names that name no single package ("package", "wedding", "manhattan" …). The other words of
 * the configuration's package names (and their Spanish names) point at one package: "premium", "esencial",
 * "royal", "gala" …
 */
export const PACKAGE_NAME_NOISE: readonly string[] = [
  'package',
  'packages',
  'paquete',
  'paquetes',
  'wedding',
  'boda',
  'airport',
  'aeropuerto',
  'to',
  'a',
  'de',
  'del',
  'the',
  'and',
  'y',
  'events',
  'event',
  'eventos',
  'manhattan',
  'special',
  'especiales',
  'formal',
  'formales',
  'route',
  'ruta',
  'custom',
  'personalizada',
  'international',
  'long',
  'island',
];
