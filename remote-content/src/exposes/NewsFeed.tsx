import { RemoteRoot } from '../RemoteRoot';

export default function NewsFeed() {
  return <RemoteRoot><section><h2>NewsFeed</h2></section></RemoteRoot>;
}
