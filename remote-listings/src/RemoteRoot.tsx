import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useRemoteStore } from 'shared-ui';
import { makeStore } from './store/makeStore';
import { RemoteMark } from './RemoteMark';

/** Wraps every exposed module that reads data: this remote's store around its mark. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <Provider store={useRemoteStore('listings', makeStore)}>
      <RemoteMark>{children}</RemoteMark>
    </Provider>
  );
}
