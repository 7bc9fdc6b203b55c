import JSZip from 'jszip';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decodeXml(text: string) {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (match, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X')) return String.fromCodePoint(parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(parseInt(entity.slice(1), 10));
    return entities[entity] ?? match;
  });
}

/** The text of one slide's XML: runs (<a:t>) joined, one line per paragraph (<a:p>). */
function slideText(xml: string): string {
  return xml
    .split(/<\/a:p>/)
    .map((paragraph) =>
      [...paragraph.matchAll(/<a:t(?:\s[^>]*)?>([\s\S]*?)<\/a:t>/g)].map((m) => decodeXml(m[1]!)).join(''),
    )
    .filter((line) => line.trim())
    .join('\n');
}

/**
 * PPTX: a zip of slide XML files. Read with JSZip slide by slide (officeparser returns one blob
 * without slide boundaries, and the sources need slide numbers), in presentation order.
 */
export async function extractPptx(bytes: Uint8Array): Promise<ExtractedDocument> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new UnprocessableFileError(messages.corrupt('PowerPoint'));
  }
  const slideFiles = Object.keys(zip.files)
    .map((name) => ({ name, number: Number(/^ppt\/slides\/slide(\d+)\.xml$/.exec(name)?.[1]) }))
    .filter((file) => Number.isInteger(file.number) && file.number > 0);
  // Presentation order comes from presentation.xml's slide id list through its relationships.
  const order = await slideOrder(zip);
  slideFiles.sort((a, b) => (order.get(a.name) ?? a.number) - (order.get(b.name) ?? b.number));
  const units: ExtractedDocument['units'] = [];
  for (const [index, file] of slideFiles.entries()) {
    const xml = await zip.file(file.name)!.async('string');
    units.push({ label: `Slide ${index + 1}`, slide: index + 1, text: slideText(xml) });
  }
  if (!slideFiles.length && !zip.file('ppt/presentation.xml'))
    throw new UnprocessableFileError(messages.corrupt('PowerPoint'));
  const title = units.find((unit) => unit.text.trim())?.text.split('\n')[0] ?? null;
  return { title, units };
}

async function slideOrder(zip: JSZip): Promise<Map<string, number>> {
  const order = new Map<string, number>();
  const presentation = await zip.file('ppt/presentation.xml')?.async('string');
  const rels = await zip.file('ppt/_rels/presentation.xml.rels')?.async('string');
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
