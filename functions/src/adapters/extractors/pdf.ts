import { getDocumentProxy } from 'unpdf';
import { messages, UnprocessableFileError, type DocumentUnit, type ExtractedDocument } from '../../domain/document';
import { extractionLimits, type ExtractionLimits } from './limits';
import {
  bodyFontSize,
  choosePdfTitle,
  definitionLists,
  hasBrokenLigatures,
  indentBullets,
  joinAcrossPages,
  joinHyphenated,
  pageLines,
  removeRunningLines,
  repairHyphens,
  repairLigatures,
  splitPageSections,
  type PdfLine,
  type PdfTextItem,
} from './pdf-layout';
import { checkPdfStreams } from './pdf-streams';
import { printedPageNumbers } from '@shared/page-labels';

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

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;
/** A text item as unpdf's extractTextItems gives it. */
type TextItem = PdfTextItem & {
  x: number;
  y: number;
  width: number;
  height: number;
  fontFamily: string;
  dir: string;
};
interface RawTextItem {
  str?: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
  dir: string;
  hasEOL: boolean;
}
interface TextChunk {
  items: RawTextItem[];
  styles: Record<string, { fontFamily?: string }>;
}

/**
 * The text items of every page, as unpdf's extractTextItems gives them, but read one page at a
 * time and within bounds: a page keeps its first `pdfPageTextItems` items, and no page is read
 * past `pdfPages` or once the pages so far hold `textCharacters` characters (the document is cut
 * there rather than refused).
 */
async function pageTextItems(pdf: PdfDocument, limits: ExtractionLimits): Promise<TextItem[][]> {
  const pages: TextItem[][] = [];
  let characters = 0;
  const last = Math.min(pdf.numPages, limits.pdfPages);
  for (let number = 1; number <= last && characters < limits.textCharacters; number += 1) {
    const page = await pdf.getPage(number);
    const styles: TextChunk['styles'] = Object.create(null) as TextChunk['styles'];
    const items: RawTextItem[] = [];
    // Read to the end even past the limit: pdf.js (run in this thread) fails on a cancelled text
    // stream; the pre-check bounds the page's operators and the thread bounds its time.
    for await (const chunk of page.streamTextContent() as unknown as AsyncIterable<TextChunk>) {
      Object.assign(styles, chunk.styles);
      if (items.length < limits.pdfPageTextItems)
        items.push(...chunk.items.slice(0, limits.pdfPageTextItems - items.length));
    }
    const mapped = items
      .filter((item) => item.str != null)
      .map((item): TextItem => {
        const [, , c = 0, d = 0, e = 0, f = 0] = item.transform;
        return {
          str: item.str!,
          x: e,
          y: f,
          width: item.width,
          height: item.height,
          fontSize: Math.hypot(c, d),
          fontFamily: styles[item.fontName]?.fontFamily ?? '',
          dir: item.dir,
          hasEOL: item.hasEOL,
        };
      });
    for (const item of mapped) characters += item.str.length;
    pages.push(mapped);
  }
  return pages;
}

/**
 * PDF text page by page with pdf.js (through unpdf, which runs it without a worker or canvas).
 * Each page is a unit labelled "Page N" (the number the page prints, when the PDF gives one; its
 * place in the file is `page`, which the source viewer opens) with its title as heading; running
 * headers, footers and page numbers are left out. Before pdf.js reads anything its streams are
 * checked for what they decode to. A long PDF is cut rather than refused: no page past `pdfPages`, and none once the
 * pages so far hold `textCharacters` characters, is read.
 */
export async function extractPdf(
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<ExtractedDocument> {
  checkPdfStreams(bytes, limits);
  let pdf: PdfDocument;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch (error) {
    const name = (error as { name?: string }).name;
    if (name === 'PasswordException') throw new UnprocessableFileError(messages.passwordProtected);
    throw new UnprocessableFileError(messages.corrupt('PDF'));
  }
  try {
    const items = await pageTextItems(pdf, limits);
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = metadata?.info as { Title?: unknown } | undefined;
    const lines = repairLines(items.map(pageLines));
    const bodySize = bodyFontSize(lines);
    const { pages, running } = removeRunningLines(lines, bodySize);
    const joined = joinAcrossPages(pages.map(joinHyphenated));
    const labels = await pdf.getPageLabels().catch(() => null);
    const printed = printedPageNumbers(labels, pdf.numPages);
    // A page is a unit, or several when headings stand further down it: each is labelled with
    // the page, so a card's source is still where the student finds it.
    const units = joined.flatMap((lines, i): DocumentUnit[] => {
      const label = `Page ${printed?.[i] ?? i + 1}`;
      return splitPageSections(lines, bodySize).map(({ heading, body }) => {
        const text = definitionLists(body, indentBullets(body)).join('\n');
        return heading ? { label, page: i + 1, heading, text } : { label, page: i + 1, text };
      });
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
