import { messages, UnprocessableFileError, type DocumentUnit, type ExtractedDocument } from '../../domain/document';
import { extractionLimits, type ExtractionLimits } from './limits';
import { looksLikeHeading, wordCount } from './sections';
import { mathText, plainMathLetters } from './omml';
import { checkXmlDepth, decodeXmlText } from './xml';
import { openZip, type ZipReader } from './zip';

/** Placeholders that hold the slide's number, footer or date: the same on every slide, not content. */
const skippedPlaceholders = new Set(['sldNum', 'ftr', 'dt']);
const titlePlaceholders = new Set(['title', 'ctrTitle']);

/**
 * One paragraph (<a:p>): its runs (<a:t>) and equations (<m:oMath>), with line breaks, which
 * are `<a:br/>` or, carrying the break's formatting, `<a:br><a:rPr …/></a:br>`.
 */
function paragraphText(xml: string): string {
  let text = '';
  // An equation is read whole, its structure kept as plain text ("P(A^C) = 1 − P(A)").
  for (const match of xml.matchAll(
    /<m:oMath\b[\s\S]*?<\/m:oMath>|<(a|m):t(?:\s[^>]*)?>([\s\S]*?)<\/\1:t>|<a:br\b[^>]*>/g,
  )) {
    if (match[0].startsWith('<m:oMath')) text += mathText(match[0]);
    else text += match[2] === undefined ? '\n' : decodeXmlText(match[2]);
  }
  return plainMathLetters(text);
}

/** A paragraph's lines (its line breaks start new ones), spaces tidied, empty ones left out. */
const linesOf = (paragraph: string) =>
  paragraph
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

/** A text's paragraphs, one a line (a paragraph's line breaks start new lines). */
function paragraphsOf(xml: string): string[] {
  return xml.split(/<\/a:p>/).flatMap((paragraph) => linesOf(paragraphText(paragraph)));
}

/**
 * A shape's paragraphs, nested by their outline level (`<a:pPr lvl="1">` is a sub-point of the
 * paragraph above it) when the shape has more than one level: each line then carries a bullet
 * mark, two spaces further in per level, which the analysis reads as nesting, as it does a PDF
 * page's indents. A shape of one level keeps its plain lines.
 */
function outlineOf(xml: string): string[] {
  const paragraphs = xml.split(/<\/a:p>/).map((paragraph) => ({
    level: Number(/<a:pPr\b[^>]*\blvl="(\d)"/.exec(paragraph)?.[1] ?? 0),
    lines: linesOf(paragraphText(paragraph)),
  }));
  const levels = new Set(paragraphs.filter((p) => p.lines.length).map((p) => p.level));
  if (levels.size < 2) return paragraphs.flatMap((p) => p.lines);
  // A mark typed into the text ("- Associative Arrays") is the line's mark.
  const marked = (line: string) => (/^[•▪◦●■➢►‣∙·*–-]\s/u.test(line) ? line : `• ${line}`);
  return paragraphs.flatMap((p) => p.lines.map((line) => `${'  '.repeat(p.level)}${marked(line)}`));
}

/** A table's rows as ` | `-joined lines. */
function tableRows(xml: string): string[] {
  return [...xml.matchAll(/<a:tr\b[\s\S]*?<\/a:tr>/g)]
    .map((row) =>
      [...row[0].matchAll(/<a:tc\b[\s\S]*?<\/a:tc>/g)]
        .map((cell) => paragraphsOf(cell[0]).join(' '))
        .filter(Boolean)
        .join(' | '),
    )
    .filter(Boolean);
}

interface Shape {
  role: 'title' | 'body' | 'skip';
  lines: string[];
}

/**
 * The text shapes of a slide in drawing order: shapes (<p:sp>, also inside groups) and tables.
 * For content with an alternative (an equation and its picture), only the first choice is read.
 */
function shapesOf(xml: string): Shape[] {
  const chosen = xml.replace(/<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g, '');
  return [...chosen.matchAll(/<p:sp\b[\s\S]*?<\/p:sp>|<p:graphicFrame\b[\s\S]*?<\/p:graphicFrame>/g)].map(([shape]) => {
    if (shape.startsWith('<p:graphicFrame')) return { role: 'body', lines: tableRows(shape) };
    const placeholder = /<p:ph\b[^>]*\btype="(\w+)"/.exec(shape)?.[1] ?? '';
    const role = titlePlaceholders.has(placeholder) ? 'title' : skippedPlaceholders.has(placeholder) ? 'skip' : 'body';
    return { role, lines: role === 'body' ? outlineOf(shape) : paragraphsOf(shape) };
  });
}

/**
 * A slide's title and text: the title placeholder's text (on one line), else the first line when
 * it reads as a title; the text is the other shapes' paragraphs, one a line.
 */
export function slideContent(xml: string): { heading?: string; text: string } {
  const shapes = shapesOf(xml).filter((shape) => shape.role !== 'skip' && shape.lines.length);
  const title = shapes.find((shape) => shape.role === 'title');
  const lines = shapes.filter((shape) => shape !== title).flatMap((shape) => shape.lines);
  if (title) return { heading: title.lines.join(' '), text: lines.join('\n') };
  const [outlined, ...rest] = lines;
  // A title typed as the outline's first point ("• A Story of Two Collections") is the title.
  const first = outlined?.replace(/^• /, '');
  if (first && looksLikeHeading(first) && wordCount(first) <= 15) return { heading: first, text: rest.join('\n') };
  return { text: lines.join('\n') };
}

/**
 * PPTX: a zip of slide XML files. Read slide by slide (officeparser returns one blob without
 * slide boundaries, and the sources need slide numbers), in presentation order, through the
 * bounded zip reader: every part's inflated size and nesting are checked before it is parsed.
 * Each slide is a unit "Slide N" with its title as heading.
 */
export function extractPptx(bytes: Uint8Array, limits: ExtractionLimits = extractionLimits): ExtractedDocument {
  const corrupt = () => new UnprocessableFileError(messages.corrupt('PowerPoint'));
  let zip: ZipReader;
  try {
    zip = openZip(bytes, limits);
  } catch (error) {
    if (error instanceof UnprocessableFileError) throw error;
    throw corrupt();
  }
  const read = (name: string): string | undefined => {
    try {
      const content = zip.read(name);
      if (!content) return undefined;
      checkXmlDepth(content, limits.xmlDepth);
      return Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('utf8');
    } catch (error) {
      if (error instanceof UnprocessableFileError) throw error;
      throw corrupt();
    }
  };
  const slideFiles = zip
    .names()
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((file) => Number.isInteger(file.number) && file.number > 0);
  // Presentation order comes from presentation.xml's slide id list through its relationships.
  const order = slideOrder(read);
  slideFiles.sort((a, b) => (order.get(a.name) ?? a.number) - (order.get(b.name) ?? b.number));
  const units: DocumentUnit[] = [];
  for (const [index, file] of slideFiles.entries()) {
    const { heading, text } = slideContent(read(file.name)!);
    const unit: DocumentUnit = { label: `Slide ${index + 1}`, slide: index + 1, text };
    units.push(heading ? { ...unit, heading } : unit);
  }
  if (!slideFiles.length && !zip.has('ppt/presentation.xml')) throw corrupt();
  const first = units.find((unit) => unit.heading || unit.text.trim());
  return { title: first?.heading ?? first?.text.trim().split('\n')[0] ?? null, units };
}

function slideOrder(read: (name: string) => string | undefined): Map<string, number> {
  const order = new Map<string, number>();
  const presentation = read('ppt/presentation.xml');
  const rels = read('ppt/_rels/presentation.xml.rels');
  if (!presentation || !rels) return order;
  const targets = new Map<string, string>();
  for (const match of rels.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = /Id="([^"]+)"/.exec(match[0])?.[1];
    const target = /Target="([^"]+)"/.exec(match[0])?.[1];
    if (id && target) targets.set(id, `ppt/${target.replace(/^\/?ppt\//, '')}`);
  }
  [...presentation.matchAll(/<p:sldId\b[^>]*r:id="([^"]+)"/g)].forEach((match, i) => {
    const target = targets.get(match[1]!);
    if (target) order.set(target, i + 1);
  });
  return order;
}
