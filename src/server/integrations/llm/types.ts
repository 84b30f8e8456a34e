/**
 * The language-model port: one chat-completions call with tools, in the OpenAI wire shape (which most model
 * servers speak: OpenAI, Azure OpenAI, vLLM, llama.cpp's server, Ollama, LM Studio …).
 */

export interface LlmToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface LlmTool {
  type: 'function';
  function: {
    name: string;
    description: string;
    /** JSON Schema of the arguments object. */
    parameters: Record<string, unknown>;
  };
}

export interface LlmCompletion {
  /** The model's text (null when it only asks for tools). */
  content: string | null;
  toolCalls: LlmToolCall[];
}

export interface LlmPort {
  readonly name: string;
  complete(input: {
    messages: LlmMessage[];
    tools?: LlmTool[];
    signal?: AbortSignal;
  }): Promise<LlmCompletion>;
}
