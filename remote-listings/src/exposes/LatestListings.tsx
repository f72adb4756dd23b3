import { RemoteRoot } from '../RemoteRoot';

export default function LatestListings() {
  return <RemoteRoot><section><h2>LatestListings</h2></section></RemoteRoot>;
}
