import { RemoteRoot } from '../RemoteRoot';
import { BudgetGallery as BudgetGallerySection } from '../features/home/BudgetGallery';

/** Home fragment (or sidebar widget) loaded by the shell or another remote. */
export default function BudgetGallery() {
  return (
    <RemoteRoot>
      <BudgetGallerySection />
    </RemoteRoot>
  );
}
