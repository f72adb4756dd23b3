import { RemoteRoot } from '../RemoteRoot';

export default function SearchForm() {
  return <RemoteRoot><section><h2>SearchForm</h2></section></RemoteRoot>;
}
