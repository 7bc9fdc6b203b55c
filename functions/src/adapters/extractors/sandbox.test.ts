import { constants, deflateRawSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { messages, UnprocessableFileError } from '../../domain/document';
import { extractInThisThread } from './extract';
import { extractionLimits } from './limits';
import { extractInThread, lastExtractionMemory } from './sandbox';

const MB = 1024 * 1024;

async function lecture() {
  const children = ['Enzymes', 'Enzymes are proteins that speed up chemical reactions in cells.'].map(
    (text) => new Paragraph(text),
  );
  return new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children }] })));
}

/** A presentation whose one slide keeps the slide reader's patterns busy for minutes. */
async function slowPresentation() {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<Types><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/></Types>',
  );
  zip.file(
    'ppt/slides/slide1.xml',
    `<p:sld><p:cSld><p:spTree>${'<p:sp/>'.repeat(300_000)}</p:spTree></p:cSld></p:sld>`,
  );
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}

/**
 * A one-page PDF whose content stream inflates to `megabytes` MB, labelled as an image so the
 * stream check passes it: only the thread's memory watch can stop pdf.js reading it whole.
 */
function pdfWithHiddenBomb(megabytes: number) {
  const chunk = deflateRawSync(Buffer.from('0 0 m 10 10 l S\n'.repeat(MB / 16)), {
    finishFlush: constants.Z_FULL_FLUSH,
  });
  const data = Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => chunk),
    Buffer.from([3, 0]),
  ]);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Count 1 /Kids [3 0 R] >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let offset = parts[0]!.length;
  const push = (part: Buffer) => {
    parts.push(part);
    offset += part.length;
  };
  objects.forEach((object, i) => {
    offsets.push(offset);
    push(Buffer.from(`${i + 1} 0 obj\n${object}\nendobj\n`));
  });
  offsets.push(offset);
  push(Buffer.from(`4 0 obj\n<< /Subtype /Image /Filter /FlateDecode /Length ${data.length} >>\nstream\n`));
  push(data);
  push(Buffer.from('\nendstream\nendobj\n'));
  const xref = `xref\n0 5\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  push(Buffer.from(`${xref}trailer\n<< /Size 5 /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

describe('extractInThread', () => {
  it('gives what the extraction gives in this thread', async () => {
    const bytes = await lecture();

    expect(await extractInThread('lecture.docx', bytes)).toEqual(await extractInThisThread('lecture.docx', bytes));
  }, 30_000);

  it('passes the file’s refusal on as it is', async () => {
    await expect(extractInThread('notes.pdf', new TextEncoder().encode('not a pdf at all'))).rejects.toEqual(
      new UnprocessableFileError('This file is named .pdf but it is not a PDF file. Please upload a real .pdf file.'),
    );
  }, 30_000);

  it('terminates an extraction that runs past its time, and the next one still works', async () => {
    await expect(
      extractInThread('slides.pptx', await slowPresentation(), { ...extractionLimits, timeoutMs: 1_500 }),
    ).rejects.toEqual(new UnprocessableFileError(messages.tooSlow));
    expect((await extractInThread('lecture.docx', await lecture())).title).toBe('Enzymes');
  }, 30_000);

  it('terminates an extraction whose memory grows past its budget, outside the heap too', async () => {
    const limits = { ...extractionLimits, memoryBudgetMb: 200 };

    await expect(extractInThread('report.pdf', pdfWithHiddenBomb(400), limits)).rejects.toEqual(
      new UnprocessableFileError(messages.expandsTooMuch),
    );
    const memory = lastExtractionMemory()!;
    expect(memory.peakRssMb - memory.startRssMb).toBeLessThan(200 + 100);
  }, 60_000);

  it('ends a thread that runs out of heap with the same message', async () => {
    const text = `${'Enzymes are proteins that speed up chemical reactions in cells. '.repeat(20)}\n\n`.repeat(8_000);
    const limits = { ...extractionLimits, heapMb: 64, textCharacters: 50 * MB };

    await expect(extractInThread('notes.txt', new TextEncoder().encode(text), limits)).rejects.toEqual(
      new UnprocessableFileError(messages.expandsTooMuch),
    );
  }, 60_000);
});
