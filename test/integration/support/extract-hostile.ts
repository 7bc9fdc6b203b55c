/**
 * The worker's side of the hostile-file suite, in a process of its own as Lambda runs it: builds
 * every hostile document, extracts each (and two ordinary ones) with the worker's extractDocument,
 * and prints one JSON line per file, then the process's peak resident memory. Run by
 * hostile-files.test.ts with AWS_LAMBDA_FUNCTION_MEMORY_SIZE set to the worker's memory size.
 */
import { extractDocument } from '../../../functions/src/adapters/extractors';
import { lastExtractionMemory } from '../../../functions/src/adapters/extractors/sandbox';
import { messages } from '../../../functions/src/domain/document';
import { workerSettings } from '../../../functions/src/lib/env';
import { hostileDocuments, plainDocx, plainPdf } from '../../fixtures/hostile';

const MB = 1024 * 1024;
const files = [
  { fileName: 'control.docx', build: plainDocx },
  ...hostileDocuments(messages),
  { fileName: 'control.pdf', build: () => plainPdf() },
];
for (const file of files) {
  const bytes = file.build();
  const started = Date.now();
  let outcome: { ok: true; units: number } | { ok: false; error: string };
  try {
    outcome = {
      ok: true,
      units: (await extractDocument(file.fileName, bytes, workerSettings().lambdaMemoryMb)).units.length,
    };
  } catch (error) {
    outcome = { ok: false, error: (error as Error).message };
  }
  const memory = lastExtractionMemory();
  const line = {
    fileName: file.fileName,
    sizeMb: bytes.length / MB,
    ms: Date.now() - started,
    ...outcome,
    rssMb: memory && { start: memory.startRssMb, peak: memory.peakRssMb, limit: memory.limitRssMb },
  };
  console.log(JSON.stringify(line));
}
console.log(JSON.stringify({ maxRssMb: process.resourceUsage().maxRSS / 1024 }));
