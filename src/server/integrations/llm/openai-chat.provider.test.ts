import { describe, expect, it } from 'vitest';
import { jsonReply, useStubHttpServer } from '../../../../test/support/stub-http-server.ts';
import { AppError } from '../../../shared/errors.ts';
import { loadEnv } from '../../env.ts';
import { createOpenAiChat } from './openai-chat.provider.ts';
import type { LlmTool } from './types.ts';

// Shaped like an OpenAI chat-completions answer (choices[0].message), with and without tool calls.
const TEXT = {
  id: 'chatcmpl-1',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content: 'Hello!' }, finish_reason: 'stop' }],
};
const TOOL_CALL = {
  id: 'chatcmpl-2',
  object: 'chat.completion',
  choices: [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: null,
        tool_calls: [
          {
            id: 'call_1',
            type: 'function',
            function: { name: 'get_quote', arguments: '{"pickup":"JFK","destination":"Times Square"}' },
          },
        ],
      },
      finish_reason: 'tool_calls',
    },
  ],
};

const TOOLS: LlmTool[] = [
  {
    type: 'function',
    function: { name: 'list_fleet', description: 'The fleet', parameters: { type: 'object' } },
  },
];

const stub = useStubHttpServer();
const client = (options: { apiKey?: string; timeoutMs?: number } = {}) =>
  createOpenAiChat({ baseUrl: `${stub.baseUrl}/v1/`, model: 'test-model', ...options });
const messages = [{ role: 'user' as const, content: 'hi' }];

async function expectUnavailable(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe('chat.modelUnavailable');
  expect((err as AppError).status).toBe(503);
}

describe('OpenAI-compatible chat client', () => {
  it('posts the model, the conversation and the tools to {base}/chat/completions', async () => {
    stub.reply = jsonReply(200, TEXT);
    const answer = await client({ apiKey: 'sk-test' }).complete({ messages, tools: TOOLS });
    expect(answer).toEqual({ content: 'Hello!', toolCalls: [] });
    expect(stub.seen).toHaveLength(1);
    const seen = stub.seen[0]!;
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/v1/chat/completions');
    expect(seen.headers.authorization).toBe('Bearer sk-test');
    expect(seen.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen.body)).toMatchObject({
      model: 'test-model',
      messages,
      tools: TOOLS,
      tool_choice: 'auto',
    });
  });

  it('sends no Authorization header without a key, and no tools when there are none', async () => {
    stub.reply = jsonReply(200, TEXT);
    await client().complete({ messages });
    expect(stub.seen[0]!.headers.authorization).toBeUndefined();
    const body = JSON.parse(stub.seen[0]!.body) as Record<string, unknown>;
    expect(body.tools).toBeUndefined();
    expect(body.tool_choice).toBeUndefined();
  });

  it('answers the tool calls the model asks for', async () => {
    stub.reply = jsonReply(200, TOOL_CALL);
    const answer = await client().complete({ messages, tools: TOOLS });
    expect(answer.content).toBeNull();
    expect(answer.toolCalls).toEqual([
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'get_quote', arguments: '{"pickup":"JFK","destination":"Times Square"}' },
      },
    ]);
  });

  it('is unavailable on an error status, a malformed body or no choices', async () => {
    stub.reply = jsonReply(500, { error: { message: 'boom' } });
    await expectUnavailable(client().complete({ messages }));
    stub.reply = jsonReply(401, { error: { message: 'bad key' } });
    await expectUnavailable(client().complete({ messages }));
    stub.reply = jsonReply(200, '{"choices": [');
    await expectUnavailable(client().complete({ messages }));
    stub.reply = jsonReply(200, { choices: [] });
    await expectUnavailable(client().complete({ messages }));
  });

  it('gives up after its timeout when the server hangs', async () => {
    stub.reply = () => {}; // never answers
    await expectUnavailable(client({ timeoutMs: 200 }).complete({ messages }));
  });

  it('stops when the caller aborts', async () => {
    stub.reply = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    await expectUnavailable(client({ timeoutMs: 5000 }).complete({ messages, signal: controller.signal }));
  });
});

describe('LLM configuration', () => {
  const env = (vars: Record<string, string>) => () => loadEnv({ NODE_ENV: 'test', ...vars });

  it('takes a base URL and a model together, the key optional', () => {
    const parsed = loadEnv({
      NODE_ENV: 'test',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_MODEL: 'llama3.1',
    });
    expect(parsed).toMatchObject({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'llama3.1' });
    expect(parsed.LLM_API_KEY).toBeUndefined();
    expect(loadEnv({ NODE_ENV: 'test' }).LLM_BASE_URL).toBeUndefined();
  });

  it('refuses half a configuration and URLs that are not http(s)', () => {
    expect(env({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/LLM_MODEL/);
    expect(env({ LLM_MODEL: 'llama3.1' })).toThrow(/LLM_BASE_URL/);
    expect(env({ LLM_BASE_URL: 'ftp://x', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL must be an http/);
  });
});
