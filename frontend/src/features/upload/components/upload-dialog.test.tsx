import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generationLimitMessage } from '@shared/uploads';
import { setAuthState } from '@/lib/session';
import { fakeJob } from '@/testing/fake-job';
import { deferred, FakeApiError, fakeApi, renderScreen } from '@/testing/render';
import type * as uploadApi from '../api/upload-file';
import { postFile, uploadErrors } from '../api/upload-file';
import { UploadDialog, type UploadDialogType } from './upload-dialog';

// The browser's upload to S3 (XMLHttpRequest with progress) is the one part replaced here; the
// Playwright journey sends real files to the local S3.
vi.mock('../api/upload-file', async (original) => ({
  ...(await original<typeof uploadApi>()),
  postFile: vi.fn(),
}));

const upload = { jobId: 'j1', upload: { url: 'http://s3.local/uploads', fields: { key: 'k' } } };
const pdf = (bytes = 2048) => new File([new Uint8Array(bytes)], 'notes.pdf', { type: 'application/pdf' });

function open(type: UploadDialogType = 'document') {
  const onClose = vi.fn();
  const onLimitReached = vi.fn();
  const view = renderScreen(<UploadDialog type={type} onClose={onClose} onLimitReached={onLimitReached} />);
  return {
    ...view,
    onClose,
    onLimitReached,
    input: () => document.querySelector<HTMLInputElement>('input[type=file]')!,
  };
}

describe('UploadDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    setAuthState({
      status: 'signedIn',
      user: { id: 'u1', email: 'ada@example.com', fullName: 'Ada Lovelace', firstName: 'Ada', imageUrl: null },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.mocked(postFile).mockReset();
  });

  it('asks a signed-out visitor to sign in first', async () => {
    const api = fakeApi({});
    setAuthState({ status: 'signedOut', user: null });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = open();
    await user.upload(input(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('You must be logged in to upload files');
    expect(api.calls).toEqual([]);
  });

  it('offers Flashcards by default and the document types with their size note', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Upload a document' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Flashcards/ })).toBeChecked();
    expect(screen.getByText('PDF, DOC, DOCX, PPT, PPTX, TXT')).toBeInTheDocument();
    expect(screen.getByText('Maximum file size: 15MB')).toBeInTheDocument();
    expect(screen.getByLabelText(/Choose a file/)).toHaveAttribute('accept', expect.stringContaining('.pptx'));
  });

  it('walks through the steps with upload progress, then succeeds and closes after 3 s', async () => {
    const uploadAnswer = deferred();
    let polls = 0;
    const api = fakeApi({
      'POST /uploads': async ({ body }) => {
        expect(body).toMatchObject({ fileName: 'notes.pdf', size: 2048, contentType: 'quiz' });
        await uploadAnswer.promise;
        return upload;
      },
      'POST /jobs/j1/start': () => fakeJob('queued', { contentType: 'quiz' }),
      'GET /jobs/j1': () =>
        ++polls < 2
          ? fakeJob('processing', { contentType: 'quiz' })
          : fakeJob('done', { contentType: 'quiz', generatedCount: 8, studySetId: 's1' }),
    });
    const sent = deferred();
    vi.mocked(postFile).mockImplementation(async (_form, file, onProgress) => {
      onProgress(1024, file.size);
      await sent.promise;
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, onClose } = open();

    await user.click(screen.getByRole('radio', { name: /Quiz/ }));
    await user.upload(input(), pdf());
    expect(await screen.findByText('Checking generation limits...')).toBeInTheDocument();
    uploadAnswer.resolve();
    expect(await screen.findByText('Reading file...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '1024');
    expect(screen.getByText('1 KB of 2 KB')).toBeInTheDocument();
    sent.resolve();
    expect(await screen.findByText('Sending to AI for processing...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('Generated 8 quiz!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', '/study/quiz/s1');
    expect(api.calls.filter((c) => c === 'GET /jobs/j1')).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(2800));
    expect(onClose).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes and opens the upgrade dialog when the server says the allowance is spent, without sending the file', async () => {
    const api = fakeApi({
      'POST /uploads': () => {
        throw new FakeApiError(403, 'limit_reached', generationLimitMessage);
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input, onClose, onLimitReached } = open();
    await user.upload(input(), pdf());
    await vi.waitFor(() => expect(onLimitReached).toHaveBeenCalledOnce());
    expect(onClose).toHaveBeenCalledOnce();
    expect(api.calls).toEqual(['POST /uploads']);
    expect(postFile).not.toHaveBeenCalled();
  });

  it('refuses a file over the limit with the spec’s message and no call', async () => {
    const api = fakeApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = open();
    await user.upload(input(), pdf(16 * 1024 * 1024 + 1000));
    expect(await screen.findByRole('alert')).toHaveTextContent('File size (16.0MB) exceeds the 15MB limit');
    expect(api.calls).toEqual([]);
  });

  it('shows a failed job’s message in red and is ready for another file', async () => {
    fakeApi({
      'POST /uploads': () => upload,
      'POST /jobs/j1/start': () => fakeJob('queued'),
      'GET /jobs/j1': () =>
        fakeJob('failed', { error: 'This PDF has no text we can read. Upload a PDF with selectable text.' }),
    });
    vi.mocked(postFile).mockResolvedValue();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = open();
    await user.upload(input(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This PDF has no text we can read. Upload a PDF with selectable text.',
    );
    expect(screen.getByText('Drag a file here, or click to choose one')).toBeInTheDocument();
  });

  it('says what to do when the upload is interrupted', async () => {
    fakeApi({ 'POST /uploads': () => upload });
    vi.mocked(postFile).mockRejectedValue(new Error(uploadErrors.network));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { input } = open();
    await user.upload(input(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent(uploadErrors.network);
  });

  it('simulates the YouTube path: Processing..., then Complete! for 2 s, with no call', async () => {
    const api = fakeApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    open('youtube');
    const button = screen.getByRole('button', { name: 'Extract Content' });
    expect(button).toBeDisabled();
    await user.type(screen.getByRole('textbox'), 'https://www.youtube.com/watch?v=abc');
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Complete!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByRole('button', { name: 'Extract Content' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
