import { REMOTES } from 'contracts/registry';
import type { RemoteOverride } from './overrideState';
import { resetOverride } from './remoteOverride';
import styles from './RemoteOverrideBanner.module.css';

/** Says that this browser runs a team's own build of a remote, and takes it away in one click. */
export default function RemoteOverrideBanner({
  override,
  navigate,
}: {
  override: RemoteOverride;
  navigate?: (url: string) => void;
}) {
  return (
    <div role="region" aria-label="Remote override" className={styles.banner} data-remote-override={override.remote}>
      <p className={styles.text}>
        <strong>Remote override:</strong> {REMOTES[override.remote].label} ({override.remote}) is loaded from{' '}
        <code className={styles.url}>{override.url}</code>
      </p>
      <button type="button" className={styles.reset} onClick={() => resetOverride(navigate)}>
        Reset override
      </button>
    </div>
  );
}
