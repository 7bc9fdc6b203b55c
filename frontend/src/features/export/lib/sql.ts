import type { SqlJsStatic } from 'sql.js';

let loading: Promise<SqlJsStatic> | null = null;

/** sql.js and its wasm, loaded on the first Anki export, from the app's own origin (never a CDN). */
export function loadSqlJs() {
  loading ??= Promise.all([import('sql.js'), import('sql.js/dist/sql-wasm-browser.wasm?url')])
    .then(([sql, wasm]) => sql.default({ locateFile: () => wasm.default }))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
