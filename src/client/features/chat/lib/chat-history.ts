import type { ChatRequest, QuickAction } from '../../../../shared/contracts/chat.ts';

/** One turn as POST /api/chat takes it in `history`. */
export type ChatTurn = NonNullable<ChatRequest['history']>[number];

const QUICK_ACTION_KINDS: readonly QuickAction['action'][] = [
  'book',
  'fleet',
  'contact',
  'call',
  'login',
  'bookings',
];

/** A message in the widget (the specification's chat message: id, text, isUser, timestamp, suggestions, quickActions). */
export interface ChatEntry {
  id: string;
  role: 'user' | 'assistant';
  /** Plain text, shown as text (never as HTML); may contain line breaks. */
  text: string;
  /** Milliseconds since the epoch. */
  timestamp: number;
  suggestions?: string[];
  quickActions?: QuickAction[];
  /** The apology (or the server's refusal) shown instead of an answer: not part of the conversation. */
  error?: boolean;
  /** A question that got no answer: not sent back as history. */
  failed?: boolean;
}

/** The server takes at most this many earlier turns, each at most this long. */
export const HISTORY_TURNS = 10;
export const HISTORY_TEXT_MAX = 2000;
/** What the visit keeps in sessionStorage (the log shows these after a navigation or a reload). */
export const STORED_ENTRIES = 60;
export const CHAT_STORAGE_KEY = 'chatHistory';

/** The last turns of the conversation, oldest first, for `history`: apologies and unanswered questions left out. */
export function historyForRequest(entries: readonly ChatEntry[], max = HISTORY_TURNS): ChatTurn[] {
  return entries
    .filter((e) => !e.error && !e.failed && e.text.trim() !== '')
    .slice(-max)
    .map((e) => ({ role: e.role, text: e.text.slice(0, HISTORY_TEXT_MAX) }));
}

let counter = 0;
export function newEntry(
  role: ChatEntry['role'],
  text: string,
  extra: Partial<Omit<ChatEntry, 'id' | 'role' | 'text'>> = {},
  now = Date.now(),
): ChatEntry {
  counter += 1;
  return { id: `${now.toString(36)}-${counter.toString(36)}`, role, text, timestamp: now, ...extra };
}

/** The question is kept in the log but marked unanswered, so a retry does not send it twice as history. */
export function markFailed(entries: readonly ChatEntry[], id: string): ChatEntry[] {
  return entries.map((e) => (e.id === id ? { ...e, failed: true } : e));
}

/** The chips under the conversation: the latest answer's suggestions (none after a question or an apology). */
export function latestSuggestions(entries: readonly ChatEntry[], greeting: readonly string[]): string[] {
  const last = entries.at(-1);
  if (!last) return [...greeting];
  return last.role === 'assistant' && !last.error ? (last.suggestions ?? []) : [];
}

const isString = (v: unknown): v is string => typeof v === 'string';

export function isQuickAction(v: unknown): v is QuickAction {
  if (!v || typeof v !== 'object') return false;
  const a = v as Record<string, unknown>;
  return (
    isString(a.label) && isString(a.href) && QUICK_ACTION_KINDS.includes(a.action as QuickAction['action'])
  );
}

function toEntry(v: unknown): ChatEntry | null {
  if (!v || typeof v !== 'object') return null;
  const e = v as Record<string, unknown>;
  if (!isString(e.id) || !isString(e.text) || (e.role !== 'user' && e.role !== 'assistant')) return null;
  if (typeof e.timestamp !== 'number' || !Number.isFinite(e.timestamp)) return null;
  const entry: ChatEntry = { id: e.id, role: e.role, text: e.text, timestamp: e.timestamp };
  if (Array.isArray(e.suggestions)) entry.suggestions = e.suggestions.filter(isString);
  if (Array.isArray(e.quickActions)) entry.quickActions = e.quickActions.filter(isQuickAction);
  if (e.error === true) entry.error = true;
  if (e.failed === true) entry.failed = true;
  return entry;
}

/** The stored conversation, or an empty one when there is none or it is not ours. */
export function parseStoredChat(raw: string | null): ChatEntry[] {
  if (!raw) return [];
  try {
    const data = JSON.parse(raw) as unknown;
    const list = data && typeof data === 'object' ? (data as { entries?: unknown }).entries : null;
    if (!Array.isArray(list)) return [];
    return list
      .map(toEntry)
      .filter((e): e is ChatEntry => e !== null)
      .slice(-STORED_ENTRIES);
  } catch {
    return [];
  }
}

export function serializeChat(entries: readonly ChatEntry[]): string {
  return JSON.stringify({ version: 1, entries: entries.slice(-STORED_ENTRIES) });
}

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'setItem' | 'removeItem'>;

export function loadChat(storage: ReadableStorage | null): ChatEntry[] {
  try {
    return parseStoredChat(storage?.getItem(CHAT_STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

export function saveChat(storage: WritableStorage | null, entries: readonly ChatEntry[]): void {
  try {
    if (entries.length === 0) storage?.removeItem(CHAT_STORAGE_KEY);
    else storage?.setItem(CHAT_STORAGE_KEY, serializeChat(entries));
  } catch {
    /* storage full or disabled: the conversation still works on this page */
  }
}

/** sessionStorage when the browser lets us use it. */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
