import { describe, expect, it } from 'vitest';
import {
  CHAT_STORAGE_KEY,
  HISTORY_TEXT_MAX,
  STORED_ENTRIES,
  historyForRequest,
  latestSuggestions,
  loadChat,
  markFailed,
  newEntry,
  parseStoredChat,
  saveChat,
  serializeChat,
  type ChatEntry,
} from './chat-history.ts';

/** An in-memory Storage double. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

const turns = (n: number): ChatEntry[] =>
  Array.from({ length: n }, (_, i) =>
    newEntry(i % 2 === 0 ? 'user' : 'assistant', `message ${i}`, {}, 1000 + i),
  );

describe('the history sent with a message', () => {
  it('is the last 10 turns, oldest first, as role and text', () => {
    const history = historyForRequest(turns(14));
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', text: 'message 4' });
    expect(history.at(-1)).toEqual({ role: 'assistant', text: 'message 13' });
  });

  it('leaves out apologies and the questions they answered', () => {
    const q = newEntry('user', 'hello');
    const entries = [
      ...markFailed([q], q.id),
      newEntry('assistant', 'Lo siento…', { error: true }),
      newEntry('user', 'hello again'),
      newEntry('assistant', 'Hi!'),
    ];
    expect(historyForRequest(entries)).toEqual([
      { role: 'user', text: 'hello again' },
      { role: 'assistant', text: 'Hi!' },
    ]);
  });

  it('cuts a turn to the contract limit and sends nothing for a new conversation', () => {
    const long = newEntry('assistant', 'x'.repeat(HISTORY_TEXT_MAX + 50));
    expect(historyForRequest([long])[0]?.text).toHaveLength(HISTORY_TEXT_MAX);
    expect(historyForRequest([])).toEqual([]);
  });
});

describe('the conversation kept for the visit', () => {
  it('round-trips through sessionStorage', () => {
    const storage = memoryStorage();
    const entries = [
      newEntry('user', 'How much from JFK\nto Times Square?'),
      newEntry('assistant', 'About $150.', {
        suggestions: ['And in an SUV?'],
        quickActions: [{ label: 'Book this ride', action: 'book', href: '/?service=point-to-point' }],
      }),
    ];
    saveChat(storage, entries);
    expect(storage.data.has(CHAT_STORAGE_KEY)).toBe(true);
    expect(loadChat(storage)).toEqual(entries);
  });

  it('keeps only the most recent messages', () => {
    const stored = parseStoredChat(serializeChat(turns(STORED_ENTRIES + 7)));
    expect(stored).toHaveLength(STORED_ENTRIES);
    expect(stored.at(-1)?.text).toBe(`message ${STORED_ENTRIES + 6}`);
  });

  it('forgets an empty conversation', () => {
    const storage = memoryStorage({ [CHAT_STORAGE_KEY]: serializeChat(turns(2)) });
    saveChat(storage, []);
    expect(storage.data.has(CHAT_STORAGE_KEY)).toBe(false);
  });

  it('ignores what it cannot read, and drops malformed entries and actions', () => {
    expect(parseStoredChat(null)).toEqual([]);
    expect(parseStoredChat('not json')).toEqual([]);
    expect(parseStoredChat('{"entries": 3}')).toEqual([]);
    const raw = JSON.stringify({
      entries: [
        { id: 'a', role: 'user', text: 'hi', timestamp: 1 },
        { id: 'b', role: 'system', text: 'x', timestamp: 2 },
        { id: 'c', role: 'assistant', text: 'yo', timestamp: 'soon' },
        {
          id: 'd',
          role: 'assistant',
          text: 'ok',
          timestamp: 3,
          suggestions: ['a', 4],
          quickActions: [
            { label: 'Go', action: 'teleport', href: '/' },
            { label: 'Fleet', action: 'fleet', href: '/fleet' },
          ],
        },
      ],
    });
    expect(parseStoredChat(raw)).toEqual([
      { id: 'a', role: 'user', text: 'hi', timestamp: 1 },
      {
        id: 'd',
        role: 'assistant',
        text: 'ok',
        timestamp: 3,
        suggestions: ['a'],
        quickActions: [{ label: 'Fleet', action: 'fleet', href: '/fleet' }],
      },
    ]);
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(loadChat(broken)).toEqual([]);
    expect(() => saveChat(broken, turns(1))).not.toThrow();
    expect(loadChat(null)).toEqual([]);
  });
});

describe('the suggestion chips', () => {
  const greeting = ['a', 'b', 'c', 'd'];
  it("are the greeting's before the first message", () => {
    expect(latestSuggestions([], greeting)).toEqual(greeting);
  });
  it("are the latest answer's, and none while a question waits or after an apology", () => {
    const answer = newEntry('assistant', 'ok', { suggestions: ['next?'] });
    expect(latestSuggestions([answer], greeting)).toEqual(['next?']);
    expect(latestSuggestions([answer, newEntry('user', 'q')], greeting)).toEqual([]);
    expect(latestSuggestions([newEntry('assistant', 'sorry', { error: true })], greeting)).toEqual([]);
  });
});

it('gives every message its own id', () => {
  const ids = new Set(Array.from({ length: 50 }, () => newEntry('user', 'x', {}, 5).id));
  expect(ids.size).toBe(50);
});
