import type { QueryClient } from '@tanstack/react-query';
import { buildApkg } from '@shared/export/anki';
import { buildCsv } from '@shared/export/csv';
import { EmptyExportError, exportFileName } from '@shared/export/items';
import { buildQuizlet } from '@shared/export/quizlet';
import type { StudySet } from '@shared/api/study-sets';
import { getFlashcardsQueryOptions } from '@/api/study-sets/get-flashcards';
import { getQuizQuestionsQueryOptions } from '@/api/study-sets/get-quiz-questions';
import { saveFile } from './download';
import { setExportMessage } from './export-status';
import { loadSqlJs } from './sql';

export const exportFormats = [
  { id: 'anki', label: 'Anki (.apkg)' },
  { id: 'csv', label: 'CSV' },
  { id: 'quizlet', label: 'Quizlet' },
] as const;
export type ExportFormat = (typeof exportFormats)[number]['id'];

/** The set's items, from the cache the study screens fill (same keys), or fetched. */
async function itemsOf(client: QueryClient, set: Pick<StudySet, '_id' | 'contentType'>) {
  if (set.contentType === 'quiz') return client.fetchQuery(getQuizQuestionsQueryOptions(set._id));
  return client.fetchQuery(getFlashcardsQueryOptions(set._id));
}

/** Builds the export in the browser (no server cost) and saves it; a problem goes to <ExportStatus>. */
export async function runExport(
  client: QueryClient,
  set: Pick<StudySet, '_id' | 'contentType' | 'title'>,
  format: ExportFormat,
) {
  setExportMessage(null);
  try {
    const items = await itemsOf(client, set);
    const exportSet = { title: set.title, items };
    if (format === 'csv') saveFile(buildCsv(exportSet), exportFileName(set.title, 'csv'), 'text/csv;charset=utf-8');
    else if (format === 'quizlet')
      saveFile(buildQuizlet(exportSet), exportFileName(set.title, 'txt'), 'text/plain;charset=utf-8');
    else {
      if (!items.length) throw new EmptyExportError();
      const bytes = await buildApkg(await loadSqlJs(), exportSet);
      saveFile(bytes as Uint8Array<ArrayBuffer>, exportFileName(set.title, 'apkg'), 'application/apkg');
    }
  } catch (error) {
    console.error('Export failed', error);
    setExportMessage(
      error instanceof EmptyExportError || (error as { code?: string }).code
        ? (error as Error).message
        : 'We could not build that export. Please try again.',
    );
  }
}
