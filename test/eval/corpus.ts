import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ContentType } from '@shared/uploads';
import { extractDocument } from '../../functions/src/adapters/extractors';
import { analyzeDocument } from '../../functions/src/domain/analysis';
import { titleFromFileName, type DocumentUnit, type ExtractedDocument } from '../../functions/src/domain/document';
import { targetItemCount, validateItems, wordCount, type Model } from '../../functions/src/domain/generation';
import { toEvalItems, type EvalItem } from './items';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
/** The development corpus lives next to the repository, never in it (licences: SOURCES.md). */
export const defaultCorpus = path.resolve(repoRoot, '../shared/corpus');
export const defaultSheets = path.join(repoRoot, 'test/eval/ratings');

export const contentTypes = ['flashcards', 'quiz'] as const satisfies readonly ContentType[];

export interface GeneratedSet {
  contentType: ContentType;
  items: EvalItem[];
  ms: number;
}

export interface GeneratedDocument {
  file: string;
  /** The set title a student sees. */
  title: string;
  units: DocumentUnit[];
  sets: GeneratedSet[];
}

const documentFile = /\.(pdf|docx?|pptx?|txt)$/i;

/**
 * Runs the product's pipeline on every document of a folder, for flashcards and for a quiz:
 * extract, analyse, generate the target number of items, validate. Nothing here may differ
 * from the worker (functions/src/domain/generate-job.ts), or the eval measures something
 * students never get.
 */
export async function generateCorpus(
  model: Model,
  folder: string,
  onSkip: (file: string, reason: string) => void = () => undefined,
): Promise<GeneratedDocument[]> {
  const documents: GeneratedDocument[] = [];
  const files = (await readdir(folder)).filter((file) => documentFile.test(file)).sort();
  for (const file of files) {
    let document: ExtractedDocument;
    try {
      document = await extractDocument(file, await readFile(path.join(folder, file)));
    } catch (error) {
      // A file the product refuses (damaged, a scan) is not the generator's to score.
      onSkip(file, (error as Error).message);
      continue;
    }
    const analysis = analyzeDocument(document);
    const sets: GeneratedSet[] = [];
    for (const contentType of contentTypes) {
      const started = performance.now();
      const result = validateItems(
        await model.generate({
          contentType,
          analysis,
          maxItems: targetItemCount(wordCount(document.units), contentType, model, document.units.length),
        }),
      );
      sets.push({ contentType, items: toEvalItems(result), ms: performance.now() - started });
    }
    documents.push({ file, title: productTitle(document, file), units: document.units, sets });
  }
  return documents;
}

/**
 * The title the worker gives the set. A copy of generate-job.ts's `titleFor`, which is not
 * exported; keep the two in step (or export it there and import it here).
 */
export function productTitle(document: ExtractedDocument, fileName: string): string {
  const own = document.title?.replace(/\s+/g, ' ').trim();
  const title = own && /\p{L}{2}/u.test(own) ? own : titleFromFileName(fileName);
  return title.length > 120 ? `${title.slice(0, 117)}…` : title;
}
