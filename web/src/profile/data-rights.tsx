import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { DELETE_ACCOUNT_WORD } from '../../../common/src/contracts/user-data.ts';
import { deleteMyAccount, downloadMyData } from '../api/data-rights.ts';
import { errorMessage } from '../api/error-message.ts';
import '../styles/data-rights.css';

/**
 * My Profile → Your data (issue 34): download everything Emmaus keeps about the reader, and delete
 * the account and all of it, confirmed by typing a word. The same for readers without an account.
 */
export const DataRights = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const download = useMutation({ mutationFn: downloadMyData });
  const remove = useMutation({
    mutationFn: () =>
      deleteMyAccount(queryClient, () =>
        navigate('/', { state: { flash: 'Your account and data were deleted.' } }),
      ),
  });
  const confirmed = typed.trim() === DELETE_ACCOUNT_WORD;

  return (
    <section className="data-rights" aria-labelledby="data-rights">
      <h2 id="data-rights">Your data</h2>
      <p className="muted">
        One file of everything Emmaus keeps about you: settings, highlights, notes, bookmarks, chats, studies
        and churches. <Link to="/site/privacy">What we keep and why</Link>
      </p>
      <div className="data-rights-actions">
        <button
          type="button"
          className="pill-button"
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Preparing your file...' : 'Download my data'}
        </button>
        <AlertDialog.Root onOpenChange={() => setTyped('')}>
          <AlertDialog.Trigger asChild>
            <button type="button" className="pill-button danger">
              Delete my account and data
            </button>
          </AlertDialog.Trigger>
          <AlertDialog.Portal>
            <AlertDialog.Overlay className="data-rights-overlay" />
            <AlertDialog.Content className="data-rights-dialog">
              <AlertDialog.Title>Delete your account and data?</AlertDialog.Title>
              <AlertDialog.Description>
                Your settings, highlights, notes, bookmarks, chats (shared ones too), study progress and
                church memberships will be deleted for good, and you will be signed out everywhere. This
                cannot be undone. You may want to download your data first.
              </AlertDialog.Description>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (confirmed) remove.mutate();
                }}
              >
                <label htmlFor="delete-confirm">Type {DELETE_ACCOUNT_WORD} to confirm</label>
                <input
                  id="delete-confirm"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                />
                {remove.isError && (
                  <p className="error-text" role="alert">
                    Your account could not be deleted: {errorMessage(remove.error)}
                  </p>
                )}
                <div className="data-rights-actions">
                  <AlertDialog.Cancel asChild>
                    <button type="button" className="pill-button">
                      Cancel
                    </button>
                  </AlertDialog.Cancel>
                  <button
                    type="submit"
                    className="pill-button danger"
                    disabled={!confirmed || remove.isPending}
                  >
                    {remove.isPending ? 'Deleting...' : 'Delete everything'}
                  </button>
                </div>
              </form>
            </AlertDialog.Content>
          </AlertDialog.Portal>
        </AlertDialog.Root>
      </div>
      {download.isError && (
        <p className="error-text" role="alert">
          Your data could not be downloaded: {errorMessage(download.error)}
        </p>
      )}
    </section>
  );
};
