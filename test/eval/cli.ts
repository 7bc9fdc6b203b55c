/**
 * `npm run eval [-- screen|review|score] [--corpus dir] [--out dir] [--model local|bedrock] [--show]`
 *
 * - no mode: the screening detectors on the corpus, then the score of the rated sheets; exits 1
 *   when a rated target is missed (screening figures never fail the run).
 * - `screen`: the detectors only (`--show` lists every flagged item and why).
 * - `review`: regenerates and writes one sheet per document and content type for raters,
 *   carrying over the ratings of unchanged items.
 * - `score`: joins the sheets to the items generated now and checks the targets.
 *
 * The corpus defaults to ../shared/corpus beside the repository, the sheets to test/eval/ratings.
 * See docs/decisions/0008-honest-eval.md.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createModel } from '../../functions/src/adapters/model';
import { modelSettings } from '../../functions/src/lib/env';
import { defaultCorpus, defaultSheets, generateCorpus, repoRoot, type GeneratedDocument } from './corpus';
import { coverageReport, scoreReport, screenReport } from './report';
import { missedTargets, scoreSet, type ScoreRow } from './score';
import { screenSet } from './screen';
import { formatSheet, parseSheet, refreshSheet, sheetPath, SheetError, type Sheet } from './sheets';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    corpus: { type: 'string', default: defaultCorpus },
    out: { type: 'string', default: defaultSheets },
    model: { type: 'string', default: process.env.MODEL_PROVIDER ?? 'local' },
    show: { type: 'boolean', default: false },
  },
});
const mode = positionals[0] ?? 'all';
if (!['all', 'screen', 'review', 'score'].includes(mode)) {
  console.error(`Unknown mode "${mode}": use screen, review or score (or nothing for screen + score).`);
  process.exit(2);
}
const corpus = path.resolve(values.corpus);
const sheetsFolder = path.resolve(values.out);
if (!existsSync(corpus)) {
  console.error(`No corpus at ${corpus}. Pass --corpus <folder> (CI has it at ../shared/corpus).`);
  process.exit(2);
}

/** Paths inside the repository relative to it, others as they are. */
const shown = (p: string) => (p.startsWith(repoRoot + path.sep) ? path.relative(repoRoot, p) : p);

const model = createModel(modelSettings({ ...process.env, MODEL_PROVIDER: values.model }));
const skipped: string[] = [];
const documents = await generateCorpus(model, corpus, (file, reason) => skipped.push(`${file}: ${reason}`));
console.log(`model: ${model.name}   corpus: ${path.relative(repoRoot, corpus)}   sheets: ${shown(sheetsFolder)}\n`);
if (skipped.length) console.log(`skipped (the product refuses these too):\n  ${skipped.join('\n  ')}\n`);

let failed = false;
const screened = documents.flatMap((d) => d.sets.map((s) => screenSet(d.file, s.contentType, s.items, d.units)));
if (mode === 'all' || mode === 'screen') console.log(screenReport(screened, values.show), '\n');
if (mode === 'review') await review(documents);
if (mode === 'all' || mode === 'score') {
  const rows = await score(documents);
  console.log(scoreReport(rows));
  failed ||= missedTargets(rows).length > 0;
}
if (mode === 'all') console.log(`\n${coverageReport(screened)}`);
process.exitCode = failed ? 1 : 0;

async function readSheet(file: string): Promise<Sheet | null> {
  if (!existsSync(file)) return null;
  try {
    return parseSheet(await readFile(file, 'utf8'), shown(file));
  } catch (error) {
    if (!(error instanceof SheetError)) throw error;
    console.error(`✗ ${error.message}`);
    failed = true;
    return null;
  }
}

async function review(docs: GeneratedDocument[]) {
  await mkdir(sheetsFolder, { recursive: true });
  for (const document of docs)
    for (const set of document.sets) {
      const file = sheetPath(sheetsFolder, document.file, set.contentType);
      const refreshed = refreshSheet(await readSheet(file), document.file, document.title, set.items);
      await writeFile(file, formatSheet(refreshed.sheet, model.name));
      console.log(
        `${shown(file)}: ${set.items.length} items, ${refreshed.carried} ratings carried over, ${refreshed.unrated} to rate` +
          (refreshed.dropped ? `, ${refreshed.dropped} ratings dropped (items changed)` : '') +
          (refreshed.titleChanged ? ', title changed (title-ok cleared)' : ''),
      );
    }
  console.log('\nRate with a fresh reader who sees only RUBRIC.md and the sheets, then run `npm run eval -- score`.');
}

async function score(docs: GeneratedDocument[]): Promise<ScoreRow[]> {
  const rows: ScoreRow[] = [];
  for (const document of docs)
    for (const set of document.sets) {
      const sheet = await readSheet(sheetPath(sheetsFolder, document.file, set.contentType));
      rows.push(scoreSet(document.file, set.contentType, document.title, set.items, sheet));
    }
  return rows;
}
