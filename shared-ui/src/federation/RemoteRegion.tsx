import {
  Component,
  Suspense,
  memo,
  use,
  useCallback,
  useMemo,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { StatusMessage } from '../components/StatusMessage';
import { Spinner } from '../components/Spinner';
import { remoteLabel, type RemoteModuleRef } from 'contracts/registry';
import { useServerPage } from '../ssr/serverPage';
import { useServerRendered } from '../ssr/useServerRendered';
import { RemoteUnavailableError, loadRemoteModule, remoteGeneration, resetRemote } from './loadRemoteModule';

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches a remote that cannot be loaded or throws while rendering, so only its region is lost. */
class RegionBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A remote region failed while rendering', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Thrown on the server for a page rendered with every remote region left to the browser. */
export class RegionLeftToBrowser extends Error {
  constructor(remote: string) {
    super(`${remote} region left to the browser`);
    this.name = 'RegionLeftToBrowser';
  }
}

type Loaded = { default: ComponentType<object> };
/** A load that failed in the browser: the region shows its message (the server lets React hand it over). */
interface Failed {
  failed: unknown;
}
const loads = new Map<string, Promise<Loaded | Failed>>();

/** What an incompatible remote declares against what this site has (undefined: another failure). */
function incompatibility(error: unknown): string | undefined {
  return error instanceof RemoteUnavailableError ? error.incompatibility : undefined;
}

/**
 * One load per remote module and registration, so that the render React retries after suspending
 * finds the same promise. A retry or a new release registers the remote again: a new key. In the
 * browser a failed load is a value (logged once as a warning), as before server rendering; on the
 * server it stays an error, so React sends the region's fallback and the browser renders it, and it
 * is forgotten at once, so the next visitor's page tries again. A remote this site cannot use (its
 * manifest's versions) is a value on both sides: the server's HTML shows the region's message, as
 * the browser does, and the check has logged it once already.
 */
function loadOnce(ref: RemoteModuleRef): Promise<Loaded | Failed> {
  const key = `${ref.remote}/${ref.expose}@${remoteGeneration(ref.remote)}`;
  let promise = loads.get(key);
  if (!promise) {
    // An earlier registration's loads are stale: dropped, or each would hold its release's code.
    const prefix = `${ref.remote}/${ref.expose}@`;
    for (const old of loads.keys()) if (old.startsWith(prefix)) loads.delete(old);
    const load = loadRemoteModule<Loaded>(ref);
    if (typeof window === 'undefined') {
      promise = load.catch((error: unknown) => {
        if (incompatibility(error) !== undefined) return { failed: error };
        loads.delete(key);
        throw error;
      });
    } else {
      promise = load.catch((error: unknown) => {
        if (incompatibility(error) === undefined) console.warn(`Could not load ${ref.remote}/${ref.expose}`, error);
        return { failed: error };
      });
    }
    loads.set(key, promise);
  }
  return promise;
}

/**
 * The loaded module, rendered again only when the module or its props change. Its parent renders
 * again right after hydrating (the server snapshot gives way to the browser's); passing the
 * module a new element then would hand its still-dehydrated screens an update, and React would
 * drop their server HTML.
 */
const LoadedModule = memo(function LoadedModule({
  Component,
  props,
}: {
  Component: ComponentType<object>;
  props: object;
}) {
  return <Component {...props} />;
});

/** Suspends until the module is there (server and browser alike), then renders it. */
function RemoteModule({
  module,
  props,
  after,
  failure,
}: {
  module: RemoteModuleRef;
  props: object;
  after?: Promise<void>;
  failure: (detail?: string) => ReactNode;
}) {
  // A page rendered without remote code: React sends the region's fallback, the browser renders it.
  if (useServerPage()?.remotesToBrowser) throw new RegionLeftToBrowser(module.remote);
  // Until `after` settles the region waits: as server HTML not yet hydrated, or as its fallback.
  if (after) use(after);
  const hydrating = useServerRendered();
  const loaded = use(loadOnce(module));
  if ('failed' in loaded) {
    const detail = incompatibility(loaded.failed);
    // The server's HTML of this region cannot come to life without its code: React drops it and
    // renders the region here again, which then shows the message (a recoverable error, not a
    // mismatch). An incompatible remote's message is what the server rendered too: it hydrates.
    if (hydrating && detail === undefined) throw loaded.failed;
    return <>{failure(detail)}</>;
  }
  return <LoadedModule Component={loaded.default} props={props} />;
}

/** The remote's one style sheet, linked from the server's HTML so the region is styled at first paint. */
function ServerStyles({ remote }: { remote: RemoteModuleRef['remote'] }) {
  const page = useServerPage();
  return (
    <>
      {(page?.stylesFor?.(remote) ?? []).map(({ href, source }) => (
        // data-href: the address the remote's own code looks for before it loads the sheet itself.
        <link key={href} rel="stylesheet" href={href} data-href={source} precedence="remotes" />
      ))}
    </>
  );
}

/** `remote` and `expose` are a pair the registry lists (contracts/registry): a typo fails the type check. */
type RemoteRegionProps<P> = RemoteModuleRef & {
  props?: P;
  /** What the region is, for the message shown when it fails ("Latest Listings"). */
  label?: string;
  /** Home fragments show nothing while loading (no layout jump); pages show a spinner. */
  loading?: ReactNode;
  /** Optional regions (a sidebar widget) may render nothing when their remote is down. */
  quietOnFailure?: boolean;
  /**
   * In the browser, load (and hydrate) the region only once this settles, e.g. when it comes near
   * the screen: until then the server's HTML stays as it is, visible and without its script.
   */
  after?: Promise<void>;
};

/**
 * One region of the page filled by a remote module, on the server and in the browser: loads it
 * with a timeout inside a Suspense boundary (the server streams the region when it is ready; a
 * region the server could not render is rendered by the browser), shows a styled message with
 * Retry when it cannot be loaded or throws, and never affects the rest of the page.
 */
export function RemoteRegion<P extends object = object>({
  props,
  label,
  loading,
  quietOnFailure,
  after,
  ...ref
}: RemoteRegionProps<P>) {
  const { remote, expose } = ref;
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((a) => a + 1);
  }, [remote]);
  const failureTitle = quietOnFailure ? null : `${label ?? remoteLabel(remote)} is unavailable right now`;
  // The region's props by value: a parent's new object with the same values is the same region.
  const propsKey = JSON.stringify(props ?? {});
  // The same element while nothing that matters changed. A parent that renders again right after
  // hydrating (it always does) must not hand a still-dehydrated region new props: React would drop
  // the server's HTML of that region and render it again in the browser. `loading` is only shown
  // while the region waits, so its first value is kept.
  const region = useMemo(
    () => {
      // `detail`: why this site cannot use the remote's build (its versions), shown under the message.
      const failure = (detail?: string) =>
        failureTitle === null ? null : (
          <StatusMessage
            title={failureTitle}
            message="This part of the site could not be loaded. The rest of the site still works."
            detail={detail}
            onRetry={retry}
          />
        );
      return (
        <RegionBoundary key={attempt} fallback={failure()}>
          <ServerStyles remote={remote} />
          <Suspense fallback={loading === undefined ? <Spinner /> : loading}>
            {/* The two strings came from one RemoteModuleRef. */}
            <RemoteModule
              module={{ remote, expose } as RemoteModuleRef}
              props={JSON.parse(propsKey) as object}
              after={after}
              failure={failure}
            />
          </Suspense>
        </RegionBoundary>
      );
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `loading` on purpose: see above
    [attempt, remote, expose, propsKey, after, failureTitle, retry],
  );
  return region;
}
