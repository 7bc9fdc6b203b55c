import { extractTextItems, getDocumentProxy } from 'unpdf';
import { messages, UnprocessableFileError, type DocumentUnit, type ExtractedDocument } from '../../domain/document';
import {
  bodyFontSize,
  choosePdfTitle,
  hasBrokenLigatures,
  joinHyphenated,
  pageLines,
  removeRunningLines,
  repairHyphens,
  repairLigatures,
  splitPageHeading,
  type PdfLine,
} from './pdf-layout';

// pdf.js 5 calls Promise.try (Node 22.10+); the local stack runs on Node 20. Same semantics.
const promiseWithTry = Promise as PromiseConstructor & {
  try?: (fn: (...a: unknown[]) => unknown, ...args: unknown[]) => Promise<unknown>;
};
promiseWithTry.try ??= (fn, ...args) => new Promise((resolve) => resolve(fn(...args)));

/** Characters fixed line by line: hyphen look-alikes always, ligatures when the file has broken ones. */
function repairLines(pages: PdfLine[][]): PdfLine[][] {
  const ligatures = hasBrokenLigatures(
    pages
      .flat()
      .map((line) => line.text)
      .join('\n'),
  );
  const repair = (text: string) => (ligatures ? repairLigatures(repairHyphens(text)) : repairHyphens(text));
  return pages.map((lines) => lines.map((line) => ({ ...line, text: repair(line.text), plain: repair(line.plain) })));
}

/**
 * PDF text page by page with pdf.js (through unpdf, which runs it without a worker or canvas).
 * Each page is a unit labelled "Page N" with its title as heading; running headers, footers and
 * page numbers are left out.
 */
export async function extractPdf(bytes: Uint8Array): Promise<ExtractedDocument> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new UnprocessableFileError(messages.passwordProtected);
    throw new UnprocessableFileError(messages.corrupt('PDF'));
  }
  try {
    const { items } = await extractTextItems(pdf);
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = metadata?.info as { Title?: unknown } | undefined;
    const lines = repairLines(items.map(pageLines));
    const bodySize = bodyFontSize(lines);
    const { pages, running } = removeRunningLines(lines, bodySize);
    const joined = pages.map(joinHyphenated);
    const units = joined.map((lines, i): DocumentUnit => {
      const { heading, body } = splitPageHeading(lines, bodySize);
      const text = body.map((line) => line.text).join('\n');
      return heading
        ? { label: `Page ${i + 1}`, page: i + 1, heading, text }
        : { label: `Page ${i + 1}`, page: i + 1, text };
    });
    const metadataTitle = typeof info?.Title === 'string' ? info.Title : undefined;
    return { title: choosePdfTitle(metadataTitle, joined[0] ?? [], bodySize, running), units };
  } catch (error) {
    if (error instanceof UnprocessableFileError) throw error;
    throw new UnprocessableFileError(messages.corrupt('PDF'));
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
