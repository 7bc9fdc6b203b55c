import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { buttonClasses } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { signOut } from '@/lib/auth';
import { noticeState } from '@/lib/route-notices';
import { deleteAccount } from '../api/delete-account';

/**
 * 'Delete account': the student types the e-mail they signed in with to confirm. The server queues
 * the erasing (subscription, sign-in, sets, cards, reviews, files); this tab and the others sign out.
 */
export function DeleteAccountDialog({ email, open, onClose }: { email: string; open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const matches = typed.trim().toLowerCase() === email.trim().toLowerCase();

  function close() {
    if (deleting) return;
    setTyped('');
    setError(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!matches || deleting) return;
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount({ confirmEmail: typed });
    } catch (caught) {
      setDeleting(false);
      setError(
        caught instanceof ApiRequestError ? caught.message : 'Your account could not be deleted. Please try again.',
      );
      return;
    }
    // The account is being erased: its sign-in may already be gone, so signing out here only
    // has to clear this browser (and the other tabs) of it.
    await signOut().catch(() => undefined);
    navigate('/', { state: noticeState('accountDeleted'), replace: true });
  }

  return (
    <Modal open={open} onClose={close}>
      <Dialog.Title className="pr-8 text-xl font-bold">Delete your account?</Dialog.Title>
      <Dialog.Description className="mt-2 text-sm text-slate-700">
        This deletes your study sets, cards, quiz results, review history and uploaded files, cancels any subscription
        at once (no further charges), and signs you out everywhere. It cannot be undone.
      </Dialog.Description>
      <form className="mt-5" onSubmit={(event) => void submit(event)}>
        <label htmlFor="delete-account-email" className="block text-sm font-medium">
          Type <span className="font-semibold [overflow-wrap:anywhere]">{email}</span> to confirm
        </label>
        <input
          id="delete-account-email"
          type="email"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={deleting}
          className="mt-2 w-full rounded-lg border border-slate-300 px-3 py-2 focus:border-red-600 focus:ring-2 focus:ring-red-200 focus:outline-none"
        />
        {error && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses('secondary')} onClick={close} disabled={deleting}>
            Cancel
          </button>
          <button type="submit" className={buttonClasses('danger')} disabled={!matches || deleting}>
            {deleting ? 'Deleting...' : 'Delete account'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
