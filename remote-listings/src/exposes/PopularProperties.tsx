import { RemoteRoot } from '../RemoteRoot';

export default function PopularProperties() {
  return <RemoteRoot><section><h2>PopularProperties</h2></section></RemoteRoot>;
}
