/**
 * Intent matching (pure): every trigger phrase of knowledge/intents.ts is a MiniSearch document; a question
 * is searched with prefix and fuzzy matching (so "cancelacion", "cancellation", "cancelar" and "cancelaton"
 * all reach the cancellation phrases) and each intent scores its best-matching phrase, that phrase's MiniSearch
 * (BM25) score times the share of its words the question contains.
 *
 * The best score wins when it reaches MIN_INTENT_SCORE. Near ties (runner-up >= NEAR_TIE_RATIO x best) go to
 * the more specific intent: "how much is the wedding package" is about the wedding package, not a ride
 * quote. Greeting and thanks win only when nothing else matched ("hola, ¿cuánto cuesta…?" is a price question).
 */
import MiniSearch from 'minisearch';
import type { ChatIntent } from '../../../shared/contracts/chat.ts';
import { normalizeText } from './chat-text.ts';
import {
  INTENTS,
  MIN_INTENT_SCORE,
  MIN_SOCIAL_SCORE,
  NEAR_TIE_RATIO,
  type IntentKnowledge,
} from './knowledge/intents.ts';
import { INTENT_STOPWORDS } from './knowledge/lexicon.ts';

interface TriggerDoc {
  id: number;
  intent: IntentKnowledge['intent'];
  text: string;
  /** How many indexed words the phrase has. */
  terms: number;
}

export interface IntentMatch {
  intent: ChatIntent;
  score: number;
  /** Every intent that matched, best first (for tests and for the tie rules). */
  ranking: { intent: IntentKnowledge['intent']; score: number }[];
}

const STOP = new Set(INTENT_STOPWORDS);

/** Typos allowed per word: none for short words (they match too much), one from 4 letters, two from 8. */
function editDistance(term: string): number {
  if (/^\d/.test(term)) return 0;
  return term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
}

export function createIntentMatcher(intents: readonly IntentKnowledge[] = INTENTS) {
  const byIntent = new Map(intents.map((i) => [i.intent, i]));
  const docs: TriggerDoc[] = [];
  for (const knowledge of intents) {
    for (const phrase of [...knowledge.triggers.en, ...knowledge.triggers.es]) {
      const text = normalizeText(phrase);
      const terms = text.split(' ').filter((t) => t && !STOP.has(t)).length;
      docs.push({ id: docs.length, intent: knowledge.intent, text, terms: Math.max(1, terms) });
    }
  }
  const index = new MiniSearch<TriggerDoc>({
    fields: ['text'],
    storeFields: ['intent', 'terms'],
    tokenize: (text) => text.split(' '),
    // Stop words are neither indexed nor searched: "the", "de", "how" say nothing about the intent.
    processTerm: (term) => (term && !STOP.has(term) ? term : null),
  });
  index.addAll(docs);

  return {
    /** The intent of a question (any language), or 'unknown' when nothing matched well enough. */
    match(text: string): IntentMatch {
      const query = normalizeText(text);
      const best = new Map<IntentKnowledge['intent'], number>();
      /** The question's words that greeting and thanks phrases matched. */
      const socialWords = new Set<string>();
      // The question's own words: a greeting or a thanks must be most of the message, so "who won the world
      // cup?" is not answered with the greeting because "who" starts "who are you".
      const said = query.split(' ').filter((w) => w && !STOP.has(w)).length;
      if (query) {
        const results = index.search(query, {
          combineWith: 'OR',
          prefix: (term) => term.length >= 4,
          fuzzy: (term) => editDistance(term),
          // Typos are the norm in a chat box: a misspelt word counts nearly as much as a right one.
          weights: { fuzzy: 0.7, prefix: 0.5 },
        });
        for (const r of results) {
          const intent = r.intent as IntentKnowledge['intent'];
          // A phrase counts in proportion to how much of it the question says: "car" alone is not "car seat".
          const matched = Object.keys(r.match).length;
          const coverage = Math.min(1, matched / Number(r.terms));
          const score = r.score * coverage;
          best.set(intent, Math.max(best.get(intent) ?? 0, score));
          if (byIntent.get(intent)?.social) for (const w of Object.keys(r.match)) socialWords.add(w);
        }
      }
      const ranking = [...best.entries()]
        .map(([intent, score]) => ({ intent, score }))
        .sort((a, b) => b.score - a.score);
      const substantive = ranking.filter((r) => !byIntent.get(r.intent)?.social);
      const pool =
        substantive.length && (substantive[0]?.score ?? 0) >= MIN_INTENT_SCORE ? substantive : ranking;
      const top = pool[0];
      const social = top ? byIntent.get(top.intent)?.social : false;
      const bar = social ? MIN_SOCIAL_SCORE : MIN_INTENT_SCORE;
      if (!top || top.score < bar) return { intent: 'unknown', score: top?.score ?? 0, ranking };
      // A greeting or thanks is most of what was said; anything else is a question we cannot answer.
      if (social && socialWords.size * 2 < said) return { intent: 'unknown', score: top.score, ranking };
      // Near ties go to the most specific intent.
      let chosen = top;
      for (const r of pool.slice(1)) {
        if (r.score < top.score * NEAR_TIE_RATIO) break;
        const spec = byIntent.get(r.intent)?.specificity ?? 0;
        if (spec > (byIntent.get(chosen.intent)?.specificity ?? 0)) chosen = r;
      }
      return { intent: chosen.intent, score: chosen.score, ranking };
    },
  };
}
