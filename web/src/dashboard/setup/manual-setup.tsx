import type { Church } from '../../../../common/src/contracts/churches.ts';
import { ChurchForm } from '../shared/church-form.tsx';

/**
 * Manual setup (issue 36): where every failed analysis leads, and the way on for a church with no
 * website at all. The profile form of the review step, empty but for the address that was tried;
 * saving creates the church (the publisher its owner).
 */
export const ManualSetup = ({
  website,
  onCreated,
  onTryAnother,
}: {
  /** The address that was tried, kept in the form (the publisher may clear it). */
  website: string;
  onCreated: (church: Church) => void;
  onTryAnother: () => void;
}) => (
  <section className="dash-result dash-manual" aria-labelledby="manual-title">
    <h2 id="manual-title">Set up your church</h2>
    <p className="muted">
      Fill in your church's details. Only the name is required, and you can always edit them later from the
      dashboard.
    </p>
    <ChurchForm
      church={null}
      initial={{ website }}
      submitLabel="Create Church"
      onSaved={onCreated}
      extraActions={
        <button type="button" className="pill-button" onClick={onTryAnother}>
          Try another address
        </button>
      }
    />
  </section>
);
