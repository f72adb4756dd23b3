import { RemoteRoot } from '../RemoteRoot';

export default function BudgetGallery() {
  return <RemoteRoot><section><h2>BudgetGallery</h2></section></RemoteRoot>;
}
