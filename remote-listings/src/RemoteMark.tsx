import type { ReactNode } from 'react';
import { markInteractive } from 'shared-ui';

/** Marks what this remote rendered with its name and build, for ops and tests. */
export function RemoteMark({ children }: { children: ReactNode }) {
  return (
    <div data-remote="listings" data-build={__BUILD_ID__} ref={markInteractive}>
      {children}
    </div>
  );
}
