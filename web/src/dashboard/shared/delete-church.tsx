import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useNavigate } from 'react-router';
import { deleteChurch } from '../../api/church-queries.ts';
import { report } from '../../lib/report.ts';
import { useChurches } from '../church-context.tsx';

/**
 * 'Delete Church' with the confirmation of spec §8; after it the churches are refreshed and the reader
 * goes to another church's page, or to setup when this was the only one (spec §4).
 */
export const DeleteChurch = ({ churchId }: { churchId: number }) => {
  const { churches } = useChurches();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteChurch(churchId),
    onSuccess: async () => {
      const other = churches.find((c) => c.id !== churchId);
      queryClient.removeQueries({ queryKey: ['user', 'church', churchId] });
      await queryClient.refetchQueries({ queryKey: ['user', 'churches'] });
      navigate(other ? `/dashboard/${other.id}/church` : '/dashboard/setup');
    },
    // Spec §8: a failed delete is logged only; the dialog says so too, so the pastor is not left guessing.
    onError: (err) => report('Delete church failed', err),
  });
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <button type="button" className="pill-button danger">
          Delete Church
        </button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dash-overlay" />
        <AlertDialog.Content className="dash-dialog">
          <AlertDialog.Title>Delete Church</AlertDialog.Title>
          <AlertDialog.Description>
            Are you sure you want to delete this church? This action cannot be undone. You will need to start
            over with a new church URL if you want to create a new church profile.
          </AlertDialog.Description>
          {remove.isError && (
            <p className="error-text" role="alert">
              The church could not be deleted. Please try again.
            </p>
          )}
          <div className="dash-actions">
            <AlertDialog.Cancel asChild>
              <button type="button" className="pill-button">
                Cancel
              </button>
            </AlertDialog.Cancel>
            <button
              type="button"
              className="pill-button danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
};
