import type { DocumentUnit, ExtractedDocument } from '../../domain/document';

const MB = 1024 * 1024;

/**
 * What one extraction may read and make. A document up to 15 MB that a student wrote stays far
 * inside every bound (the corpus's largest zip entry is 0.6 MB, its densest ratio 13:1, its longest
 * text under 100,000 characters); a file built to expand, nest or repeat hits one of them and fails
 * with its own message instead of taking the worker down.
 */
export const extractionLimits = {
  /** Entries a zip (DOCX, PPTX) may list. */
  zipEntries: 20_000,
  /** Bytes one zip entry may inflate to, declared or actual. */
  zipEntryBytes: 50 * MB,
  /** Bytes all the entries one extraction reads may inflate to, together. */
  zipTotalBytes: 200 * MB,
  /**
   * Bytes of a Word document's body (word/document.xml) read at most: a longer one is read this
   * far and cut after its last whole paragraph, as a long PDF is cut at `pdfPages` (12 MB of
   * Word XML hold some 3 million characters of text, more than `textCharacters`).
   */
  docxBodyBytes: 6 * MB,
  /** Declared uncompressed size of all entries together (read or not). */
  zipDeclaredTotalBytes: 1024 * MB,
  /** Largest inflated:compressed ratio of an entry once it is larger than `zipRatioFloorBytes`. */
  zipRatio: 200,
  zipRatioFloorBytes: 4 * MB,
  /** `[Content_Types].xml` or `mimetype`, inflated while the file's type is detected. */
  zipTypeEntryBytes: 4 * MB,
  /** Element nesting of one XML part (Word's deepest real documents nest a few dozen levels). */
  xmlDepth: 512,
  /**
   * PDF pages read at most: a longer PDF is cut there, as text past `textCharacters` is (a
   * textbook's text budget runs out first, after some 700 pages).
   */
  pdfPages: 2_000,
  /** Bytes one PDF stream (page content, font, object stream) may decode to, and all of them together. */
  pdfStreamBytes: 50 * MB,
  pdfStreamsTotalBytes: 250 * MB,
  /** Operators one content stream may hold, and all of them together. */
  pdfStreamOperators: 4_000_000,
  pdfOperatorsTotal: 16_000_000,
  /** Text pieces pdf.js may give for one page; a page past it keeps its first ones. */
  pdfPageTextItems: 100_000,
  /**
   * Characters of text kept from one document: far more than 50 items need (one item per 150
   * words). A longer document is cut here rather than refused.
   */
  textCharacters: 2_000_000,
  /** Wall time of one extraction, after which its thread is terminated. */
  timeoutMs: 60_000,
  /** Heap of the thread an extraction runs in (V8 old generation). */
  heapMb: 576,
  /**
   * How far the process's resident memory may grow while one extraction runs (the thread's heap,
   * and buffers outside it); in Lambda also never past the function's memory less a margin.
   */
  memoryBudgetMb: 640,
  lambdaMarginMb: 96,
} as const;

export type ExtractionLimits = { -readonly [K in keyof typeof extractionLimits]: number };

/**
 * Text cut to at most `max` characters, at the last line break (or else space) in its final
 * tenth, so a cut document ends on a whole line. Text within the limit comes back unchanged.
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const floor = Math.floor(max * 0.9);
  const lineBreak = head.lastIndexOf('\n');
  if (lineBreak >= floor) return head.slice(0, lineBreak);
  const space = head.lastIndexOf(' ');
  return space >= floor ? head.slice(0, space) : head;
}

/**
 * A document's units up to `max` characters of text in all: the unit that crosses the limit is
 * cut, the ones after it are left out. A document within the limit comes back unchanged.
 */
export function capDocument(document: ExtractedDocument, max: number): ExtractedDocument {
  let remaining = max;
  const units: DocumentUnit[] = [];
  for (const unit of document.units) {
    if (remaining <= 0) break;
    const text = truncateText(unit.text, remaining);
    units.push(text === unit.text ? unit : { ...unit, text });
    remaining -= unit.text.length + (unit.heading?.length ?? 0);
  }
  return units.length === document.units.length && units.every((unit, i) => unit === document.units[i])
    ? document
    : { ...document, units };
}
