import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, errorOf } from './client.ts';
import { forgetUser } from './forget-user.ts';

// A reader's data rights (issue 34): their data as one file, and deleting their account and data.

/** The file name the server gives (Content-Disposition), or one of the same shape. */
const fileNameOf = (res: Response): string =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
  `emmaus-data-${new Date().toISOString().slice(0, 10)}.json`;

/**
 * GET /api/user/export, saved as a file: fetched with the reader's id (a plain link cannot send it),
 * then handed to the browser's download.
 */
export const downloadMyData = async (): Promise<void> => {
  const res = await apiRequest('/api/user/export');
  if (!res.ok) throw await errorOf(res, 'Your data');
  const url = URL.createObjectURL(await res.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(res);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click has handed the file over (a revoke in the same task can cancel it in some browsers).
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
};

/**
 * DELETE /api/user: everything of the reader's goes on the server, then this browser forgets them too
 * (id, unsent changes, cached data), as a sign-out does. The next request is a new anonymous reader.
 */
export const deleteMyAccount = async (queryClient: QueryClient, leave: () => void): Promise<void> => {
  const res = await apiRequest('/api/user', { method: 'DELETE' });
  if (res.status !== 204) throw await errorOf(res, 'Your account');
  // The id is forgotten before the profile is left (the page it goes to must not ask as the deleted
  // reader: that answered 401), and the profile is left before the reader's queries are reset (its
  // account-only queries, sign-in methods, would otherwise be asked again).
  await forgetUser(queryClient, leave);
};
