/** A church screen reached with no church selected (spec §8 dashboard errors). */
export const NoChurch = () => (
  <div className="dash-narrow">
    <h1>No Church Selected</h1>
    <p className="muted">Please select a church to manage.</p>
  </div>
);
