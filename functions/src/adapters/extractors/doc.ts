import WordExtractor from 'word-extractor';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { documentFromBlocks, plainTextBlocks } from './sections';

/**
 * Legacy Word .doc with word-extractor. It gives paragraphs without their styles, so headings are
 * found the way they are in plain text; table cells (tab-separated) become ` | `-joined rows.
 */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    body = document.getBody();
  } catch {
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  const rows = body
    .split('\n')
    .map((line) => line.replace(/\t+$/, '').replace(/\t+/g, ' | '))
    .join('\n');
  return documentFromBlocks(plainTextBlocks(rows, { linePerParagraph: true }));
}
