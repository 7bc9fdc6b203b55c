import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '@shared/uploads';
import { checkExtracted, messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractDoc } from './doc';
import { extractDocx } from './docx';
import { extractPdf } from './pdf';
import { extractPpt } from './ppt';
import { extractPptx } from './pptx';
import { extractTxt } from './txt';

type Extractor = (bytes: Uint8Array) => ExtractedDocument | Promise<ExtractedDocument>;

/** For each extension: what its bytes must look like (file-type's name; none for text) and its reader. */
const formats: Record<string, { detected: string | undefined; name: string; extract: Extractor }> = {
  pdf: { detected: 'pdf', name: 'PDF', extract: extractPdf },
  docx: { detected: 'docx', name: 'Word (.docx)', extract: extractDocx },
  doc: { detected: 'cfb', name: 'Word (.doc)', extract: extractDoc },
  pptx: { detected: 'pptx', name: 'PowerPoint (.pptx)', extract: extractPptx },
  ppt: { detected: 'cfb', name: 'PowerPoint (.ppt)', extract: extractPpt },
  txt: { detected: undefined, name: 'text', extract: extractTxt },
};

export const extractionTimeoutMs = 60_000;

/**
 * Checks the file's real type by its first bytes, extracts its text within a time bound, and
 * checks the text is real text. Every refusal is an UnprocessableFileError with a message for
 * the student.
 */
export async function extractDocument(fileName: string, bytes: Uint8Array): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw new UnprocessableFileError(messages.empty);
  const extension = extensionOf(fileName);
  const format = formats[extension];
  if (!format) throw new UnprocessableFileError(messages.unsupported);
  const hasTextBom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  const detected = extension === 'txt' && hasTextBom ? undefined : (await fileTypeFromBuffer(bytes))?.ext;
  if (detected !== format.detected) {
    throw new UnprocessableFileError(
      `This file is named .${extension} but it is not a ${format.name} file. Please upload a real .${extension} file.`,
    );
  }
  let timer: NodeJS.Timeout | undefined;
  try {
    const document = await Promise.race([
      Promise.resolve().then(() => format.extract(bytes)),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new UnprocessableFileError(messages.tooSlow)), extractionTimeoutMs);
      }),
    ]);
    return checkExtracted(document);
  } finally {
    clearTimeout(timer);
  }
}
