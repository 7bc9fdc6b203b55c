import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { extractDocument } from '../../functions/src/adapters/extractors';
import { targetItemCount, validateItems, wordCount, type Model } from '../../functions/src/domain/generation';
import type { ContentType } from '../../shared/uploads';
import { missedTargets, scoreSet, type SetScores } from './metrics';

export interface EvalRow extends SetScores {
  document: string;
  contentType: ContentType;
  ms: number;
  missed: string[];
}

/** Runs a model over every document in a folder, for flashcards and for a quiz, and scores it. */
export async function evaluate(
  model: Model,
  folder: string,
  onSkip: (file: string, reason: string) => void = () => undefined,
): Promise<EvalRow[]> {
  const rows: EvalRow[] = [];
  const files = (await readdir(folder)).filter((f) => /\.(pdf|docx?|pptx?|txt)$/i.test(f)).sort();
  for (const file of files) {
    let document: Awaited<ReturnType<typeof extractDocument>>;
    try {
      document = await extractDocument(file, await readFile(path.join(folder, file)));
    } catch (error) {
      // A file the product refuses (corrupt, empty, a scan) is not the generator's to score.
      onSkip(file, (error as Error).message);
      continue;
    }
    for (const contentType of ['flashcards', 'quiz'] as const) {
      const started = performance.now();
      const result = validateItems(
        await model.generate({
          contentType,
          units: document.units,
          maxItems: targetItemCount(wordCount(document.units), contentType),
        }),
      );
      const ms = performance.now() - started;
      const scores = scoreSet(result, document.units);
      rows.push({ document: file, contentType, ms, ...scores, missed: missedTargets(scores) });
    }
  }
  return rows;
}
