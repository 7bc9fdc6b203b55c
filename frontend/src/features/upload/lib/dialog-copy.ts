import { audioExtensions, documentExtensions, maxAudioMinutes, sizeLimitMb } from '@shared/uploads';

export type UploadDialogType = 'audio' | 'document' | 'youtube';

/** The upload dialog's title, subtitle, accepted types and size note, by type (spec §2). */
export const dialogCopy = {
  audio: {
    title: 'Upload audio',
    subtitle: 'Turn a lecture recording into study material.',
    types: audioExtensions,
    sizeNote: `Maximum file size: ${sizeLimitMb.audio}MB · recordings up to ${maxAudioMinutes} minutes (the longest lecture we transcribe)`,
  },
  document: {
    title: 'Upload a document',
    subtitle: 'Turn your notes, readings and slides into study material.',
    types: documentExtensions,
    sizeNote: `Maximum file size: ${sizeLimitMb.document}MB`,
  },
  youtube: {
    title: 'YouTube video',
    subtitle: 'Paste a link to a lecture on YouTube.',
    types: [] as readonly string[],
    sizeNote: '',
  },
} as const;

/** The file picker's accept filter (spec §5): MIME types with their extensions. */
const mimeTypes: Record<string, string> = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  m4a: 'audio/mp4',
  aac: 'audio/aac',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
};

export const acceptFor = (type: UploadDialogType) =>
  Object.fromEntries(dialogCopy[type].types.map((ext) => [mimeTypes[ext]!, [`.${ext}`]]));
