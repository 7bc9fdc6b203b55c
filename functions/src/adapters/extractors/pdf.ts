import { extractText, getDocumentProxy } from 'unpdf';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';

// pdf.js 5 calls Promise.try (Node 22.10+); the local stack runs on Node 20. Same semantics.
const promiseWithTry = Promise as PromiseConstructor & {
  try?: (fn: (...a: unknown[]) => unknown, ...args: unknown[]) => Promise<unknown>;
};
promiseWithTry.try ??= (fn, ...args) => new Promise((resolve) => resolve(fn(...args)));

/** PDF text page by page with pdf.js (through unpdf, which runs it without a worker or canvas). */
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
    const { text } = await extractText(pdf, { mergePages: false });
    const metadata = await pdf.getMetadata().catch(() => undefined);
    const info = metadata?.info as { Title?: string } | undefined;
    const pages = text as string[];
    const firstLine =
      pages
        .find((page) => page.trim())
        ?.trim()
        .split('\n')[0]
        ?.trim() ?? null;
    return {
      title: info?.Title?.trim() || (firstLine && firstLine.length <= 120 ? firstLine : null),
      units: pages.map((pageText, i) => ({ label: `Page ${i + 1}`, page: i + 1, text: pageText })),
    };
  } catch (error) {
    if (error instanceof UnprocessableFileError) throw error;
    throw new UnprocessableFileError(messages.corrupt('PDF'));
  } finally {
    await pdf.destroy().catch(() => undefined);
  }
}
