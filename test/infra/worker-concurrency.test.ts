import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { generateQueue } from '../../infra/definitions';
import { LearnBetterStack } from '../../infra/lib/learnbetter-stack';

/** The worker's batch size, memory, timeout and concurrency, with and without the context override. */
function synth(context: Record<string, unknown> = {}) {
  // No Lambda code is looked at here: skip bundling (stack.test.ts bundles).
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [], ...context } });
  const stack = new LearnBetterStack(app, 'Concurrency', {
    stage: 'test',
    supportEmail: 'support@example.com',
    stripePrices: { monthly: 'price_test_monthly', annual: 'price_test_annual' },
    env: { account: '123456789012', region: 'us-east-1' },
  });
  return Template.fromStack(stack);
}

function workerOf(template: Template) {
  const workers = Object.entries(template.findResources('AWS::Lambda::Function')).filter(([id]) =>
    id.startsWith('WorkerGenerateWorker'),
  );
  expect(workers).toHaveLength(1);
  return { id: workers[0]![0], properties: workers[0]![1].Properties as Record<string, unknown> };
}

function generateMapping(template: Template, workerId: string) {
  const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).filter(
    (mapping) => (mapping.Properties.FunctionName as { Ref?: string }).Ref === workerId,
  );
  expect(mappings).toHaveLength(1);
  return mappings[0]!.Properties as Record<string, unknown>;
}

describe('the worker’s batch size and concurrency', () => {
  it('takes one message per invocation, within its memory and timeout, with reserved concurrency by default', () => {
    const template = synth();
    const worker = workerOf(template);
    expect(worker.properties).toMatchObject({
      MemorySize: generateQueue.workerMemoryMb,
      Timeout: generateQueue.workerTimeoutSeconds,
      ReservedConcurrentExecutions: generateQueue.workerReservedConcurrency,
    });
    expect(generateMapping(template, worker.id)).toMatchObject({
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      // SQS never invokes more workers than are reserved, so no receive is lost to throttling.
      ScalingConfig: { MaximumConcurrency: generateQueue.workerReservedConcurrency },
    });
    // Lambda keeps 100 unreserved; the default leaves the API the rest of a standard 1,000 limit.
    expect(generateQueue.workerReservedConcurrency).toBeLessThanOrEqual(1000 - 100 - 100);
  });

  it('reserves none for the other functions: they share the unreserved pool', () => {
    const template = synth();
    const reserved = Object.entries(template.findResources('AWS::Lambda::Function')).filter(
      ([, fn]) => fn.Properties.ReservedConcurrentExecutions !== undefined,
    );
    expect(reserved.map(([id]) => id)).toEqual([workerOf(template).id]);
  });

  it('follows the workerReservedConcurrency context value, and 0 reserves nothing', () => {
    const custom = synth({ workerReservedConcurrency: '25' });
    const worker = workerOf(custom);
    expect(worker.properties.ReservedConcurrentExecutions).toBe(25);
    expect(generateMapping(custom, worker.id)).toMatchObject({ ScalingConfig: { MaximumConcurrency: 25 } });

    const none = synth({ workerReservedConcurrency: 0 });
    const unreserved = workerOf(none);
    expect(unreserved.properties.ReservedConcurrentExecutions).toBeUndefined();
    expect(generateMapping(none, unreserved.id).ScalingConfig).toBeUndefined();
    none.hasResourceProperties('AWS::Lambda::EventSourceMapping', Match.objectLike({ BatchSize: 1 }));
  });

  it('refuses a value the event source or Lambda would reject', () => {
    expect(() => synth({ workerReservedConcurrency: 1 })).toThrow(/workerReservedConcurrency/);
    expect(() => synth({ workerReservedConcurrency: 'lots' })).toThrow(/workerReservedConcurrency/);
  });
});
