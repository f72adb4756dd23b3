import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { markInteractive, useRemoteStore } from 'shared-ui';
import { makeStore } from './store/makeStore';

/** Wraps every exposed module: this remote's store, and its name and build for ops and tests. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <Provider store={useRemoteStore('staff', makeStore)}>
      <div data-remote="staff" data-build={__BUILD_ID__} ref={markInteractive}>
        {children}
      </div>
    </Provider>
  );
}
