/**
 * The share control (a listing, a blog post). Not part of the shared 'shared-ui' module: only the
 * pages that share need it, so each remote that uses it bundles it (it keeps no state) and the
 * shell's first paint does not carry it.
 */
export { ShareLinks, type ShareLinksProps } from './src/share/ShareLinks';
export {
  shareLink,
  SHARE_MESSAGES,
  type ShareResult,
  type ShareNavigator,
  type SharedPage,
} from './src/share/shareLink';
export { shareTargets, type ShareTarget } from './src/share/shareTargets';
