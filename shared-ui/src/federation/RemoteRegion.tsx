import {
  Component,
  startTransition,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
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
export function RemoteRegion<P extends object = object>({
  props,
  label,
  loading,
  quietOnFailure,
  ...ref
}: RemoteRegionProps<P>) {
  const { remote, expose } = ref;
  const [attempt, setAttempt] = useState(0);
  // State is tagged with the load it belongs to: a new module or a retry reads as loading at once,
  // without resetting state inside the effect (one render fewer).
  const load = `${remote}/${expose}#${attempt}`;
  const [tagged, setTagged] = useState<{ load: string; state: State<P> }>({ load, state: { status: 'loading' } });
  const state: State<P> = tagged.load === load ? tagged.state : { status: 'loading' };

  useEffect(() => {
    let live = true;
    // The two strings came from one RemoteModuleRef (kept apart as effect dependencies).
    loadRemoteModule<{ default: ComponentType<P> }>({ remote, expose } as RemoteModuleRef).then(
      // A transition: React renders the arriving screen in slices, so a phone stays responsive.
      (mod) => live && startTransition(() => setTagged({ load, state: { status: 'ready', Component: mod.default } })),
      (error: unknown) => {
        console.warn(`Could not load ${remote}/${expose}`, error);
        if (live) setTagged({ load, state: { status: 'failed' } });
      },
    );
    return () => {
      live = false;
    };
  }, [remote, expose, load]);

  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  }, [remote]);
  const fail = useCallback(() => setTagged({ load, state: { status: 'failed' } }), [load]);

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
