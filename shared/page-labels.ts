/** "37", "iv", "A-3": a number, a roman numeral, or a short prefix and a number ("Cover" is not). */
const pageNumber = /^(?:\p{L}{0,3}[.–-]?\d{1,5}|[ivxlcdm]{1,8}|[IVXLCDM]{1,8})$/u;

/**
 * The numbers a PDF's pages print, from its page labels (pdf.js `getPageLabels`), when they say
 * more than each page's place in the file: a deck that does not count its title slides prints
 * "37" on its 48th page, and a student looks for 37. Null when there are no labels, when one is
 * not a page number, or when they are simply 1, 2, 3 … The worker cites pages by these, and the
 * source viewer shows them beside the page's place in the file.
 */
export function printedPageNumbers(labels: (string | null)[] | null, pageCount: number): string[] | null {
  if (!labels || labels.length !== pageCount) return null;
  if (!labels.every((label) => pageNumber.test(label ?? ''))) return null;
  return labels.some((label, i) => label !== String(i + 1)) ? (labels as string[]) : null;
}
