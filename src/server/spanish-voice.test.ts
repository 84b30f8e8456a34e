import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PRICE_LINE_LABELS } from '../shared/domain/price-line-labels.ts';
import { SERVICES, TESTIMONIALS, VEHICLES } from './modules/catalog/catalog.data.ts';
import {
  ACTION_LABELS,
  ANSWERS,
  NAMES,
  SUGGESTIONS,
  VEHICLE_FOLLOW_UPS,
} from './modules/chat/knowledge/answers.ts';

/**
 * One Spanish voice (docs/spanish-glossary.md): every Spanish text a reader sees — the site's locale files, the
 * error texts, the chat's answers, the catalog's Spanish and the Spanish of the emails — speaks Latin-American
 * Spanish as in New York, to `usted`, with one term per idea. A banned term fails here with the term to use.
 */

const src = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, src), 'utf8');

interface Text {
  where: string;
  text: string;
}

/** Every string in a value, deep, with its key path. */
function strings(value: unknown, where: string, out: Text[] = []): Text[] {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, `${where}.${k}`, out);
  }
  return out;
}

const localeDir = (lang: string) => `client/locales/${lang}/`;
const namespaces = readdirSync(new URL(localeDir('en'), src))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length));
const locale = (lang: string, ns: string): unknown => JSON.parse(read(`${localeDir(lang)}${ns}.json`));
const errorsEn = JSON.parse(read('shared/errors/en.json')) as Record<string, string>;
const errorsEs = JSON.parse(read('shared/errors/es.json')) as Record<string, string>;

/** The catalog's Spanish fields (nameEs, descriptionEs, featuresEs, testimonialEs…). */
function catalogSpanish(): Text[] {
  const out: Text[] = [];
  const lists = { services: SERVICES, vehicles: VEHICLES, testimonials: TESTIMONIALS };
  for (const [list, items] of Object.entries(lists)) {
    items.forEach((item, i) => {
      for (const [k, v] of Object.entries(item)) {
        if (k.endsWith('Es')) strings(v, `catalog.${list}.${i}.${k}`, out);
      }
    });
  }
  return out;
}

/** Server files whose Spanish a customer, a driver or an applicant reads by email. */
function emailSources(): string[] {
  const files = ts.sys
    .readDirectory(new URL('server/', src).pathname, ['.ts'])
    .filter((f) => !f.endsWith('.test.ts'))
    .filter((f) =>
      /\/[\w-]*email[\w-]*\.ts$|(auth|google-auth|contact|driver-applications)\.service\.ts$|email\/layout\.ts$/.test(
        f,
      ),
    );
  return files.sort();
}

const SPANISH_MARK =
  /[áéíóúñ¿¡]|(?<!\p{L})(su|sus|usted|el|los|las|del|para|que|con|una|por|reserva)(?!\p{L})/iu;

/**
 * The Spanish string literals of a source file: every literal under a Spanish name (`es:`, `nameEs`, `WORDS_ES`)
 * or in the Spanish branch of a language conditional, and every other literal that reads as Spanish.
 */
function sourceSpanish(file: string): Text[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: Text[] = [];
  const isEsCondition = (e: ts.Expression) => /(^|\W)es(\W|$)|=== 'es'/.test(e.getText(source));
  const visit = (node: ts.Node, spanish: boolean) => {
    let inSpanish = spanish;
    // `es: {…}`, `descriptionEs: '…'`, `const SERVICES_ES = {…}`: Spanish by name.
    if (
      (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
      /^es$|Es$|_ES$/.test(node.name.getText(source))
    ) {
      inSpanish = true;
    }
    if (ts.isConditionalExpression(node) && isEsCondition(node.condition)) {
      visit(node.condition, spanish);
      visit(node.whenTrue, true);
      visit(node.whenFalse, false);
      return;
    }
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      if (inSpanish || SPANISH_MARK.test(node.text)) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        out.push({ where: `${file.replace(/^.*\/src\//, 'src/')}:${line}`, text: node.text });
      }
    }
    ts.forEachChild(node, (child) => visit(child, inSpanish));
  };
  visit(source, false);
  return out;
}

function spanishTexts(): Text[] {
  return [
    ...namespaces.flatMap((ns) => strings(locale('es', ns), `locales/es/${ns}`)),
    ...strings(errorsEs, 'errors/es'),
    ...strings(ANSWERS.es, 'chat.answers'),
    ...strings(NAMES.es, 'chat.names'),
    ...strings(SUGGESTIONS.es, 'chat.suggestions'),
    ...strings(ACTION_LABELS.es, 'chat.actions'),
    ...strings(VEHICLE_FOLLOW_UPS.es, 'chat.followUps'),
    ...strings(PRICE_LINE_LABELS.es, 'priceLines'),
    ...catalogSpanish(),
    ...emailSources().flatMap(sourceSpanish),
  ];
}

/** A whole word or phrase, case-insensitive; accents matter (chofer is right, chófer is not). */
const word = (alternatives: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, 'iu');

/** The banned terms, each with what the glossary says instead. */
const BANNED: { term: RegExp; use: string }[] = [
  { term: word('chófer|chóferes'), use: 'chofer, choferes' },
  { term: word('conductor|conductora|conductores|conductoras'), use: 'chofer' },
  { term: word('furgonetas?|camionetas?'), use: 'van, vans' },
  { term: word('coches?|carros?'), use: 'auto' },
  { term: word('(?<!licencia de )conducir|conduzcan?'), use: 'manejar (the document: licencia de conducir)' },
  { term: word('introduzcan?|introducir|introduce'), use: 'ingrese' },
  { term: word('añ[aá]d\\p{L}*'), use: 'agregar (agregue, agregado)' },
  { term: word('importes?'), use: 'monto' },
  { term: word('presupuestos?'), use: 'cotización' },
  { term: word('m[óo]vil|m[óo]viles'), use: 'celular' },
  { term: word('ordenador(?:es)?'), use: 'computadora' },
  { term: word('matrículas?'), use: 'placa' },
  { term: word('peticiones especiales|petición especial'), use: 'solicitudes especiales' },
  { term: word('precio cerrado|precios cerrados'), use: 'precio fijo' },
  { term: word('intención de pago|token'), use: 'plain words (the payment, the link)' },
  { term: word('24/7'), use: 'las 24 horas' },
  { term: /\d\s?(?:AM|PM|am|pm)(?![\p{L}])/u, use: '2:30 p. m. (a. m., p. m.)' },
  { term: word('dulces 16|dulces dieciséis'), use: 'Sweet 16' },
  { term: word('reservación|reservaciones'), use: 'reserva' },
  { term: word('recolección'), use: 'recogida' },
  { term: word('patente'), use: 'placa' },
  { term: word('tarifa plana'), use: 'precio fijo' },
  { term: word('pulse|pulsar|pinche'), use: 'haga clic, toque' },
  { term: word('e-mail|mail'), use: 'correo electrónico' },
  { term: word('hora del Este'), use: 'hora de Nueva York' },
  { term: word('días laborables'), use: 'días hábiles' },
  { term: word('centro de despacho'), use: 'despacho' },
  { term: word('asiento para niños'), use: 'asiento infantil' },
  { term: word('maletero|cajuela|baúl'), use: 'espacio de equipaje' },
  { term: word('meet & greet|recibimiento'), use: 'recepción personalizada' },
  { term: word('horario de Nueva York'), use: 'hora de Nueva York' },
  { term: /[«»]/u, use: 'comillas “…”' },
  { term: word('mayús|intro'), use: 'Shift, Enter' },
  { term: word('contacte con|contactar con|contacten con'), use: 'comuníquese con, contáctenos' },
  { term: /(^|[¡¿.,;:]\s*)vale\s*[,.!?]/iu, use: 'de acuerdo (no Spain-only "vale")' },
  { term: word('vosotros|vosotras|vuestr[oa]s?|\\p{L}+(?:áis|(?<!s)éis)'), use: 'ustedes' },
  // tú and vos: the customer is always usted.
  { term: word('tú|tu|tus|te|ti|contigo'), use: 'usted, su, sus, le' },
  {
    term: word(
      'puedes|tienes|quieres|necesitas|debes|estás|eres|sabes|haces|prefieres|deseas|podrás|tendrás|recibirás|verás|podés|tenés|querés',
    ),
    use: 'usted: puede, tiene, quiere…',
  },
  {
    term: word(
      'haz|inténtalo|llámanos|escríbenos|contáctanos|avísanos|cuéntanos|dinos|asegúrate|regístrate|elígelo|revísalo',
    ),
    use: 'usted: inténtelo, llámenos, escríbanos…',
  },
  {
    // A tú imperative that opens a sentence ("Inicia sesión…").
    term: /(?:^|[.!?:¡¿]\s*)(?:Inicia|Ingresa|Elige|Revisa|Agrega|Selecciona|Escribe|Llama|Vuelve|Intenta|Usa|Abre|Completa|Introduce|Crea|Indica|Comprueba|Elimina|Cancela|Paga|Cambia)\s/u,
    use: 'usted: Inicie, Ingrese, Elija…',
  },
];

/**
 * Texts allowed to use a banned term, by location and term, each with its reason. "Licencia de conducir" is not
 * banned (the document's name); nothing else is allowed today.
 */
const ALLOWED: { where: string; term: string; why: string }[] = [];

function findings(texts: Text[]): string[] {
  return texts.flatMap(({ where, text }) =>
    BANNED.flatMap(({ term, use }) => {
      const match = term.exec(text)?.[0].trim();
      if (!match) return [];
      if (ALLOWED.some((a) => where.startsWith(a.where) && a.term.toLowerCase() === match.toLowerCase()))
        return [];
      return [`${where}: "${match}" → ${use} — ${text.slice(0, 120)}`];
    }),
  );
}

describe('the Spanish voice', () => {
  const texts = spanishTexts();

  it('reads every Spanish text (locales, errors, chat, catalog, emails)', () => {
    const at = (prefix: string) => texts.filter((t) => t.where.startsWith(prefix)).length;
    expect(at('locales/es/')).toBeGreaterThan(2000);
    expect(at('errors/es')).toBeGreaterThan(200);
    expect(at('chat.answers')).toBeGreaterThan(50);
    expect(at('catalog.')).toBeGreaterThan(20);
    expect(at('src/server/modules/bookings/booking-emails.ts')).toBeGreaterThan(10);
    expect(at('src/server/modules/contact/contact.service.ts')).toBeGreaterThan(0);
  });

  it('fails on a banned term, with the term to use instead', () => {
    const sample = [
      { where: 'x', text: 'Su chófer le espera.' },
      { where: 'x', text: 'Introduzca el importe.' },
      { where: 'x', text: 'Inicia sesión para ver tu reserva.' },
      { where: 'x', text: 'Su chofer llega en su auto; ingrese el monto y su licencia de conducir.' },
    ];
    for (const t of sample.slice(0, 3)) expect(findings([t]).length, t.text).toBeGreaterThan(0);
    expect(findings(sample.slice(0, 1))[0]).toContain('"chófer" → chofer');
    expect(findings(sample.slice(3))).toEqual([]);
  });

  it('finds the Spanish of an email source: `es:` objects, Spanish names and Spanish branches only', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'voice-')), 'sample-emails.ts');
    writeFileSync(
      file,
      [
        "const WORDS = { en: { car: 'Your conductor' }, es: { car: 'Su coche' } };",
        "const SERVICES_ES = { hourly: 'Dulces 16' };",
        "const line = (es: boolean) => (es ? 'Introduzca su vuelo' : 'Enter your flight');",
      ].join('\n'),
    );
    const found = findings(sourceSpanish(file)).map((f) => f.split(' → ')[0]);
    expect(found).toEqual([
      expect.stringMatching(/sample-emails\.ts:1: "coche"$/),
      expect.stringMatching(/sample-emails\.ts:2: "Dulces 16"$/),
      expect.stringMatching(/sample-emails\.ts:3: "Introduzca"$/),
    ]);
  });

  it('uses no banned term (docs/spanish-glossary.md)', () => {
    // VOICE_DUMP=1 prints every finding (the assertion's diff is cut short when there are many).
    if (process.env.VOICE_DUMP) console.log(findings(texts).join('\n'));
    expect(findings(texts)).toEqual([]);
  });
});

describe('the Spanish texts are complete', () => {
  /** Every key path of a locale file. */
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
      : [prefix];

  it.each(namespaces)('the %s namespace has every English key in Spanish', (ns) => {
    const es = new Set(keys(locale('es', ns)));
    expect(keys(locale('en', ns)).filter((k) => !es.has(k))).toEqual([]);
  });

  /** Error texts that are the same in both languages on purpose. */
  const SAME_IN_BOTH = new Set(['common.serverMessage']);

  it('has a Spanish text, not the English one, for every error code', () => {
    const missing = Object.keys(errorsEn).filter((code) => !errorsEs[code]?.trim());
    const untranslated = Object.keys(errorsEn).filter(
      (code) => !SAME_IN_BOTH.has(code) && errorsEs[code] === errorsEn[code],
    );
    expect(missing).toEqual([]);
    expect(untranslated).toEqual([]);
  });
});
