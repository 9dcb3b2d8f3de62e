import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createStudyEngine, type EngineDecision, type EngineStep } from './study-engine.ts';

export interface AiConfig {
  provider: 'builtin' | 'openai-compatible' | 'anthropic';
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs: number;
}

/**
 * The model the assistant talks to: the offline study engine, or any configured provider.
 * `structuredOutputs` makes an OpenAI-compatible model send the JSON schema (`response_format:
 * json_schema`) for structured output instead of bare `json_object` (the sermon analysis asks for it;
 * llama.cpp, vLLM, Ollama and OpenAI all honour it).
 */
export const createModel = (
  ai: AiConfig,
  options: { structuredOutputs?: boolean; engineStep?: EngineStepRunner } = {},
): LanguageModelV3 => {
  if (ai.provider === 'openai-compatible') {
    return createOpenAICompatible({
      name: 'openai-compatible',
      baseURL: ai.baseUrl ?? '',
      ...(ai.apiKey ? { apiKey: ai.apiKey } : {}),
      ...(options.structuredOutputs ? { supportsStructuredOutputs: true } : {}),
    }).chatModel(ai.model ?? '') as LanguageModelV3;
  }
  if (ai.provider === 'anthropic') {
    return createAnthropic({
      ...(ai.baseUrl ? { baseURL: ai.baseUrl } : {}),
      apiKey: ai.apiKey ?? '',
    })(ai.model ?? '') as LanguageModelV3;
  }
  return createStudyEngine(options.engineStep);
};

/** Where the study engine's steps run (a worker thread, assistant.module.ts); this thread if omitted. */
export type EngineStepRunner = (step: EngineStep) => Promise<EngineDecision>;

const DEFAULT_AI: AiConfig = { provider: 'builtin', timeoutMs: 60_000 };

/**
 * The one model factory: each model the server talks to, made once. `chat` is the assistant's (the
 * offline study engine without a provider). `structured` reads church websites and sermons and writes
 * studies through structured output; it exists only with a provider, since the offline study engine is
 * no page or sermon reader (the offline analysis and study writer work without it).
 */
export const createModels = (ai: AiConfig = DEFAULT_AI, engineStep?: EngineStepRunner) => ({
  chat: { model: createModel(ai, engineStep ? { engineStep } : {}), timeoutMs: ai.timeoutMs },
  structured:
    ai.provider === 'builtin'
      ? undefined
      : { model: createModel(ai, { structuredOutputs: true }), timeoutMs: ai.timeoutMs },
});
