import { RemoteRoot } from '../RemoteRoot';
import { Testimonials as TestimonialsSection } from '../features/testimonials/Testimonials';

/** Home fragment: client testimonials. */
export default function Testimonials() {
  return (
    <RemoteRoot>
      <TestimonialsSection />
    </RemoteRoot>
  );
}
