/** The failing audits of each measured page, most important first (lighthouse-reports/audits.txt). */
import type { Result } from 'lighthouse';
import { CATEGORIES, type Category, failures, type Measure, score } from './budget.ts';

interface DetailNode {
  snippet?: string;
  selector?: string;
  nodeLabel?: string;
}
interface DetailItem {
  url?: string;
  node?: DetailNode;
  source?: { url?: string };
  wastedBytes?: number;
  wastedMs?: number;
  totalBytes?: number;
  score?: number;
  label?: string;
  explanation?: string;
  items?: DetailItem[];
  type?: string;
}
interface Details {
  type?: string;
  overallSavingsMs?: number;
  overallSavingsBytes?: number;
  items?: DetailItem[];
}

const oneLine = (text: string, max = 150) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return t.length > max ? `${t.slice(0, max - 1)}…` : t;
};

/** A few lines naming what the audit found (URL, element, bytes, ms). */
function itemLines(details: Details | undefined, max = 4): string[] {
  const lines: string[] = [];
  const walk = (items: DetailItem[] | undefined) => {
    for (const item of items ?? []) {
      if (lines.length >= max) return;
      if (item.items && (item.type === 'table' || item.type === 'opportunity' || item.type === 'list')) {
        walk(item.items);
        continue;
      }
      const what =
        item.node?.snippet ??
        item.node?.selector ??
        item.url ??
        item.source?.url ??
        item.label ??
        (item.node?.nodeLabel ? `"${item.node.nodeLabel}"` : undefined);
      if (!what) continue;
      const extra = [
        item.wastedBytes ? `${Math.round(item.wastedBytes / 1024)} KiB saved` : '',
        item.wastedMs ? `${Math.round(item.wastedMs)} ms saved` : '',
        item.totalBytes && !item.wastedBytes ? `${Math.round(item.totalBytes / 1024)} KiB` : '',
        typeof item.score === 'number' && item.score > 0 && item.score < 1
          ? `shift ${item.score.toFixed(3)}`
          : '',
      ].filter(Boolean);
      lines.push(oneLine(`${what}${extra.length ? ` (${extra.join(', ')})` : ''}`));
    }
  };
  walk(details?.items);
  return lines;
}

/** Displayed but neither passed nor failed by design (informative, manual, not applicable). */
const unscored = (mode: string) => ['informative', 'notApplicable', 'manual', 'error'].includes(mode);

interface Finding {
  category: Category;
  id: string;
  title: string;
  /** Sort key within the category: estimated ms saved (performance) or the audit's weight. */
  impact: number;
  summary: string;
  lines: string[];
}

function findings(lhr: Result): Finding[] {
  const out: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || unscored(audit.scoreDisplayMode)) continue;
      // Metrics are in the table already.
      if (ref.group === 'metrics') continue;
      const details = audit.details as unknown as Details | undefined;
      const savings = Object.entries(audit.metricSavings ?? {}).filter(
        ([, v]) => typeof v === 'number' && v > 0,
      );
      if (category === 'performance') {
        if (audit.score >= 0.9 && !savings.length) continue;
        if (!savings.length && (audit.score ?? 1) >= 0.5) continue;
        const ms = details?.overallSavingsMs ?? 0;
        const lcp = Number(audit.metricSavings?.LCP ?? 0);
        const fcp = Number(audit.metricSavings?.FCP ?? 0);
        const tbt = Number(audit.metricSavings?.TBT ?? 0);
        const cls = Number(audit.metricSavings?.CLS ?? 0);
        // Estimated ms saved on the slowest metric, layout shift counted as 10 s per unit.
        const impact = Math.max(ms, lcp, fcp, tbt, cls * 10_000);
        const saved = savings.map(
          ([k, v]) => `${k} ${k === 'CLS' ? Number(v).toFixed(3) : `-${Math.round(Number(v))} ms`}`,
        );
        out.push({
          category,
          id: ref.id,
          title: audit.title,
          impact,
          summary: [audit.displayValue, saved.length ? `savings: ${saved.join(', ')}` : '']
            .filter(Boolean)
            .join('; '),
          lines: itemLines(details),
        });
      } else {
        if (audit.score >= 1) continue;
        out.push({
          category,
          id: ref.id,
          title: audit.title,
          impact: ref.weight,
          summary: `weight ${ref.weight}${audit.displayValue ? `; ${audit.displayValue}` : ''}`,
          lines: itemLines(details),
        });
      }
    }
  }
  const rank = (f: Finding) => CATEGORIES.indexOf(f.category);
  return out.sort((a, b) => rank(a) - rank(b) || b.impact - a.impact);
}

/** Every failing audit per page, then the ones failing on several pages (one fix, several pages). */
export function auditsReport(measures: Measure[]): string {
  const out: string[] = [];
  const seen = new Map<string, { title: string; category: Category; pages: string[]; impact: number }>();
  for (const m of measures) {
    const list = findings(m.lhr);
    const fails = failures(m);
    out.push(
      `## ${m.target.name} (${m.target.path}): ${fails.length ? `FAIL ${fails.join('; ')}` : 'within budget'}`,
    );
    let category: Category | null = null;
    for (const f of list) {
      if (f.category !== category) {
        category = f.category;
        out.push(`  [${category} ${score(m.lhr, category)}]`);
      }
      out.push(`  - ${f.id}: ${f.title}${f.summary ? ` (${f.summary})` : ''}`);
      for (const line of f.lines) out.push(`      ${line}`);
      const key = `${f.category}:${f.id}`;
      const entry = seen.get(key) ?? { title: f.title, category: f.category, pages: [], impact: 0 };
      entry.pages.push(m.target.name);
      entry.impact += f.impact;
      seen.set(key, entry);
    }
    if (!list.length) out.push('  nothing failing');
    out.push('');
  }
  const shared = [...seen.entries()]
    .filter(([, e]) => e.pages.length > 1)
    .sort(([, a], [, b]) => b.pages.length - a.pages.length || b.impact - a.impact);
  if (shared.length) {
    out.push('## Failing on several pages');
    for (const [key, e] of shared)
      out.push(`  - ${key} on ${e.pages.length}: ${e.pages.join(', ')} (${e.title})`);
  }
  return `${out.join('\n')}\n`;
}
