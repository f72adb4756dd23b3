// Which server release of each remote the pool's pages show, as its workers report them. Kept pages
// go only when a remote's release changes (a new one went live): not when a worker's check finds a
// remote down (a busy machine's late answer), nor when a new worker finds the same release live.
// A page kept before a remote went down is a better page than one rendered without it.

export function createLiveReleases() {
  const live = new Map<string, string>();
  return {
    /** Notes what a worker reported; true when pages now show another release of `remote`. */
    changed(remote: string, release: string | null): boolean {
      if (release === null) return false;
      const before = live.get(remote);
      live.set(remote, release);
      return before !== undefined && before !== release;
    },
  };
}
