import mammoth from 'mammoth';
import { messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';

// mammoth exports convertToMarkdown (lib/index.js) but its types leave it out.
const { convertToMarkdown } = mammoth as unknown as {
  convertToMarkdown(input: { buffer: Buffer }): Promise<{ value: string }>;
};

/**
 * DOCX with mammoth, as Markdown so headings survive: each top-level heading starts a section,
 * and the first heading is the title.
 */
export async function extractDocx(bytes: Uint8Array): Promise<ExtractedDocument> {
  let markdown: string;
  try {
    // convertToMarkdown is the one mammoth output that keeps heading levels as plain text.
    markdown = (await convertToMarkdown({ buffer: Buffer.from(bytes) })).value;
  } catch {
    throw new UnprocessableFileError(messages.corrupt('Word'));
  }
  const clean = (line: string) => line.replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1').replace(/__|\*\*/g, '');
  const units: ExtractedDocument['units'] = [];
  let title: string | null = null;
  let current: string[] = [];
  const flush = () => {
    if (current.join('').trim()) units.push({ label: `Section ${units.length + 1}`, text: current.join('\n') });
    current = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = clean(raw);
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      title ??= heading[2]!.trim();
      if (heading[1]!.length <= 2) flush();
      current.push(heading[2]!.trim());
    } else {
      current.push(line);
    }
  }
  flush();
  return { title, units };
}
