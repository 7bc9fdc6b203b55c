import CFB from 'cfb';
import { messages, UnprocessableFileError, type DocumentUnit, type ExtractedDocument } from '../../domain/document';

// Record types of the PowerPoint 97-2003 binary format ([MS-PPT] 2.13.24).
const SLIDE_LIST_WITH_TEXT = 0x0ff0;
const SLIDE_PERSIST_ATOM = 0x03f3;
const SLIDE_CONTAINER = 0x03ee;
const TEXT_CHARS_ATOM = 0x0fa0; // UTF-16LE
const TEXT_BYTES_ATOM = 0x0fa8; // one byte a character (Latin-1)
const TEXT_HEADER_ATOM = 0x0f9f; // what the text after it is: title, body, notes …
const TITLE_TEXT_TYPES = new Set([0 /* title */, 6 /* centre title */]);
const SKIPPED_CONTAINERS = new Set([0x03f8 /* main master */, 0x03f0 /* notes */, 0x0fc9 /* handout */]);

interface SlideText {
  text: string;
  isTitle: boolean;
}

interface RecordHeader {
  version: number;
  instance: number;
  type: number;
  length: number;
}

function header(view: DataView, offset: number): RecordHeader {
  const verInst = view.getUint16(offset, true);
  return {
    version: verInst & 0x0f,
    instance: verInst >> 4,
    type: view.getUint16(offset + 2, true),
    length: view.getUint32(offset + 4, true),
  };
}

function atomText(bytes: Uint8Array, record: RecordHeader, offset: number): string {
  const body = bytes.subarray(offset + 8, offset + 8 + record.length);
  const text =
    record.type === TEXT_CHARS_ATOM ? new TextDecoder('utf-16le').decode(body) : new TextDecoder('latin1').decode(body);
  // PowerPoint ends paragraphs with a carriage return and uses \v for line breaks.
  return text.replace(/[\r\v]/g, '\n');
}

/**
 * Legacy .ppt: no package on npm reads its text, so this walks the records of the
 * "PowerPoint Document" stream (read from the compound file with cfb). Text comes from the slide
 * list (placeholders, grouped by SlidePersistAtom) and from each slide's own drawing (text boxes).
 */
export function extractPpt(bytes: Uint8Array): ExtractedDocument {
  let stream: Uint8Array;
  try {
    const container = CFB.read(Buffer.from(bytes), { type: 'buffer' });
    const entry = CFB.find(container, 'PowerPoint Document');
    if (!entry?.content) throw new Error('no PowerPoint Document stream');
    stream = entry.content instanceof Uint8Array ? entry.content : Uint8Array.from(entry.content as number[]);
  } catch {
    throw new UnprocessableFileError(messages.corrupt('PowerPoint'));
  }
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength);
  const listed: SlideText[][] = [];
  const drawn: SlideText[][] = [];
  let isTitle = false;

  function walk(start: number, end: number, context: { inList: boolean; slide: SlideText[] | null }) {
    let offset = start;
    while (offset + 8 <= end) {
      const record = header(view, offset);
      const next = offset + 8 + record.length;
      if (next > end || record.length > stream.length) throw new UnprocessableFileError(messages.corrupt('PowerPoint'));
      if (record.version === 0x0f) {
        if (SKIPPED_CONTAINERS.has(record.type)) {
          // Masters, notes and handouts hold template text, not the lecture.
        } else if (record.type === SLIDE_LIST_WITH_TEXT) {
          if (record.instance === 0) walk(offset + 8, next, { inList: true, slide: null });
        } else if (record.type === SLIDE_CONTAINER) {
          const slide: SlideText[] = [];
          drawn.push(slide);
          walk(offset + 8, next, { inList: false, slide });
        } else {
          walk(offset + 8, next, context);
        }
      } else if (record.type === SLIDE_PERSIST_ATOM && context.inList) {
        listed.push([]);
      } else if (record.type === TEXT_HEADER_ATOM && record.length >= 4) {
        isTitle = TITLE_TEXT_TYPES.has(view.getUint32(offset + 8, true));
      } else if (record.type === TEXT_CHARS_ATOM || record.type === TEXT_BYTES_ATOM) {
        const text = { text: atomText(stream, record, offset), isTitle };
        if (context.inList) listed.at(-1)?.push(text);
        else context.slide?.push(text);
        isTitle = false;
      }
      offset = next;
    }
  }

  try {
    walk(0, stream.length, { inList: false, slide: null });
  } catch (error) {
    if (error instanceof UnprocessableFileError) throw error;
    throw new UnprocessableFileError(messages.corrupt('PowerPoint'));
  }
  const count = Math.max(listed.length, drawn.length);
  const units: DocumentUnit[] = [];
  for (let i = 0; i < count; i += 1) units.push(slideUnit(i + 1, [...(listed[i] ?? []), ...(drawn[i] ?? [])]));
  const first = units.find((unit) => unit.heading || unit.text.trim());
  return { title: first?.heading ?? first?.text.trim().split('\n')[0] ?? null, units };
}

/**
 * A slide's unit: its title is the text marked as a title (TextHeaderAtom), else its first line;
 * the same text from the slide list and the drawing is kept once.
 */
function slideUnit(number: number, texts: SlideText[]): DocumentUnit {
  const pieces: SlideText[] = [];
  for (const piece of texts) {
    const seen = pieces.find((p) => p.text === piece.text);
    if (seen) seen.isTitle ||= piece.isTitle;
    else pieces.push({ ...piece });
  }
  const lines = pieces.flatMap((piece) =>
    piece.text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => ({ text: line, isTitle: piece.isTitle })),
  );
  const titled = lines.filter((line) => line.isTitle);
  const heading = titled.length ? titled.map((line) => line.text).join(' ') : lines[0]?.text;
  const body = titled.length ? lines.filter((line) => !line.isTitle) : lines.slice(1);
  const unit: DocumentUnit = {
    label: `Slide ${number}`,
    slide: number,
    text: body.map((line) => line.text).join('\n'),
  };
  return heading ? { ...unit, heading } : unit;
}
