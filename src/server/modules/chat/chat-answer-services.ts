/**
 * The services answer (chat-answers.ts): the packages a question names, else the packages of the service
 * topics it names, else every service with the lowest package price of each kind.
 */
import type { ChatLanguage } from '../../../shared/contracts/chat.ts';
import type { PricingPackage } from '../../../shared/domain/pricing-config.ts';
import type { Draft } from './chat-draft.ts';
import { list, money } from './chat-format.ts';
import { fill, tokenize } from './chat-text.ts';
import type { ChatTools, ServiceTopic } from './chat-tools.ts';
import { ANSWERS, NAMES, SUGGESTIONS } from './knowledge/answers.ts';
import { PACKAGE_NAME_NOISE, SERVICE_TOPICS } from './knowledge/intents.ts';

/** Packages a question names by a word only their name has ("premium", "esencial", "royal", "gala"). */
function namedPackages(tokens: readonly string[], packages: readonly PricingPackage[]): PricingPackage[] {
  const noise = new Set(PACKAGE_NAME_NOISE);
  const owners = new Map<string, Set<string>>();
  for (const p of packages) {
    const text = `${p.name} ${NAMES.es.packages[p.id] ?? ''} ${NAMES.en.packages[p.id] ?? ''}`;
    for (const w of tokenize(text)) {
      if (w.length < 3 || noise.has(w)) continue;
      owners.set(w, (owners.get(w) ?? new Set()).add(p.id));
    }
  }
  const ids = new Set<string>();
  for (const w of tokens) {
    const o = owners.get(w);
    if (o?.size === 1) ids.add([...o][0] as string);
  }
  return packages.filter((p) => ids.has(p.id));
}

/** The services answer's builder, over the tools' services and packages. */
export function createServicesAnswer(tools: Pick<ChatTools, 'services' | 'packagesFor'>) {
  async function services(tokens: readonly string[], language: ChatLanguage): Promise<Draft> {
    const t = ANSWERS[language].services;
    const names = NAMES[language];
    const { services: all, config } = await tools.services();
    const said = new Set(tokens);
    const topics = SERVICE_TOPICS.filter((topic) => topic.terms.some((term) => said.has(term))).map(
      (topic) => topic.id,
    );
    // "tour" and "hourly" both list the hourly packages: say it once.
    const shown: ServiceTopic[] = topics.includes('tour') ? topics.filter((x) => x !== 'hourly') : topics;
    const packageName = (id: string, fallback: string) => names.packages[id] ?? fallback;
    const packageLine = (p: PricingPackage) =>
      fill(p.hours ? t.packageLineHours : t.packageLine, {
        name: packageName(p.id, p.name),
        hours: p.hours ?? '',
        price: money(p.basePriceCents, language),
      });
    const named = namedPackages(tokens, config.packages);
    const lines: string[] = [];
    if (named.length) {
      lines.push(...named.map(packageLine), t.multiplierNote);
    } else if (shown.length) {
      for (const topic of shown) {
        lines.push(fill(t.topicIntro, { topic: names.topics[topic] }));
        lines.push(...tools.packagesFor(config, [topic]).map(packageLine));
      }
      lines.push(t.multiplierNote);
    } else {
      lines.push(t.intro);
      for (const s of all) {
        lines.push(
          fill(t.serviceLine, {
            name: language === 'es' ? s.nameEs : s.name,
            description: language === 'es' ? s.descriptionEs : s.description,
          }),
        );
      }
      // The lowest package price of each kind.
      const from = new Map<string, number>();
      for (const p of tools.packagesFor(config, [])) {
        from.set(p.kind, Math.min(from.get(p.kind) ?? Infinity, p.basePriceCents));
      }
      const items = [...from.entries()].map(([kind, cents]) =>
        fill(t.packageFrom, {
          name: names.packageKinds[kind as keyof typeof names.packageKinds] ?? kind,
          price: money(cents, language),
        }),
      );
      if (items.length) lines.push(fill(t.packagesSummary, { list: list(items, language) }));
      lines.push(t.multiplierNote, t.customNote);
    }
    // Suggest other topics than the one just answered.
    const answered = new Set(SERVICE_TOPICS.filter((x) => shown.includes(x.id)).flatMap((x) => x.terms));
    const suggestions = SUGGESTIONS[language].services.filter(
      (q) => !tokenize(q).some((w) => answered.has(w)),
    );
    return {
      intent: 'services',
      text: lines.join('\n'),
      suggestions:
        suggestions.length >= 2 ? suggestions : [...suggestions, ...SUGGESTIONS[language].fleet].slice(0, 3),
    };
  }

  return services;
}
