import { RemoteRoot } from '../RemoteRoot';
import { PopularProperties as PopularPropertiesSection } from '../features/home/PopularProperties';

/** Home fragment (or sidebar widget) loaded by the shell or another remote. */
export default function PopularProperties() {
  return (
    <RemoteRoot>
      <PopularPropertiesSection />
    </RemoteRoot>
  );
}
