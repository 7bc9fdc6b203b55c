import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { BedrockModel, chunkUnits } from '../../functions/src/adapters/model/bedrock-model';
import { validateItems } from '../../functions/src/domain/generation';
import { startFakeConverse, type Behaviour } from './fake-converse-server';

const pages = [
  'Photosynthesis converts light energy into chemical energy inside chloroplasts. Chlorophyll absorbs mostly red and blue wavelengths of sunlight.',
  'Mitochondria release energy from glucose during aerobic respiration. Their inner membrane folds into cristae that hold the electron transport chain.',
  'Enzymes lower the activation energy of biological reactions considerably. High temperature can denature an enzyme and destroy its active site.',
  'Glycolysis splits one glucose molecule into two pyruvate molecules. This anaerobic stage happens in the cytoplasm of every living cell.',
  'The Calvin cycle fixes atmospheric carbon dioxide into sugars. Rubisco is the enzyme that captures carbon during that fixation step.',
  'Fermentation lets yeast produce ethanol when oxygen runs short. Muscle cells make lactic acid instead during intense sprinting exercise.',
];
const units = pages.map((text, i) => ({ label: `Page ${i + 1}`, page: i + 1, text }));

let server: Awaited<ReturnType<typeof startFakeConverse>> | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function model(script: Behaviour[] = [], chunkWords = 45) {
  server = await startFakeConverse(script);
  const client = new BedrockRuntimeClient({
    endpoint: server.url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 4,
    retryMode: 'standard',
  });
  return new BedrockModel({ modelId: 'amazon.nova-micro-v1:0', concurrency: 2, chunkWords, client });
}

describe('BedrockModel (against a local Converse server)', () => {
  it('asks through a tool with the item schema and returns grounded items citing their page', async () => {
    const bedrock = await model();
    const result = validateItems(await bedrock.generate({ contentType: 'flashcards', units, maxItems: 8 }));
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

  it('generates chunks concurrently within the bound and quizzes with three wrong answers', async () => {
    const bedrock = await model();
    expect(chunkUnits(units, 45)).toHaveLength(3);
    const result = validateItems(await bedrock.generate({ contentType: 'quiz', units, maxItems: 6 }));
    expect(server!.requests).toHaveLength(3);
    expect(result.items).toHaveLength(6);
    for (const item of result.items) {
      if (!('correctAnswer' in item)) throw new Error('expected a question');
      expect(item.incorrectAnswers).toHaveLength(3);
    }
  });

  // The SDK's real backoff runs (exponential with jitter), so these take a few seconds.
  it('retries a throttled request and then succeeds', { timeout: 30_000 }, async () => {
    const bedrock = await model(['throttle', 'throttle'], 1000);
    const result = await bedrock.generate({ contentType: 'flashcards', units, maxItems: 5 });
    expect(server!.requests).toHaveLength(3);
    expect(result.items).toHaveLength(5);
  });

  it(
    'gives up after the retries with the throttling error, so the job retries later',
    { timeout: 30_000 },
    async () => {
      const bedrock = await model(['throttle', 'throttle', 'throttle', 'throttle'], 1000);
      await expect(bedrock.generate({ contentType: 'flashcards', units, maxItems: 5 })).rejects.toMatchObject({
        name: 'ThrottlingException',
      });
    },
  );

  it('drops malformed items, items quoting a sentence the material does not have, and plain-text answers', async () => {
    let bedrock = await model(['malformed'], 1000);
    expect((await bedrock.generate({ contentType: 'flashcards', units, maxItems: 5 })).items).toHaveLength(1);
    await server!.close();
    bedrock = await model(['ungrounded'], 1000);
    expect((await bedrock.generate({ contentType: 'flashcards', units, maxItems: 5 })).items).toHaveLength(0);
    await server!.close();
    bedrock = await model(['text'], 1000);
    expect((await bedrock.generate({ contentType: 'quiz', units, maxItems: 5 })).items).toHaveLength(0);
  });
});
