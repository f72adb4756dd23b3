import type { ReactNode } from 'react';

/** Marks what this remote rendered with its name and build, for ops and tests. */
export function RemoteMark({ children }: { children: ReactNode }) {
  return (
    <div data-remote="listings" data-build={__BUILD_ID__}>
      {children}
    </div>
  );
}
