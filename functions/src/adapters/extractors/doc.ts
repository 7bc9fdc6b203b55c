import WordExtractor from 'word-extractor';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';

/** Legacy Word .doc with word-extractor; paragraphs grouped into sections of about 400 words. */
export async function extractDoc(bytes: Uint8Array): Promise<ExtractedDocument> {
  let body: string;
  try {
    const document = await new WordExtractor().extract(Buffer.from(bytes));
    body = document.getBody();
  } catch {
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  const paragraphs = body
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const units: ExtractedDocument['units'] = [];
  let current: string[] = [];
  let words = 0;
  for (const paragraph of paragraphs) {
    current.push(paragraph);
    words += paragraph.split(/\s+/).length;
    if (words >= 400) {
      units.push({ label: `Section ${units.length + 1}`, text: current.join('\n') });
      current = [];
      words = 0;
    }
  }
  if (current.length) units.push({ label: `Section ${units.length + 1}`, text: current.join('\n') });
  const first = paragraphs[0] ?? null;
  return { title: first && first.length <= 120 ? first : null, units };
}
