import WordExtractor from 'word-extractor';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractionLimits, truncateText, type ExtractionLimits } from './limits';
import { documentFromBlocks, plainTextBlocks } from './sections';

/**
 * Legacy Word .doc with word-extractor. It gives paragraphs without their styles, so headings are
 * found the way they are in plain text; table cells (tab-separated) become ` | `-joined rows.
 * Text past `textCharacters` is cut before it is split.
 */
export async function extractDoc(
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<ExtractedDocument> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    body = document.getBody();
  } catch {
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  const rows = truncateText(body, limits.textCharacters)
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').replace(/\t+/g, ' | '))
    .join('\n');
  return documentFromBlocks(plainTextBlocks(rows, { linePerParagraph: true }));
}
