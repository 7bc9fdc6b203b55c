/**
 * Runs the real `npm start` entry point (infra/local/start.ts) as a child process on free ports,
 * exactly as a developer would, and reads back where everything listens.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EndpointsFile } from '../../../infra/local/stack';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The running stack's addresses, from its endpoints.json. */
export type StackInfo = EndpointsFile;

export interface RunningStack {
  info: StackInfo;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<number | null>;
}

export function spawnStart(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      LB_PORT: '0',
      LB_DYNAMODB_PORT: '0',
      LB_S3_PORT: '0',
      LB_SQS_PORT: '0',
      LB_WEB: 'none',
      LB_RETRY_DELAY_SECONDS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

export async function startStack(dataDir: string, env: Record<string, string> = {}): Promise<RunningStack> {
  const { child, output, exited } = spawnStart({ LB_DATA_DIR: dataDir, ...env });
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  try {
    await Promise.race([
      new Promise<void>((resolve) => {
        const check = () => {
          if (/LearnBetter is running at/.test(output())) resolve();
          else if (!stopped) timer = setTimeout(check, 50);
        };
        check();
      }),
      exited.then((code) => {
        throw new Error(`The local stack exited (${code}) before it was ready:\n${output()}`);
      }),
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error(`Local stack not ready in 60 s:\n${output()}`)), 60_000).unref();
      }),
    ]);
  } finally {
    stopped = true;
    clearTimeout(timer);
  }
  const info = JSON.parse(await readFile(path.join(dataDir, 'endpoints.json'), 'utf8')) as StackInfo;
  return {
    info,
    child,
    output,
    /** Ctrl-C, as a developer stops it; a stack still running 30 s later is killed and reported. */
    async stop() {
      child.kill('SIGINT');
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), 30_000)));
      const outcome = await Promise.race([exited, late]);
      clearTimeout(timer);
      if (outcome !== 'late') return outcome;
      child.kill('SIGKILL');
      throw new Error(`The local stack did not stop within 30 s of Ctrl-C (SIGINT):\n${output().slice(-3000)}`);
    },
  };
}
