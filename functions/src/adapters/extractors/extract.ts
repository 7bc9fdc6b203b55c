import { fileTypeFromBuffer } from 'file-type';
import { extensionOf } from '@shared/uploads';
import { checkExtracted, messages, UnprocessableFileError, type ExtractedDocument } from '../../domain/document';
import { extractDoc } from './doc';
import { extractDocx } from './docx';
import { capDocument, extractionLimits, type ExtractionLimits } from './limits';
import { extractPdf } from './pdf';
import { extractPpt } from './ppt';
import { extractPptx } from './pptx';
import { extractTxt } from './txt';
import { checkTypeDetectionEntries } from './zip';

type Extractor = (bytes: Uint8Array, limits: ExtractionLimits) => ExtractedDocument | Promise<ExtractedDocument>;

/** For each extension: what its bytes must look like (file-type's name; none for text) and its reader. */
export const formats: Record<string, { detected: string | undefined; name: string; kind: string; extract: Extractor }> =
  {
    pdf: { detected: 'pdf', name: 'PDF', kind: 'PDF', extract: extractPdf },
    docx: { detected: 'docx', name: 'Word (.docx)', kind: 'Word', extract: extractDocx },
    doc: { detected: 'cfb', name: 'Word (.doc)', kind: 'Word', extract: extractDoc },
    pptx: { detected: 'pptx', name: 'PowerPoint (.pptx)', kind: 'PowerPoint', extract: extractPptx },
    ppt: { detected: 'cfb', name: 'PowerPoint (.ppt)', kind: 'PowerPoint', extract: extractPpt },
    txt: { detected: undefined, name: 'text', kind: 'text', extract: extractTxt },
  };

const zipSignature = [0x50, 0x4b, 0x03, 0x04];

/**
 * The file's real type by its first bytes, as file-type names it. A zip's type entry is inflated
 * with a limit first (file-type inflates it whole); a zip named as anything but DOCX or PPTX is
 * mislabelled whatever it holds, so it is not opened at all.
 */
async function detectedType(extension: string, bytes: Uint8Array): Promise<string | undefined> {
  const format = formats[extension]!;
  const hasTextBom = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (extension === 'txt' && hasTextBom) return undefined;
  if (zipSignature.every((byte, i) => bytes[i] === byte)) {
    if (format.detected !== 'docx' && format.detected !== 'pptx') return 'zip';
    try {
      checkTypeDetectionEntries(bytes);
    } catch (error) {
      if (error instanceof UnprocessableFileError) throw error;
      throw new UnprocessableFileError(messages.corrupt(format.kind));
    }
  }
  try {
    return (await fileTypeFromBuffer(bytes))?.ext;
  } catch {
    return 'unreadable';
  }
}

/**
 * Everything one extraction does, in the thread it runs in: the real type by the first bytes,
 * the text within the limits, then the check that it is real text. Every refusal is an
 * UnprocessableFileError with a message for the student.
 */
export async function extractInThisThread(
  fileName: string,
  bytes: Uint8Array,
  limits: ExtractionLimits = extractionLimits,
): Promise<ExtractedDocument> {
  if (bytes.length === 0) throw new UnprocessableFileError(messages.empty);
  const extension = extensionOf(fileName);
  const format = formats[extension];
  if (!format) throw new UnprocessableFileError(messages.unsupported);
  const detected = await detectedType(extension, bytes);
  if (detected !== format.detected) {
    throw new UnprocessableFileError(
      `This file is named .${extension} but it is not a ${format.name} file. Please upload a real .${extension} file.`,
    );
  }
  const document = await format.extract(bytes, limits);
  return checkExtracted(capDocument(document, limits.textCharacters));
}
