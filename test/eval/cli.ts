/**
 * `npm run eval [folder] [--model local]`: scores a generator on a folder of documents (the
 * repository's test/fixtures/eval by default) and prints a table per document and overall.
 * Exits 1 when a target is missed, so it can gate a change to the generator.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createModel } from '../../functions/src/adapters/model';
import { pct, targets } from './metrics';
import { evaluate, type EvalRow } from './run-eval';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: 'string', default: process.env.MODEL_PROVIDER ?? 'local' } },
});
const folder = path.resolve(positionals[0] ?? path.join(import.meta.dirname, '../fixtures/eval'));
const model = createModel({ ...process.env, MODEL_PROVIDER: values.model });

const skipped: string[] = [];
const rows = await evaluate(model, folder, (file, reason) => skipped.push(`${file}: ${reason}`));
const header = ['document', 'kind', 'items', 'grounded', 'well-formed', 'dup pairs', 'coverage', 'distractors', 'ms'];
const line = (cells: string[]) =>
  cells.map((c, i) => (i === 0 ? c.padEnd(28) : i === 1 ? c.padEnd(10) : c.padStart(11))).join(' ');
const show = (row: Omit<EvalRow, 'document' | 'contentType'> & { document: string; contentType: string }) =>
  line([
    row.document,
    row.contentType,
    String(row.items),
    pct(row.grounded),
    pct(row.wellFormed),
    String(row.duplicatePairs),
    pct(row.coverage),
    row.distractorKind === null ? '-' : pct(row.distractorKind),
    row.ms.toFixed(1),
  ]);

console.log(`model: ${model.name}   documents: ${path.relative(process.cwd(), folder) || '.'}\n`);
console.log(line(header));
for (const row of rows) console.log(show(row) + (row.missed.length ? `   ✗ ${row.missed.join(', ')}` : ''));

const total = rows.reduce((sum, r) => sum + r.items, 0);
const weighted = (pick: (r: EvalRow) => number) => rows.reduce((sum, r) => sum + pick(r) * r.items, 0) / (total || 1);
const quizzes = rows.filter((r) => r.distractorKind !== null);
const quizItems = quizzes.reduce((sum, r) => sum + r.items, 0);
console.log(
  show({
    document: 'overall',
    contentType: '',
    items: total,
    grounded: weighted((r) => r.grounded),
    wellFormed: weighted((r) => r.wellFormed),
    duplicatePairs: rows.reduce((sum, r) => sum + r.duplicatePairs, 0),
    coverage: rows.reduce((sum, r) => sum + r.coverage, 0) / (rows.length || 1),
    distractorKind: quizzes.reduce((sum, r) => sum + r.distractorKind! * r.items, 0) / (quizItems || 1),
    ms: rows.reduce((sum, r) => sum + r.ms, 0),
    missed: [],
  }),
);
console.log(
  `\ntargets: grounded ${pct(targets.grounded)}, well-formed ≥ ${pct(targets.wellFormed)}, no duplicate pairs, coverage ≥ ${pct(targets.coverage)}, distractors of the answer's kind ≥ ${pct(targets.distractorKind)}`,
);
if (skipped.length) console.log(`skipped (the product refuses these too):\n  ${skipped.join('\n  ')}`);
const failing = rows.filter((r) => r.missed.length);
console.log(failing.length ? `✗ ${failing.length} set(s) miss a target` : '✓ every set meets the targets');
process.exitCode = failing.length ? 1 : 0;
