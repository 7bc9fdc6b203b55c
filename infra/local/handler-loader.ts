import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

type AnyHandler = (event: never, context: never) => Promise<unknown>;

const loaded = new Map<string, Promise<AnyHandler>>();

/** Imports a handler module (once, like a Lambda cold start) and returns its `handler`. */
export function loadHandler<H = AnyHandler>(entry: string): Promise<H> {
  let promise = loaded.get(entry);
  if (!promise) {
    const url = pathToFileURL(path.resolve(repoRoot, entry)).href;
    promise = import(url).then((module: { handler?: AnyHandler }) => {
      if (typeof module.handler !== 'function') throw new Error(`${entry} exports no handler`);
      return module.handler;
    });
    loaded.set(entry, promise);
  }
  return promise as Promise<H>;
}
