/** A generation job as GET /api/jobs/{id} answers it, for the upload tests' fake API. */
export const fakeJob = (status: string, extra: Record<string, unknown> = {}) => ({
  jobId: 'j1',
  status,
  step: null,
  contentType: 'flashcards',
  fileName: 'notes.pdf',
  generatedCount: null,
  studySetId: null,
  error: null,
  ...extra,
});
