import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fakeItems } from './fake-llm';

export type OpenAiBehaviour =
  | 'ok'
  /** 429 with Retry-After: 1. */
  | 'rate-limit'
  | 'server-error'
  /** 200 whose message content is not JSON (cut off at the token limit). */
  | 'malformed-json'
  /** Valid JSON, but some items miss fields. */
  | 'malformed'
  | 'ungrounded'
  /** 404 as Ollama answers for a model it has not pulled. */
  | 'model-not-found'
  /** Never answers (the client's timeout must end it). */
  | 'hang';

export interface OpenAiRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    response_format: { type: string; json_schema: { name: string; strict: boolean; schema: Record<string, unknown> } };
    [key: string]: unknown;
  };
  at: number;
}

const openAiError = (message: string, type: string) => JSON.stringify({ error: { message, type, code: null } });

/**
 * A local HTTP server that speaks OpenAI's chat-completions wire format (POST
 * /v1/chat/completions): it checks the request has a model, system and user messages and a
 * strict json_schema response_format (400 in OpenAI's error shape otherwise), and answers with
 * `choices[0].message.content` as a JSON string of items written by the fake model (fake-llm.ts)
 * and `usage`. Each request takes the next behaviour from the script (then 'ok').
 */
export async function startFakeOpenAi(script: OpenAiBehaviour[] = []) {
  const requests: OpenAiRequest[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const send = (status: number, body: string, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', ...headers });
        res.end(body);
      };
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
        return send(404, openAiError(`Unknown route ${req.method} ${req.url}`, 'invalid_request_error'));
      let body: OpenAiRequest['body'];
      try {
        body = JSON.parse(raw) as OpenAiRequest['body'];
      } catch {
        return send(400, openAiError('The body is not valid JSON.', 'invalid_request_error'));
      }
      requests.push({ path: req.url, headers: req.headers, body, at: Date.now() });
      const format = body.response_format;
      const system = body.messages?.find((m) => m.role === 'system')?.content;
      const user = body.messages?.find((m) => m.role === 'user')?.content;
      if (typeof body.model !== 'string' || !body.model || !system || !user)
        return send(
          400,
          openAiError('model, a system message and a user message are required.', 'invalid_request_error'),
        );
      if (
        format?.type !== 'json_schema' ||
        !/^[\w-]{1,64}$/.test(format.json_schema?.name ?? '') ||
        format.json_schema.strict !== true ||
        format.json_schema.schema?.type !== 'object'
      )
        return send(
          400,
          openAiError("response_format must be a strict 'json_schema' with an object schema.", 'invalid_request_error'),
        );

      const behaviour = script.shift() ?? 'ok';
      if (behaviour === 'rate-limit')
        return send(429, openAiError('Rate limit reached, please retry after 1s.', 'rate_limit_error'), {
          'retry-after': '1',
        });
      if (behaviour === 'server-error') return send(500, openAiError('The server had an error.', 'server_error'));
      if (behaviour === 'model-not-found')
        return send(404, openAiError(`model "${body.model}" not found, try pulling it first`, 'api_error'));
      if (behaviour === 'hang') return;
      const quiz = format.json_schema.name === 'quiz_questions';
      const items = fakeItems(user, quiz, behaviour === 'malformed' || behaviour === 'ungrounded' ? behaviour : 'ok');
      const content =
        behaviour === 'malformed-json' ? JSON.stringify({ items }).slice(0, 40) : JSON.stringify({ items });
      send(
        200,
        JSON.stringify({
          id: `chatcmpl-${requests.length}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: body.model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content },
              finish_reason: behaviour === 'malformed-json' ? 'length' : 'stop',
            },
          ],
          usage: { prompt_tokens: 120, completion_tokens: 80, total_tokens: 200 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { url, requests, close };
}
