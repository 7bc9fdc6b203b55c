import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BedrockModel } from '../../functions/src/adapters/model/bedrock-model';
import { chunkUnits, unitsWithinBudget } from '../../functions/src/adapters/model/llm-common';
import { validateItems } from '../../functions/src/domain/generation';
import { biologyAnalysis as analysis, biologyUnits as units } from './analysis-of';
import { startFakeConverse, type Behaviour } from './fake-converse-server';

let server: Awaited<ReturnType<typeof startFakeConverse>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function model(script: Behaviour[] = [], chunkWords = 45, log = vi.fn(), budgetWords?: number) {
  server = await startFakeConverse(script);
  const client = new BedrockRuntimeClient({
    endpoint: server.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 4,
    retryMode: 'standard',
  });
  return new BedrockModel({
    modelId: 'amazon.nova-micro-v1:0',
    concurrency: 2,
    chunkWords,
    client,
    log,
    budgetWords,
    price: { input: 0.035, output: 0.14 },
  });
}

type ConverseBody = { system: { text: string }[]; messages: { content: { text: string }[] }[] };

describe('BedrockModel (against a local Converse server)', () => {
  it('asks through a tool with the item schema and returns grounded items citing their page', async () => {
    const bedrock = await model();
    const result = validateItems(await bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 8 }));
    const request = server!.requests[0]!;
    expect(request.modelId).toBe('amazon.nova-micro-v1:0');
    expect(request.body.toolConfig).toMatchObject({
      toolChoice: { tool: { name: 'record_flashcards' } },
      tools: [{ toolSpec: { name: 'record_flashcards', inputSchema: { json: { type: 'object' } } } }],
    });
    expect(result.items).toHaveLength(8);
    for (const item of result.items) {
      const page = units.find((u) => u.label === item.source.label)!;
      expect(page.text).toContain(item.source.sentence);
    }
    // Round-robin over chunks: every page has an item.
    expect(new Set(result.items.map((i) => i.source.label)).size).toBe(6);
  });

  it('sends the shared prompt: the rubric as system, the units under their headings and the key concepts', async () => {
    const bedrock = await model();
    await bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 6 });
    const body = server!.requests[0]!.body as unknown as ConverseBody;
    expect(body.system[0]!.text).toMatch(/self-contained/);
    const user = body.messages[0]!.content[0]!.text;
    expect(user).toContain('## Page 1 — Photosynthesis');
    expect(user).toContain('## Page 2 — Mitochondria');
    expect(user).toMatch(
      /Key concepts, most important first: photosynthesis; chlorophyll; mitochondria; aerobic respiration\./,
    );
    expect(user).toContain('Write 2 flashcards');
  });

  it('generates chunks concurrently within the bound, quizzes with three wrong answers, and logs tokens', async () => {
    const log = vi.fn();
    const bedrock = await model([], 45, log);
    expect(chunkUnits(analysis.units, 45)).toHaveLength(3);
    const result = validateItems(await bedrock.generate({ contentType: 'quiz', analysis, maxItems: 6 }));
    expect(server!.requests).toHaveLength(3);
    expect(result.items).toHaveLength(6);
    for (const item of result.items) {
      if (!('correctAnswer' in item)) throw new Error('expected a question');
      expect(item.incorrectAnswers).toHaveLength(3);
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      'Generation tokens',
      expect.objectContaining({ provider: 'bedrock', chunks: 3, inputTokens: 300, outputTokens: 600 }),
    );
  });

  it('sends a long document only up to its word budget, most salient pages first, and logs the cost', async () => {
    // A 600-page book: the six pages repeated, one in six made central to the document.
    const pages = Array.from({ length: 600 }, (_, i) => {
      const unit = analysis.units[i % 6]!;
      const central = i % 6 === 2;
      return {
        ...unit,
        unit: { ...unit.unit, label: `Page ${i + 1}`, page: i + 1 },
        sentences: unit.sentences.map((s) => ({ ...s, centrality: central ? 0.9 : 0.2 })),
      };
    });
    const book = { ...analysis, units: pages };
    const shown = unitsWithinBudget(pages, 450);
    expect(shown.reduce((sum, u) => sum + u.unit.text.split(/\s+/).length, 0)).toBeLessThanOrEqual(450);
    expect(shown.every((u) => u.sentences[0]!.centrality === 0.9)).toBe(true);
    expect(shown.map((u) => u.unit.page)).toEqual([...shown.map((u) => u.unit.page!)].sort((a, b) => a - b));
    const log = vi.fn();
    const bedrock = await model([], 150, log, 450);
    await bedrock.generate({ contentType: 'flashcards', analysis: book, maxItems: 10 });
    // 450 words in chunks of about 150 cut at page boundaries: four calls, not the 600 pages' eighty.
    const chunks = chunkUnits(shown, 150).length;
    expect(chunks).toBeLessThanOrEqual(4);
    expect(server!.requests).toHaveLength(chunks);
    expect(log).toHaveBeenCalledWith(
      'Generation tokens',
      expect.objectContaining({ units: 600, chunks, costUsd: expect.any(Number) as number }),
    );
    const [, details] = log.mock.calls.find(([message]) => message === 'Generation tokens')! as [
      string,
      { inputTokens: number; outputTokens: number; costUsd: number },
    ];
    expect(details.costUsd).toBeCloseTo((details.inputTokens * 0.035 + details.outputTokens * 0.14) / 1e6, 9);
  });

  // The SDK's real backoff runs (exponential with jitter), so these take a few seconds.
  it('retries a throttled request and then succeeds', { timeout: 30_000 }, async () => {
    const bedrock = await model(['throttle', 'throttle'], 1000);
    const result = await bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 5 });
    expect(server!.requests).toHaveLength(3);
    expect(result.items).toHaveLength(5);
  });

  it(
    'gives up after the retries with the throttling error, so the job retries later',
    { timeout: 30_000 },
    async () => {
      const bedrock = await model(['throttle', 'throttle', 'throttle', 'throttle'], 1000);
      await expect(bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).rejects.toMatchObject({
        name: 'ThrottlingException',
      });
    },
  );

  it('drops malformed items and items quoting a sentence the material does not have', async () => {
    let bedrock = await model(['malformed'], 1000);
    expect((await bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).items).toHaveLength(1);
    await server!.close();
    bedrock = await model(['ungrounded'], 1000);
    expect((await bedrock.generate({ contentType: 'flashcards', analysis, maxItems: 5 })).items).toHaveLength(0);
  });

  it('fails clearly when no part of the document got a tool call (plain-text answers)', async () => {
    const log = vi.fn();
    let bedrock = await model(['text'], 1000, log);
    await expect(bedrock.generate({ contentType: 'quiz', analysis, maxItems: 5 })).rejects.toMatchObject({
      name: 'ModelAnswerError',
      message: expect.stringMatching(/no record_quiz_questions tool call \(stop reason: end_turn\)/),
    });
    await server!.close();
    // One plain-text chunk among good ones only loses that chunk.
    bedrock = await model(['text'], 45, log);
    const result = await bedrock.generate({ contentType: 'quiz', analysis, maxItems: 6 });
    expect(result.items.length).toBeGreaterThanOrEqual(4);
    expect(log).toHaveBeenCalledWith('Model answer unusable; chunk skipped', expect.objectContaining({ chunk: 1 }));
  });
});
