import { Component, startTransition, useCallback, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { StatusMessage } from '../components/StatusMessage';
import { Spinner } from '../components/Spinner';
import { remoteLabel, type RemoteModuleRef } from 'contracts/registry';
import { loadRemoteModule, resetRemote } from './loadRemoteModule';

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so only its region is lost. */
class RegionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote region failed while rendering', error, info.componentStack);
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type State<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'failed' };

/** `remote` and `expose` are a pair the registry lists (contracts/registry): a typo fails the type check. */
type RemoteRegionProps<P> = RemoteModuleRef & {
  props?: P;
  /** What the region is, for the message shown when it fails ("Latest Listings"). */
  label?: string;
  /** Home fragments show nothing while loading (no layout jump); pages show a spinner. */
  loading?: ReactNode;
  /** Optional regions (a sidebar widget) may render nothing when their remote is down. */
  quietOnFailure?: boolean;
};

/**
 * One region of the page filled by a remote module: loads it with a timeout, shows a styled
 * message with Retry when it cannot be loaded or throws, and never affects the rest of the page.
 */
export function RemoteRegion<P extends object = object>({ props, label, loading, quietOnFailure, ...ref }: RemoteRegionProps<P>) {
  const { remote, expose } = ref;
  const [state, setState] = useState<State<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    // The two strings came from one RemoteModuleRef (kept apart as effect dependencies).
    loadRemoteModule<{ default: ComponentType<P> }>({ remote, expose } as RemoteModuleRef).then(
      // A transition: React renders the arriving screen in slices, so a phone stays responsive.
      (mod) => live && startTransition(() => setState({ status: 'ready', Component: mod.default })),
      (error: unknown) => {
        console.warn(`Could not load ${remote}/${expose}`, error);
        if (live) setState({ status: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, expose, attempt]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  }, [remote]);
  const fail = useCallback(() => setState({ status: 'failed' }), []);

  if (state.status === 'loading') return <>{loading ?? <Spinner />}</>;
  if (state.status === 'failed') {
    if (quietOnFailure) return null;
    return (
      <StatusMessage
        title={`${label ?? remoteLabel(remote)} is unavailable right now`}
        message="This part of the site could not be loaded. The rest of the site still works."
        onRetry={retry}
      />
    );
  }
  const { Component: Loaded } = state;
  return (
    <RegionBoundary key={attempt} onError={fail}>
      <Loaded {...((props ?? {}) as P)} />
    </RegionBoundary>
  );
}
