/**
 * Lambda's execution environments for the local stack: each invocation runs in a child process
 * (function-runner.ts, under tsx like the rest of the local stack) with the function's memory as
 * its V8 heap limit (`--max-old-space-size`) and `AWS_LAMBDA_FUNCTION_MEMORY_SIZE`, and is killed
 * at the function's timeout. A process is kept warm between invocations, like a Lambda container,
 * and replaced after it crashed, ran out of memory or timed out. Up to `maxInstances` run at once
 * (Lambda's concurrency); an invocation beyond that waits for one to be free.
 *
 * An invocation that times out or whose process dies rejects, which the poller treats as a failed
 * invocation (its records stay on the queue for a retry), exactly as Lambda does.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { RunnerReply, RunnerRequest } from './function-protocol';
import { repoRoot } from './handler-loader';

export interface FunctionPoolOptions {
  /** Handler module, relative to the repository root (as in infra/definitions.ts). */
  entry: string;
  functionName: string;
  /** The function's memory size (MB): the heap limit of each process. */
  memoryMb: number;
  /** The function's timeout: an invocation still running then is killed with its process. */
  timeoutMs: number;
  /** Processes at most (Lambda's concurrency for this function). */
  maxInstances: number;
  /** Processes started at once (at most maxInstances), so the first invocations find them warm. */
  prewarm?: number;
  log?: (line: string) => void;
}

/** Why an invocation failed without an answer from its handler: a timeout or a dead process. */
export class InvocationError extends Error {
  override name = 'InvocationError';
}

interface Instance {
  child: ChildProcess;
  busy: boolean;
  /** Killed or exited: never handed out again. */
  dead: boolean;
  /** When it was last handed an invocation (0: never). */
  lastUsed: number;
  /** Rejects the invocation in progress when the process ends. */
  onExit?: (reason: string) => void;
}

const runner = path.join(import.meta.dirname, 'function-runner.ts');

export function createFunctionPool(options: FunctionPoolOptions) {
  const instances = new Set<Instance>();
  const waiting: { resolve: (instance: Instance) => void; reject: (error: Error) => void }[] = [];
  let nextId = 1;
  let stopped = false;

  function spawn(): Instance {
    const child = fork(runner, [], {
      execArgv: ['--import', 'tsx', `--max-old-space-size=${options.memoryMb}`],
      env: {
        ...process.env,
        LB_FUNCTION_ENTRY: options.entry,
        AWS_LAMBDA_FUNCTION_NAME: options.functionName,
        AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(options.memoryMb),
      },
      // tsx and the tsconfig paths (@shared) resolve from the repository, as for npm start.
      cwd: repoRoot,
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const instance: Instance = { child, busy: false, dead: false, lastUsed: 0 };
    instances.add(instance);
    child.on('error', () => undefined);
    child.once('exit', (code, signal) => {
      instance.dead = true;
      instances.delete(instance);
      const reason = signal ? `signal ${signal}` : `exit code ${code}`;
      if (instance.onExit) instance.onExit(reason);
      else if (!stopped && !instance.busy) options.log?.(`[${options.functionName}] a warm process exited (${reason})`);
      // A waiting invocation gets a fresh process in place of the one that ended.
      if (!stopped && waiting.length && instances.size < options.maxInstances) {
        const next = spawn();
        next.busy = true;
        waiting.shift()!.resolve(next);
      }
    });
    return instance;
  }

  function acquire(): Promise<Instance> {
    // The idle process used last, as Lambda reuses a warm environment: one job after another
    // runs in the process whose code the previous jobs compiled (handing them round the processes
    // kept each half-compiled, and a 30-page PDF took 60 ms longer). Every process loaded its
    // handler and started its extraction thread when it started (prewarm), so a burst that needs
    // them all still finds them ready.
    const idle = [...instances]
      .filter((instance) => !instance.busy && !instance.dead)
      .sort((a, b) => b.lastUsed - a.lastUsed)[0];
    if (idle) {
      idle.busy = true;
      return Promise.resolve(idle);
    }
    if (instances.size < options.maxInstances) {
      const instance = spawn();
      instance.busy = true;
      return Promise.resolve(instance);
    }
    return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
  }

  function release(instance: Instance) {
    instance.onExit = undefined;
    if (instance.dead) {
      // Its place goes to a fresh process for the next waiting invocation.
      instances.delete(instance);
      if (!stopped && waiting.length && instances.size < options.maxInstances) {
        const next = spawn();
        next.busy = true;
        waiting.shift()!.resolve(next);
      }
      return;
    }
    const next = waiting.shift();
    if (next) next.resolve(instance);
    else instance.busy = false;
  }

  /** Invokes the handler with `event` in a process of its own; resolves with what it returned. */
  async function invoke(event: unknown): Promise<unknown> {
    if (stopped) throw new InvocationError(`${options.functionName}: the local stack is stopping`);
    const instance = await acquire();
    instance.lastUsed = performance.now();
    const id = nextId++;
    try {
      return await new Promise<unknown>((resolve, reject) => {
        const timer = setTimeout(() => {
          cleanUp();
          instance.dead = true;
          // Lambda ends the environment of an invocation that timed out; so does this.
          instance.child.kill('SIGKILL');
          reject(new InvocationError(`${options.functionName}: Task timed out after ${options.timeoutMs / 1000} s`));
        }, options.timeoutMs);
        const onMessage = (reply: RunnerReply) => {
          if (reply.id !== id) return;
          cleanUp();
          if (reply.ok) resolve(reply.result);
          else
            reject(Object.assign(new Error(reply.error.message), { name: reply.error.name, stack: reply.error.stack }));
        };
        const cleanUp = () => {
          clearTimeout(timer);
          instance.child.off('message', onMessage);
          instance.onExit = undefined;
        };
        instance.onExit = (reason) => {
          cleanUp();
          reject(new InvocationError(`${options.functionName}: the runtime exited (${reason}) during the invocation`));
        };
        instance.child.on('message', onMessage);
        try {
          instance.child.send({ id, event, timeoutMs: options.timeoutMs } satisfies RunnerRequest);
        } catch (error) {
          // The process is gone (its exit not yet reported): this invocation fails like a crash.
          cleanUp();
          instance.dead = true;
          reject(
            new InvocationError(`${options.functionName}: the runtime exited before the invocation (${String(error)})`),
          );
        }
      });
    } finally {
      release(instance);
    }
  }

  for (let i = 0; i < Math.min(options.prewarm ?? 0, options.maxInstances); i += 1) spawn();

  return {
    invoke,
    /** Processes running now (warm or busy). */
    get size() {
      return instances.size;
    },
    /** Kills every process (an invocation in progress fails) and waits until they have exited. */
    async stop() {
      stopped = true;
      for (const waiter of waiting.splice(0))
        waiter.reject(new InvocationError(`${options.functionName}: the local stack is stopping`));
      await Promise.all(
        [...instances].map(
          (instance) =>
            new Promise<void>((resolve) => {
              if (instance.child.exitCode !== null || instance.child.signalCode !== null) return resolve();
              instance.child.once('exit', () => resolve());
              instance.child.kill('SIGKILL');
            }),
        ),
      );
    },
  };
}
