import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getStore } from './store/store';
import { RemoteMark } from './RemoteMark';

/** Wraps every exposed module that reads data: this remote's store around its mark. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <Provider store={getStore()}>
      <RemoteMark>{children}</RemoteMark>
    </Provider>
  );
}
