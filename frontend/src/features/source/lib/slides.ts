import JSZip from 'jszip';

/**
 * The paragraphs of slide `number` (1-based, in presentation order, as the worker numbers them) of
 * a .pptx; null when there is no such slide.
 */
export async function slideParagraphs(bytes: ArrayBuffer, number: number): Promise<string[] | null> {
  const zip = await JSZip.loadAsync(bytes);
  const read = (name: string) => zip.file(name)?.async('string');
  const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml');
  const [presentation, rels] = await Promise.all([
    read('ppt/presentation.xml'),
    read('ppt/_rels/presentation.xml.rels'),
  ]);
  let slideFiles: string[] = [];
  if (presentation && rels) {
    const targets = new Map<string, string>();
    for (const rel of Array.from(parse(rels).getElementsByTagName('Relationship')))
      targets.set(rel.getAttribute('Id') ?? '', `ppt/${(rel.getAttribute('Target') ?? '').replace(/^\/?ppt\//, '')}`);
    slideFiles = Array.from(parse(presentation).getElementsByTagName('p:sldId'))
      .map((node) => targets.get(node.getAttribute('r:id') ?? '') ?? '')
      .filter(Boolean);
  }
  if (!slideFiles.length)
    slideFiles = Object.keys(zip.files)
      .filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name))
      .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]));
  const file = slideFiles[number - 1];
  const xml = file ? await read(file) : undefined;
  if (!xml) return null;
  return Array.from(parse(xml).getElementsByTagName('a:p'))
    .map((p) =>
      Array.from(p.getElementsByTagName('a:t'))
        .map((t) => t.textContent ?? '')
        .join(''),
    )
    .filter((text) => text.trim());
}
