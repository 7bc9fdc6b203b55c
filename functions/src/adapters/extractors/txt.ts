import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';

/** Plain text: UTF-8 (with or without BOM) or UTF-16 with a BOM; paragraphs become sections. */
export function extractTxt(bytes: Uint8Array): ExtractedDocument {
  let text: string;
  try {
    if (bytes[0] === 0xff && bytes[1] === 0xfe)
      text = new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2));
    else if (bytes[0] === 0xfe && bytes[1] === 0xff)
      text = new TextDecoder('utf-16be', { fatal: true }).decode(bytes.subarray(2));
    else text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new UnprocessableFileError(messages.unreadable);
  }
  if (text.includes('\u0000')) throw new UnprocessableFileError(messages.unreadable);
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const title = lines.find((line) => line.trim())?.trim() ?? null;
  // About 400 words a section, cut at paragraph breaks, so sources point somewhere findable.
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim());
  const units: ExtractedDocument['units'] = [];
  let current: string[] = [];
  let words = 0;
  const flush = () => {
    if (!current.length) return;
    units.push({ label: `Section ${units.length + 1}`, text: current.join('\n\n') });
    current = [];
    words = 0;
  };
  for (const paragraph of paragraphs) {
    current.push(paragraph);
    words += paragraph.split(/\s+/).length;
    if (words >= 400) flush();
  }
  flush();
  return { title: title && title.length <= 120 ? title : null, units };
}
