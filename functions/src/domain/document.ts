/** Text pulled out of an uploaded file, split where the file splits it (pages, slides, sections). */
export interface DocumentUnit {
  /** Shown to the student as the source: 'Page 2', 'Slide 3', 'Section 1', or '04:12' in a recording. */
  label: string;
  page?: number;
  slide?: number;
  /** Where in a recording this stretch of speech starts. */
  offsetSeconds?: number;
  /** The heading or slide title the unit sits under, when the file has one (not repeated in text). */
  heading?: string;
  text: string;
}

export interface ExtractedDocument {
  /** The first heading or title the file has, if any. */
  title: string | null;
  units: DocumentUnit[];
}

/**
 * A file we cannot turn into a study set, with a message the student can act on. The job fails
 * with it and the reserved generation is refunded; retrying would not help.
 */
export class UnprocessableFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnprocessableFileError';
  }
}

export const messages = {
  empty: 'This file is empty. Please choose a file with some text in it.',
  noText: "We couldn't find any text in this file: is it a scan? Try a file with selectable text.",
  passwordProtected: 'This PDF is password-protected. Remove the password and upload it again.',
  corrupt: (kind: string) =>
    `This ${kind} file looks damaged and could not be read. Try saving it again and re-uploading.`,
  mislabelled: (extension: string, actual: string) =>
    `This file is named .${extension} but its contents are ${actual}. Please upload a real .${extension} file.`,
  unsupported: 'This file type is not supported. Upload a PDF, DOC, DOCX, PPT, PPTX or TXT file.',
  tooSlow: 'This file took too long to read. Try a smaller file or split it into parts.',
  unreadable: 'The text in this file could not be read (it may be corrupt or in an unusual encoding).',
  /** A zip entry, PDF stream or the reading of it grew past what a real document needs. */
  expandsTooMuch:
    'This file expands to far more data than a document of its size should, so we stopped reading it. If it is a real document, save it again (or export it as PDF) and re-upload it.',
  tooDeeplyNested:
    'This file is nested far more deeply than a real document is, so we stopped reading it. Save it again (or export it as PDF) and re-upload it.',
} as const;

/** Share of characters that are letters, digits, punctuation or spaces a person would write. */
export function printableShare(text: string): number {
  if (!text) return 0;
  let printable = 0;
  for (const char of text) {
    if (/[\p{L}\p{N}\p{P}\p{Zs}\n\r\t$+<=>^`|~]/u.test(char)) printable += 1;
  }
  return printable / [...text].length;
}

/** Collapses runs of blank space; keeps paragraph breaks. */
export function normalizeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\t\f\v\u00a0]+/g, ' ')
    .replace(/[ ]{2,}/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The last check every extractor's output passes: some text, and text that is mostly what people
 * write (a corrupt .doc can come back as pages of control characters without an error).
 */
export function checkExtracted(document: ExtractedDocument): ExtractedDocument {
  const units = document.units
    .map((unit) => {
      const heading = unit.heading?.replace(/\s+/g, ' ').trim();
      const { heading: _heading, ...rest } = unit;
      return { ...rest, ...(heading ? { heading } : {}), text: normalizeText(unit.text) };
    })
    .filter((unit) => unit.text.length > 0);
  const all = units.map((unit) => unit.text).join('\n');
  if (all.replace(/\s/g, '').length < 20) throw new UnprocessableFileError(messages.noText);
  if (printableShare(all) < 0.9) throw new UnprocessableFileError(messages.unreadable);
  return { title: document.title?.trim() || null, units };
}

/** Words that stay lower case inside a title made from a file name. */
const minorWords = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'via',
  'with',
]);

/**
 * A title made from a file name, for a document with no title of its own:
 * `industrial-revolution.pdf` → "Industrial Revolution", `lecture_03_cell-biology.docx` →
 * "Lecture 03 Cell Biology", `CellBiology.pdf` → "Cell Biology". Words with capitals (DNA) keep
 * their case; a browser's " (1)" copy mark goes.
 */
export function titleFromFileName(fileName: string): string {
  // Control and bidi characters (NUL, newlines, U+202E…) never reach a title.
  const clean = fileName.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu, '').replace(/\p{Cc}/gu, ' ');
  const base = clean.split(/[\\/]/).pop() ?? '';
  let stem = base.replace(/\.[a-z0-9]{1,5}$/i, '').replace(/\s*\(\d+\)$/, '');
  if (!/[\s_\-.+]/.test(stem)) stem = stem.replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2');
  const words = stem
    .replace(/[\s_\-.+]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .map((word, i) => {
      if (/\p{Lu}/u.test(word) || !/^\p{Ll}/u.test(word)) return word;
      if (i > 0 && minorWords.has(word)) return word;
      return word[0]!.toUpperCase() + word.slice(1);
    });
  const title = words.join(' ');
  // A name with no letter or digit of its own (`.txt`, `-.pdf`, `(1).docx`) makes no title.
  return /[\p{L}\p{N}]/u.test(title) ? title : 'Untitled document';
}
