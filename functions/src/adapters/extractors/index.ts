import { extensionOf } from '@shared/uploads';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { formats } from './extract';
import { extractionLimits } from './limits';
import { extractInThread, prewarmExtraction } from './sandbox';

export { prewarmExtraction };

export const extractionTimeoutMs = extractionLimits.timeoutMs;

/**
 * Checks the file's real type by its first bytes, extracts its text, and checks the text is real
 * text, all in a thread of its own that is terminated when it takes too long or too much memory
 * (sandbox.ts), within the function's memory size in Lambda (`lambdaMemoryMb`); every read inside
 * it is bounded too (limits.ts). Every refusal is an UnprocessableFileError with a message for
 * the student.
 */
export async function extractDocument(
  fileName: string,
  bytes: Uint8Array,
  lambdaMemoryMb?: number,
): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw new UnprocessableFileError(messages.empty);
  if (!formats[extensionOf(fileName)]) throw new UnprocessableFileError(messages.unsupported);
  return extractInThread(fileName, bytes, extractionLimits, lambdaMemoryMb);
}
