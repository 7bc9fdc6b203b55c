import mammoth from 'mammoth';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractionLimits, type ExtractionLimits } from './limits';
import { documentFromBlocks, type Block } from './sections';
import { checkXmlDepth } from './xml';
import { openZip, type ZipReader } from './zip';

// Pictures carry no text: an empty source keeps mammoth from base64-encoding every image into
// the output (megabytes for a slide-like handout).
const dropImages = mammoth.images.imgElement(() => Promise.resolve({ src: '' }));
// Paragraphs set as code (Word's and LibreOffice's preformatted styles, pandoc's "Source Code")
// come out as <pre>, which htmlBlocks leaves out: a program's output is no sentence to learn
// (held-out round 12: "Description-en: Commandline package manager" read as a term's meaning).
const codeStyles = ['Preformatted Text', 'HTML Preformatted', 'Source Code', 'Code', 'Plain Text'].map(
  (name) => `p[style-name='${name}'] => pre:fresh`,
);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
function decodeHtml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, entity: string) => {
    if (entity[0] !== '#') return entities[entity.toLowerCase()] ?? match;
    return String.fromCodePoint(
      entity[1] === 'x' || entity[1] === 'X' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)),
    );
  });
}

/** One line as a student reads it; lines with no letter or digit (". . ." separators) are dropped. */
function cleanLine(text: string): string {
  const line = text.replace(/[ \t\u00a0]+/g, ' ').trim();
  return /[\p{L}\p{N}]/u.test(line) ? line : '';
}

/**
 * A table's rows as ` | `-joined lines. A one-column table is a box around paragraphs, so its
 * paragraphs stay lines of their own.
 */
function tableLines(rows: string[][][]): string[] {
  if (rows.every((cells) => cells.length <= 1)) return rows.flat(2);
  return rows.map((cells) => cells.map((paragraphs) => paragraphs.join(' ')).join(' | ')).filter(Boolean);
}

/**
 * Blocks of mammoth's HTML: headings with their level (h1 … h6), paragraphs, each list as one
 * block of `- item` lines, and each table as one block of ` | `-joined rows. Links keep their
 * text, pictures, anchors and code (`<pre>`) go.
 */
export function htmlBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let listLines: string[] = [];
  let table: { rows: string[][][]; cells: string[][]; cell: string | null; nested: number } | null = null;
  let headingLevel: number | null = null;
  let text = '';
  let prefix = '';

  const endLine = () => {
    const line = cleanLine(text);
    text = '';
    if (!line) return;
    if (lists.length) listLines.push(prefix + line);
    else blocks.push({ text: line });
    prefix = '';
  };

  let code = 0;
  for (const token of html.split(/(<[^>]+>)/)) {
    const tag = /^<(\/?)([a-z][a-z0-9]*)/i.exec(token);
    if (tag?.[2]!.toLowerCase() === 'pre') {
      code += tag[1] === '/' ? -1 : 1;
      continue;
    }
    if (code > 0) continue;
    if (!tag) {
      const decoded = decodeHtml(token);
      if (table?.cell != null) table.cell += decoded;
      else if (!table) text += decoded;
      continue;
    }
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (table && name === 'table' && (!closing || table.nested > 0)) {
      // A table inside a cell: its text stays in the cell.
      table.nested += closing ? -1 : 1;
      if (table.cell != null) table.cell += '\n';
      continue;
    }
    if (table && table.nested > 0 && /^(tr|td|th)$/.test(name)) {
      if (table.cell != null) table.cell += '\n';
      continue;
    }
    if (table && name !== 'table') {
      if (name === 'tr' && !closing) table.cells = [];
      else if (name === 'tr') table.rows.push(table.cells.filter((cell) => cell.length));
      else if ((name === 'td' || name === 'th') && !closing) table.cell = '';
      else if (name === 'td' || name === 'th') {
        table.cells.push((table.cell ?? '').split('\n').map(cleanLine).filter(Boolean));
        table.cell = null;
      } else if (table.cell != null && /^(p|br|li)$/.test(name)) table.cell += '\n';
      continue;
    }
    if (/^h[1-6]$/.test(name)) {
      if (!closing) {
        endLine();
        headingLevel = Number(name[1]);
      } else {
        const heading = cleanLine(text.replace(/\n/g, ' '));
        if (heading) blocks.push({ text: heading, level: headingLevel ?? 1 });
        text = '';
        headingLevel = null;
      }
    } else if (name === 'p') endLine();
    else if (name === 'br') text += headingLevel ? ' ' : '\n';
    else if (name === 'ul' || name === 'ol') {
      endLine();
      if (!closing) lists.push({ ordered: name === 'ol', count: 0 });
      else lists.pop();
      if (closing && !lists.length && listLines.length) {
        blocks.push({ text: listLines.join('\n') });
        listLines = [];
      }
    } else if (name === 'li') {
      endLine();
      const list = lists.at(-1);
      if (!closing && list) {
        list.count += 1;
        prefix = `${'  '.repeat(lists.length - 1)}${list.ordered ? `${list.count}.` : '-'} `;
      }
    } else if (name === 'table') {
      if (!closing) {
        endLine();
        table = { rows: [], cells: [], cell: null, nested: 0 };
      } else if (table) {
        const lines = tableLines(table.rows);
        if (lines.length) blocks.push({ text: lines.join('\n') });
        table = null;
      }
    }
  }
  endLine();
  if (listLines.length) blocks.push({ text: listLines.join('\n') });
  return blocks;
}

const bodyPart = 'word/document.xml';

/**
 * The elements still open at the end of an XML prefix, outermost first: what closes it again.
 * Comments, declarations and self-closing elements open nothing.
 */
export function openElements(xml: string): string[] {
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (closing) {
      const at = open.lastIndexOf(name!);
      if (at >= 0) open.length = at;
    } else open.push(name!);
  }
  return open;
}

/**
 * A Word body too long to read whole: its first `maxBytes`, cut after the last whole paragraph
 * and closed again (`</w:body></w:document>` and whatever was open), so mammoth reads the
 * beginning of the document as a document. A document this long has more text there than a set
 * needs.
 */
async function readBodyInPart(zip: ZipReader, maxBytes: number): Promise<Uint8Array> {
  const prefix = await zip.readPrefix(bodyPart, maxBytes);
  if (!prefix) throw new Error(`no ${bodyPart} in the zip`);
  if (!prefix.cut) return prefix.content;
  const xml = Buffer.from(prefix.content).toString('utf8');
  const lastParagraph = xml.lastIndexOf('</w:p>');
  if (lastParagraph < 0) throw new UnprocessableFileError(messages.corrupt('Word'));
  const kept = xml.slice(0, lastParagraph + '</w:p>'.length);
  const closing = openElements(kept)
    .reverse()
    .map((name) => `</${name}>`)
    .join('');
  return new TextEncoder().encode(kept + closing);
}

/**
 * The zip mammoth reads the document from (its `file` input: `exists` and `read`, as its own
 * JSZip wrapper answers them), backed by the bounded zip reader: each part mammoth asks for is
 * checked for its inflated size and, for XML, its nesting before mammoth parses it. The first
 * refusal is kept, since mammoth may wrap or swallow what `read` throws.
 */
function boundedDocxFile(zip: ZipReader, limits: ExtractionLimits) {
  const state: { refusal: UnprocessableFileError | null } = { refusal: null };
  const file = {
    exists: (name: string) => zip.has(name),
    read: async (name: string, encoding?: string): Promise<string | Uint8Array> => {
      let content: Uint8Array | undefined;
      try {
        content =
          name === bodyPart && (zip.declaredSize(name) ?? 0) > limits.docxBodyBytes
            ? await readBodyInPart(zip, limits.docxBodyBytes)
            : zip.read(name);
        if (content && /\.(xml|rels)$/i.test(name)) checkXmlDepth(content, limits.xmlDepth);
      } catch (error) {
        if (error instanceof UnprocessableFileError) state.refusal ??= error;
        throw error;
      }
      if (!content) throw new Error(`no ${name} in the zip`);
      if (encoding === 'base64') return Buffer.from(content).toString('base64');
      if (encoding) return new TextDecoder(encoding).decode(content);
      return content;
    },
  };
  return { file, state };
}

/**
 * DOCX with mammoth, as HTML so headings, lists and tables survive (its Markdown output is
 * deprecated and flattens tables): every heading, of any level, starts a unit labelled with it.
 * A document written without heading styles gets its headings detected the way plain text does.
 * Mammoth reads the zip through the bounded reader, so no part inflates past the limits.
 */
export async function extractDocx(
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<ExtractedDocument> {
  let zip: ZipReader;
  try {
    zip = openZip(bytes, limits);
  } catch (error) {
    if (error instanceof UnprocessableFileError) throw error;
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  const { file, state } = boundedDocxFile(zip, limits);
  let html: string;
  try {
    // mammoth's types list only path and buffer inputs; its reader also takes an opened zip.
    const input = { file } as unknown as { buffer: Buffer };
    html = (await mammoth.convertToHtml(input, { convertImage: dropImages, styleMap: codeStyles })).value;
  } catch (error) {
    if (state.refusal) throw state.refusal;
    if (error instanceof UnprocessableFileError) throw error;
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  if (state.refusal) throw state.refusal;
  return documentFromBlocks(htmlBlocks(html));
}
