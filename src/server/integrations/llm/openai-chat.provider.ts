import '../../../shared/zod-setup.ts';
import { z } from 'zod';
import { AppError } from '../../../shared/errors.ts';
import type { LlmCompletion, LlmPort } from './types.ts';

/**
 * An OpenAI-compatible chat-completions client: POST {baseUrl}/chat/completions with the conversation and the
 * tools, answering the first choice's text and tool calls. `baseUrl` includes the API version path, as the
 * servers document it ("https://api.openai.com/v1", "http://127.0.0.1:11434/v1" for Ollama).
 * https://platform.openai.com/docs/api-reference/chat/create
 */

export interface OpenAiChatOptions {
  baseUrl: string;
  model: string;
  /** Sent as a bearer token when set (local servers usually need none). */
  apiKey?: string | undefined;
  /** Per call; the assistant also bounds the whole conversation. */
  timeoutMs?: number;
  temperature?: number;
  fetch?: typeof globalThis.fetch;
}

const unavailable = () => new AppError('chat.modelUnavailable');

const toolCallSchema = z.object({
  id: z.string(),
  type: z.literal('function').default('function'),
  function: z.object({ name: z.string(), arguments: z.string().default('{}') }),
});

const responseSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          role: z.string().optional(),
          content: z.string().nullable().optional(),
          tool_calls: z.array(toolCallSchema).nullable().optional(),
        }),
      }),
    )
    .min(1),
});

export function createOpenAiChat(options: OpenAiChatOptions): LlmPort {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const doFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 8_000;

  return {
    name: 'openai-compatible',
    async complete({ messages, tools, signal }): Promise<LlmCompletion> {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), timeoutMs);
      const onAbort = () => controller.abort();
      signal?.addEventListener('abort', onAbort, { once: true });
      try {
        const res = await doFetch(url, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
            ...(options.apiKey ? { Authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            messages,
            ...(tools?.length ? { tools, tool_choice: 'auto' } : {}),
            temperature: options.temperature ?? 0.2,
          }),
          signal: controller.signal,
        });
        const text = await res.text();
        if (!res.ok) throw unavailable();
        const parsed = responseSchema.safeParse(JSON.parse(text));
        if (!parsed.success) throw unavailable();
        const message = parsed.data.choices[0]?.message;
        return { content: message?.content ?? null, toolCalls: message?.tool_calls ?? [] };
      } catch {
        throw unavailable();
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
      }
    },
  };
}
