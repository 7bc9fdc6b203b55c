import { createServer, type Http2Server, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { fakeItems } from './fake-llm';

export type Behaviour = 'ok' | 'throttle' | 'malformed' | 'ungrounded' | 'text';

/**
 * A local HTTP server that speaks the Bedrock Runtime Converse wire format (POST
 * /model/{modelId}/converse, JSON in and out, errors named by x-amzn-errortype), so the real
 * SDK's request signing, serialisation, retries and parsing all run. Its "model" reads the
 * material in the prompt and answers through the requested tool, one item per sentence (fake-llm.ts); each
 * request takes the next behaviour from the script (then 'ok').
 */
export async function startFakeConverse(script: Behaviour[] = []) {
  const requests: { modelId: string; body: Record<string, unknown> }[] = [];
  // HTTP/2 without TLS (h2c), as the Bedrock Runtime client speaks HTTP/2.
  const server: Http2Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const modelId = decodeURIComponent(/^\/model\/([^/]+)\/converse$/.exec(req.url ?? '')?.[1] ?? '');
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      requests.push({ modelId, body });
      const behaviour = script.shift() ?? 'ok';
      if (behaviour === 'throttle') {
        res.writeHead(429, { 'content-type': 'application/json', 'x-amzn-errortype': 'ThrottlingException' });
        res.end(JSON.stringify({ message: 'Too many requests, please wait before trying again.' }));
        return;
      }
      const tool = (body.toolConfig as { tools: { toolSpec: { name: string } }[] }).tools[0]!.toolSpec.name;
      const prompt = ((body.messages as { content: { text: string }[] }[])[0]!.content[0]!.text ?? '') as string;
      const items = fakeItems(
        prompt,
        tool === 'record_quiz_questions',
        behaviour === 'malformed' || behaviour === 'ungrounded' ? behaviour : 'ok',
      );
      const content =
        behaviour === 'text'
          ? [{ text: 'Here are your flashcards: ...' }]
          : [{ toolUse: { toolUseId: `tooluse_${requests.length}`, name: tool, input: { items } } }];
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          output: { message: { role: 'assistant', content } },
          stopReason: behaviour === 'text' ? 'end_turn' : 'tool_use',
          usage: { inputTokens: 100, outputTokens: 200, totalTokens: 300 },
          metrics: { latencyMs: 5 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sessions = new Set<ServerHttp2Session>();
  server.on('session', (session) => {
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
  });
  const close = () =>
    new Promise<void>((resolve) => {
      for (const session of sessions) session.destroy();
      server.close(() => resolve());
    });
  return { url, requests, close };
}
