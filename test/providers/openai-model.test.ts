import { afterEach, describe, expect, it, vi } from 'vitest';
import { createModel } from '../../functions/src/adapters/model';
import { modelSettings } from '../../functions/src/lib/env';
import { OpenAiModel, type OpenAiSettings } from '../../functions/src/adapters/model/openai-model';
import { validateItems } from '../../functions/src/domain/generation';
import { biologyAnalysis as analysis, biologyUnits as units } from './analysis-of';
import { startFakeOpenAi, type OpenAiBehaviour } from './fake-openai-server';

let server: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function model(script: OpenAiBehaviour[] = [], settings: Partial<OpenAiSettings> = {}) {
  server = await startFakeOpenAi(script);
  return new OpenAiModel({
    baseUrl: `${server.url}/`,
    model: 'llama3.1:8b',
    concurrency: 2,
    chunkWords: 45,
    retryBaseMs: 10,
    ...settings,
  });
}

describe('OpenAiModel (against a local chat-completions server)', () => {
  it('asks for strict JSON with the shared prompt and returns grounded flashcards citing their page', async () => {
    const openai = await model();
    const result = validateItems(await openai.generate({ contentType: 'flashcards', analysis, maxItems: 8 }));
    expect(server!.requests).toHaveLength(3);
    const request = server!.requests[0]!;
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toMatchObject({ model: 'llama3.1:8b', temperature: 0.2 });
    const format = request.body.response_format.json_schema;
    expect(format).toMatchObject({ name: 'flashcards', strict: true, schema: { type: 'object', required: ['items'] } });
    expect(JSON.stringify(format.schema)).not.toMatch(/minLength|maxLength|\$schema/);
    const [system, user] = request.body.messages;
    expect(system).toMatchObject({ role: 'system', content: expect.stringMatching(/self-contained/) });
    expect(user!.content).toContain('## Page 1 — Photosynthesis');
    expect(user!.content).toContain('Key concepts, most important first: photosynthesis; chlorophyll;');

    expect(result.items).toHaveLength(8);
    for (const item of result.items) {
      const page = units.find((u) => u.label === item.source.label)!;
      expect(page.text).toContain(item.source.sentence);
      expect(item.source.page).toBe(page.page);
    }
    expect(new Set(result.items.map((i) => i.source.label)).size).toBe(6);
  });

  it('writes quiz questions with three wrong answers; the strict schema requires every field', async () => {
    const openai = await model([], { chunkWords: 1000 });
    const result = validateItems(await openai.generate({ contentType: 'quiz', analysis, maxItems: 6 }));
    const schema = server!.requests[0]!.body.response_format.json_schema;
    expect(schema.name).toBe('quiz_questions');
    const item = (schema.schema.properties as { items: { items: { required: string[] } } }).items.items;
    expect(item.required).toEqual(['question', 'correctAnswer', 'incorrectAnswers', 'explanation', 'sourceSentence']);
    expect(result.items).toHaveLength(6);
    for (const question of result.items) {
      if (!('correctAnswer' in question)) throw new Error('expected a question');
      expect(question.incorrectAnswers).toHaveLength(3);
    }
  });

  it('waits as Retry-After says after a 429, retries a 500, then succeeds', async () => {
    const openai = await model(['rate-limit', 'server-error'], { chunkWords: 1000 });
    const result = await openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 });
    const [first, second, third] = server!.requests;
    expect(server!.requests).toHaveLength(3);
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(950);
    expect(third!.at).toBeGreaterThanOrEqual(second!.at);
    expect(result.items).toHaveLength(5);
  });

  it('gives up after its attempts with the status in the error, so the job is retried later', async () => {
    const openai = await model(['server-error', 'server-error', 'server-error'], { chunkWords: 1000, maxAttempts: 3 });
    await expect(openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toMatchObject({
      name: 'ModelRequestError',
      status: 500,
      message: expect.stringMatching(/answered 500 for model "llama3\.1:8b" after 3 attempts: .*server had an error/),
    });
    expect(server!.requests).toHaveLength(3);
  });

  it('does not retry a model the server does not have, and says so', async () => {
    const openai = await model(['model-not-found'], { chunkWords: 1000 });
    await expect(openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toThrow(
      /answered 404 for model "llama3\.1:8b": .*not found, try pulling it first/,
    );
    expect(server!.requests).toHaveLength(1);
  });

  it('loses only the chunk whose answer is not JSON, and fails clearly when no chunk is', async () => {
    const log = vi.fn();
    let openai = await model(['malformed-json'], { log, concurrency: 1 });
    const result = await openai.generate({ contentType: 'flashcards', analysis, maxItems: 6 });
    expect(result.items.length).toBeGreaterThanOrEqual(4);
    expect(result.items.map((i) => i.source.label)).not.toContain('Page 1');
    expect(log).toHaveBeenCalledWith(
      'Model answer unusable; chunk skipped',
      expect.objectContaining({ provider: 'openai', chunk: 1, problem: expect.stringMatching(/not valid JSON/) }),
    );
    await server!.close();
    openai = await model(['malformed-json'], { chunkWords: 1000, log });
    await expect(openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toMatchObject({
      name: 'ModelAnswerError',
      message: expect.stringMatching(
        /"llama3\.1:8b" gave no usable answer.*not valid JSON \(cut off at the token limit/,
      ),
    });
  });

  it('drops malformed items and items quoting a sentence the material does not have', async () => {
    let openai = await model(['malformed'], { chunkWords: 1000 });
    expect((await openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).items).toHaveLength(1);
    await server!.close();
    openai = await model(['ungrounded'], { chunkWords: 1000 });
    expect((await openai.generate({ contentType: 'quiz', analysis, maxItems: 5 })).items).toHaveLength(0);
  });

  it('sends the API key as a Bearer token when one is set', async () => {
    const openai = await model([], { apiKey: 'sk-test-123', chunkWords: 1000 });
    await openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 });
    expect(server!.requests[0]!.headers.authorization).toBe('Bearer sk-test-123');
  });

  it('logs the tokens of the whole document once', async () => {
    const log = vi.fn();
    const openai = await model([], { log });
    await openai.generate({ contentType: 'flashcards', analysis, maxItems: 6 });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Generation tokens',
      expect.objectContaining({
        provider: 'openai',
        model: 'llama3.1:8b',
        contentType: 'flashcards',
        chunks: 3,
        inputTokens: 360,
        outputTokens: 240,
      }),
    );
  });

  it('times out a call that never answers, and names a server it cannot reach', async () => {
    const openai = await model(['hang'], { chunkWords: 1000, timeoutMs: 300 });
    await expect(openai.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toThrow(
      /did not answer within 0\.3 s/,
    );
    const url = server!.url;
    await server!.close();
    server = undefined;
    const gone = new OpenAiModel({ baseUrl: url, model: 'm', maxAttempts: 2, retryBaseMs: 10 });
    await expect(gone.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toThrow(
      /Could not reach http:\/\/127\.0\.0\.1:\d+\/v1\/chat\/completions \(ECONNREFUSED\); is the model server running\?/,
    );
  });
});

describe('createModel', () => {
  it('makes the openai provider from its variables, with Ollama as the default server', () => {
    expect(createModel(modelSettings({ MODEL_PROVIDER: 'openai', OPENAI_MODEL: 'llama3.1:8b' })).name).toBe('openai');
    expect(createModel(modelSettings({})).name).toBe('local');
    expect(createModel(modelSettings({ MODEL_PROVIDER: 'bedrock' })).name).toBe('bedrock');
  });

  it('names every missing or malformed setting', () => {
    expect(() => modelSettings({ MODEL_PROVIDER: 'openai', OPENAI_BASE_URL: 'not a url' })).toThrow(
      /OPENAI_BASE_URL[\s\S]*OPENAI_MODEL: required when MODEL_PROVIDER=openai/,
    );
    expect(() => modelSettings({ MODEL_PROVIDER: 'gpt' })).toThrow(/MODEL_PROVIDER/);
  });
});
