/**
 * One warm Lambda "container" for the local stack: a child process (forked by function-pool.ts)
 * that imports one handler module on its first invocation and then invokes it for every message
 * the pool sends, one at a time, as a Lambda execution environment does. Its heap is capped with
 * the function's memory size and the pool kills it at the function's timeout, so a crash, an
 * out-of-memory or a hang of one invocation never touches the API process.
 */
import { serializeError, type RunnerReply, type RunnerRequest } from './function-protocol';
import { loadHandler } from './handler-loader';
import { lambdaContext } from './lambda-context';

const entry = process.env.LB_FUNCTION_ENTRY;
const functionName = process.env.AWS_LAMBDA_FUNCTION_NAME ?? 'local-function';
const memoryMb = Number(process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE ?? 1024);

if (!entry || !process.send) {
  console.error('function-runner: start it with fork() and LB_FUNCTION_ENTRY set');
  process.exit(1);
}

// The pool alone decides when this process ends: Ctrl-C reaches the whole process group, and the
// pool stops its runners after the poller. If the pool's process dies, the IPC channel closes.
process.on('SIGINT', () => undefined);
process.on('disconnect', () => process.exit(0));

const reply = (message: RunnerReply) => process.send!(message);

process.on('message', (request: RunnerRequest) => {
  const context = lambdaContext(functionName, request.timeoutMs, memoryMb);
  loadHandler<(event: unknown, context: unknown) => Promise<unknown>>(entry)
    .then((handler) => handler(request.event, context))
    .then(
      (result) => reply({ id: request.id, ok: true, result: result ?? null }),
      (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }),
    );
});

// Init, as Lambda does before the first invocation: the module is imported while the runner waits.
void loadHandler(entry).catch(() => undefined);
