import { GAZETTEER } from '../../src/server/integrations/maps/gazetteer.data.ts';

/**
 * A mixed autocomplete workload for the embedded gazetteer: `count` unique inputs (so the answer cache does
 * not help) made of name prefixes, typos, ZIP prefixes and garbage. The unit test checks every one answers;
 * `npm run bench` times them.
 */
export function mixedSearchInputs(count = 1000): string[] {
  const names = GAZETTEER.flatMap((e) => [e.name, ...e.aliases]);
  const inputs: string[] = [];
  for (let i = 0; i < count; i++) {
    const name = names[(i * 7919) % names.length] as string;
    const cut = name.slice(0, Math.max(3, Math.ceil(name.length * (0.4 + ((i * 13) % 60) / 100))));
    if (i % 10 === 0) inputs.push(String(10000 + ((i * 37) % 4000)).slice(0, 3 + (i % 3)));
    else if (i % 10 === 1) inputs.push(`${'q#z'.repeat(20)}${i}`);
    else if (i % 10 === 2 && cut.length > 5)
      inputs.push(`${cut.slice(0, 2)}${cut[3]}${cut[2]}${cut.slice(4)} ${i}`);
    else inputs.push(`${cut} ${i}`);
  }
  return inputs;
}
