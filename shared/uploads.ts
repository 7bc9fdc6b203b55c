/** What can be uploaded, and how large (spec §5, §9). */
export const contentTypes = ['flashcards', 'quiz'] as const;
export type ContentType = (typeof contentTypes)[number];

export const audioExtensions = ['mp3', 'wav', 'm4a', 'aac'] as const;
export const documentExtensions = ['pdf', 'doc', 'docx', 'ppt', 'pptx', 'txt'] as const;
export type AudioExtension = (typeof audioExtensions)[number];
export type DocumentExtension = (typeof documentExtensions)[number];

export type UploadKind = 'audio' | 'document' | 'other';

/** Recordings up to this long are transcribed (the 25 MB limit holds about 50 min at 64 kbit/s). */
export const maxAudioMinutes = 45;

const MB = 1024 * 1024;
/** Size limits in whole MB by kind: audio 25, document 15, anything else 10. */
export const sizeLimitMb: Record<UploadKind, number> = { audio: 25, document: 15, other: 10 };

/**
 * Bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the LRM/RLM marks
 * (U+200E/F) and the Arabic letter mark (U+061C): they can make `report\u202Efdp.exe` read as
 * `reportexe.pdf`.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * A file name as we store and show it: control characters (NUL, newlines, DEL, C1) and bidi
 * controls removed, a run of whitespace controls (tab, newline) turned into one space, trimmed.
 */
export function cleanFileName(fileName: string): string {
  return fileName
    .replace(bidiControls, '')
    .replace(/\p{Cc}+/gu, (run) => (/\s/.test(run) ? ' ' : ''))
    .trim();
}

export function extensionOf(fileName: string): string {
  const match = /\.([a-z0-9]+)$/i.exec(fileName.trim());
  return match ? match[1]!.toLowerCase() : '';
}

export function uploadKind(fileName: string): UploadKind {
  const extension = extensionOf(fileName);
  if ((audioExtensions as readonly string[]).includes(extension)) return 'audio';
  if ((documentExtensions as readonly string[]).includes(extension)) return 'document';
  return 'other';
}

export function sizeLimitBytes(kind: UploadKind): number {
  return sizeLimitMb[kind] * MB;
}

/** The spec's wording (§8): 'File size (X.XMB) exceeds the {limit}MB limit'. */
export function fileTooLargeMessage(sizeBytes: number, kind: UploadKind): string {
  return `File size (${(sizeBytes / MB).toFixed(1)}MB) exceeds the ${sizeLimitMb[kind]}MB limit`;
}

export const generationLimitMessage =
  'Generation limit reached for this month. Upgrade your plan to create more study sets.';

/** The upload dialog's step texts (spec §4). */
export const steps = {
  checking: 'Checking generation limits...',
  reading: 'Reading file...',
  generating: 'Sending to AI for processing...',
} as const;
