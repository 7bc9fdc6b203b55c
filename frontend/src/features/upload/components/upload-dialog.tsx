import * as Dialog from '@radix-ui/react-dialog';
import { Modal } from '@/components/ui/modal';
import { dialogCopy, type UploadDialogType } from '../lib/dialog-copy';
import { FileForm } from './file-form';
import { YouTubeForm } from './youtube-form';

export type { UploadDialogType };
export { autoCloseMs } from './success-view';

/**
 * The upload dialog (spec §2, §4): choose flashcards or a quiz, drop or pick one file, follow the
 * steps. Closes by itself 3 s after success; a spent allowance opens the upgrade dialog.
 */
export function UploadDialog({
  type,
  onClose,
  onLimitReached,
}: {
  type: UploadDialogType | null;
  onClose: () => void;
  onLimitReached: () => void;
}) {
  return (
    <Modal open={type !== null} onClose={onClose} className="max-w-lg p-6">
      {type && <UploadDialogBody key={type} type={type} onClose={onClose} onLimitReached={onLimitReached} />}
    </Modal>
  );
}

function UploadDialogBody({
  type,
  onClose,
  onLimitReached,
}: {
  type: UploadDialogType;
  onClose: () => void;
  onLimitReached: () => void;
}) {
  const text = dialogCopy[type];
  return (
    <>
      <Dialog.Title className="text-xl font-bold">{text.title}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-600">{text.subtitle}</Dialog.Description>
      {type === 'youtube' ? (
        <YouTubeForm />
      ) : (
        <FileForm type={type} onClose={onClose} onLimitReached={onLimitReached} />
      )}
    </>
  );
}
