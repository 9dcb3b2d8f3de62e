import type { ReactNode } from 'react';
import type { HintName } from '../../../common/src/contracts/user.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { useHint } from './use-hint.ts';

/** An onboarding hint, shown in place next to what it explains, until the reader dismisses it. */
export const HintCard = ({ name, children }: { name: HintName; children: ReactNode }) => {
  const { show, dismiss } = useHint(name);
  if (!show) return null;
  return (
    <div className="hint-card" role="note" aria-label="Tip">
      <div>{children}</div>
      <button type="button" className="icon-button" aria-label="Dismiss tip" onClick={() => void dismiss()}>
        <CloseIcon />
      </button>
    </div>
  );
};
