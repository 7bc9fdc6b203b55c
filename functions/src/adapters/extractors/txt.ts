import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractionLimits, truncateText, type ExtractionLimits } from './limits';
import { documentFromBlocks, plainTextBlocks } from './sections';
import { readableText } from './markup';

/**
 * Plain text: UTF-8 (with or without BOM) or UTF-16 with a BOM. Units follow its headings
 * (Markdown ones, or short lines standing alone above body text). Text past `textCharacters` is
 * cut before it is split (a 15 MB file is mostly text no study set needs).
 */
export function extractTxt(bytes: Uint8Array, limits: ExtractionLimits = extractionLimits): ExtractedDocument {
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
  return documentFromBlocks(plainTextBlocks(readableText(truncateText(text, limits.textCharacters))));
}
