import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack, type StackInfo } from './support/local-stack-process';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/** One local stack (the `npm start` process, on free ports, in a temporary data folder) for all files. */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'learnbetter-it-'));
  // LB_TEST_CLOCK: the review routes honour an x-lb-now header (study-loop tests; never in AWS).
  const stack = await startStack(dataDir, { LB_TEST_CLOCK: '1' });
  project.provide('stack', stack.info);
  return async () => {
    const code = await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) console.error(`local stack exited with ${code}:\n${stack.output()}`);
  };
}
