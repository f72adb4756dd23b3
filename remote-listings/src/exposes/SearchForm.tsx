import { RemoteRoot } from '../RemoteRoot';
import { SearchForm as SearchFormSection } from '../features/home/SearchForm';

/** Home fragment (or sidebar widget) loaded by the shell or another remote. */
export default function SearchForm() {
  return (
    <RemoteRoot>
      <SearchFormSection />
    </RemoteRoot>
  );
}
