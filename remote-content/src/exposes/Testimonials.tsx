import { RemoteRoot } from '../RemoteRoot';

export default function Testimonials() {
  return <RemoteRoot><section><h2>Testimonials</h2></section></RemoteRoot>;
}
