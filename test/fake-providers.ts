import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Small local servers speaking the streaming protocols of OpenAI-compatible chat completions and of
 * Anthropic's Messages API, scripted per test: a tool call split across chunks then text, an error in
 * the middle of the stream, a rejected key, a provider that never answers, one that stalls mid-answer.
 */
export type Mode = 'tools-then-text' | 'error-mid-stream' | 'unauthorized' | 'hang' | 'stall-after-text';

export interface FakeProvider {
  url: string;
  mode: Mode;
  /** The answer text the second step streams (split into a few chunks). */
  answer: string;
  /** The tool the first step calls, its arguments split across chunks (get_passage on John 3:16 unless set). */
  tool: { name: string; args: string[] };
  requests: Record<string, unknown>[];
  /** How many times a client hung up on a stream the provider was still writing. */
  hangUps: number;
  close(): Promise<void>;
}

const readJson = async (req: IncomingMessage): Promise<Record<string, unknown>> => {
  let body = '';
  for await (const chunk of req) body += chunk;
  return JSON.parse(body) as Record<string, unknown>;
};

const split = (text: string, n: number): string[] => {
  const size = Math.ceil(text.length / n);
  return Array.from({ length: n }, (_, i) => text.slice(i * size, (i + 1) * size)).filter(Boolean);
};

const TOOL_ARGS = ['{"book":"JH', 'N","chapter":3,"start_', 'verse":16,"end_verse":16}'];

type Writer = (res: ServerResponse, fake: FakeProvider, secondStep: boolean) => void;

const start = async (
  write: Writer,
  isSecondStep: (body: Record<string, unknown>) => boolean,
  reject: (res: ServerResponse) => void,
): Promise<FakeProvider> => {
  const fake: FakeProvider = {
    url: '',
    mode: 'tools-then-text',
    answer: '',
    tool: { name: 'get_passage', args: TOOL_ARGS },
    requests: [],
    hangUps: 0,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    fake.requests.push(body);
    res.on('close', () => {
      if (!res.writableFinished) fake.hangUps++;
    });
    if (fake.mode === 'unauthorized') return reject(res);
    if (fake.mode === 'hang') return; // never answers
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    write(res, fake, isSecondStep(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
};

const openAiChunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake-gpt', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** POST {url}/chat/completions with stream: true. */
export const startOpenAiCompatible = () =>
  start(
    (res, fake, second) => {
      if (!second) {
        res.write(
          openAiChunk({
            role: 'assistant',
            content: null,
            tool_calls: [
              { index: 0, id: 'call_1', type: 'function', function: { name: fake.tool.name, arguments: '' } },
            ],
          }),
        );
        for (const part of fake.tool.args)
          res.write(openAiChunk({ tool_calls: [{ index: 0, function: { arguments: part } }] }));
        res.write(openAiChunk({}, 'tool_calls'));
        res.end('data: [DONE]\n\n');
        return;
      }
      const pieces = split(fake.answer, 4);
      res.write(openAiChunk({ role: 'assistant', content: pieces[0] }));
      if (fake.mode === 'error-mid-stream') return res.destroy();
      if (fake.mode === 'stall-after-text') return;
      for (const p of pieces.slice(1)) res.write(openAiChunk({ content: p }));
      res.write(openAiChunk({}, 'stop'));
      res.end('data: [DONE]\n\n');
    },
    (body) => (body.messages as { role: string }[]).some((m) => m.role === 'tool'),
    (res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: {
            message: 'Incorrect API key provided',
            type: 'invalid_request_error',
            code: 'invalid_api_key',
          },
        }),
      );
    },
  );

const anthropicEvent = (type: string, data: Record<string, unknown>) =>
  `event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`;

/** POST {url}/messages with stream: true (Anthropic Messages API). */
export const startAnthropic = () =>
  start(
    (res, fake, second) => {
      res.write(
        anthropicEvent('message_start', {
          message: {
            id: 'msg_1',
            type: 'message',
            role: 'assistant',
            model: 'fake-claude',
            content: [],
            stop_reason: null,
            stop_sequence: null,
            usage: { input_tokens: 10, output_tokens: 1 },
          },
        }),
      );
      if (!second) {
        res.write(
          anthropicEvent('content_block_start', {
            index: 0,
            content_block: { type: 'tool_use', id: 'toolu_1', name: fake.tool.name, input: {} },
          }),
        );
        for (const part of fake.tool.args)
          res.write(
            anthropicEvent('content_block_delta', {
              index: 0,
              delta: { type: 'input_json_delta', partial_json: part },
            }),
          );
        res.write(anthropicEvent('content_block_stop', { index: 0 }));
        res.write(
          anthropicEvent('message_delta', {
            delta: { stop_reason: 'tool_use', stop_sequence: null },
            usage: { output_tokens: 5 },
          }),
        );
        res.end(anthropicEvent('message_stop', {}));
        return;
      }
      const pieces = split(fake.answer, 4);
      res.write(
        anthropicEvent('content_block_start', { index: 0, content_block: { type: 'text', text: '' } }),
      );
      res.write(
        anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: pieces[0] } }),
      );
      if (fake.mode === 'error-mid-stream') {
        res.end(anthropicEvent('error', { error: { type: 'overloaded_error', message: 'Overloaded' } }));
        return;
      }
      if (fake.mode === 'stall-after-text') return;
      for (const p of pieces.slice(1))
        res.write(
          anthropicEvent('content_block_delta', { index: 0, delta: { type: 'text_delta', text: p } }),
        );
      res.write(anthropicEvent('content_block_stop', { index: 0 }));
      res.write(
        anthropicEvent('message_delta', {
          delta: { stop_reason: 'end_turn', stop_sequence: null },
          usage: { output_tokens: 20 },
        }),
      );
      res.end(anthropicEvent('message_stop', {}));
    },
    (body) =>
      (body.messages as { content: unknown }[]).some(
        (m) => Array.isArray(m.content) && m.content.some((c: { type?: string }) => c.type === 'tool_result'),
      ),
    (res) => {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          type: 'error',
          error: { type: 'authentication_error', message: 'invalid x-api-key' },
        }),
      );
    },
  );

export interface FakeStructuredProvider {
  url: string;
  /** What the model answers to each request (the JSON text of the object, or anything malformed). */
  answer: (request: Record<string, unknown>) => string;
  requests: Record<string, unknown>[];
  close(): Promise<void>;
}

/**
 * POST {url}/chat/completions without streaming, as `generateObject` sends it to an OpenAI-compatible
 * provider with structured outputs: `response_format: {type: 'json_schema', json_schema: {…}}`. A request
 * without one is refused (400) as a server without structured output would, so the test sees the schema
 * was sent. The answer is `choices[0].message.content`, scripted per test.
 */
export const startStructuredOpenAi = async (): Promise<FakeStructuredProvider> => {
  const fake: FakeStructuredProvider = {
    url: '',
    answer: () => '{}',
    requests: [],
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    fake.requests.push(body);
    const format = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
    if (
      req.url !== '/chat/completions' ||
      body.stream ||
      format?.type !== 'json_schema' ||
      !format.json_schema?.schema
    ) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'expected a json_schema response_format', type: 'invalid_request_error' },
        }),
      );
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-${fake.requests.length}`,
        object: 'chat.completion',
        created: 1,
        model: String(body.model),
        choices: [
          { index: 0, message: { role: 'assistant', content: fake.answer(body) }, finish_reason: 'stop' },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
};
