import { RemoteMark } from '../RemoteMark';
import { SearchForm as SearchFormSection } from '../features/home/SearchForm';

/**
 * Home fragment: the search form, shown with the home page's first paint. It reads no data, so it
 * comes without the store (and Redux): the first thing a phone downloads from this remote is small.
 */
export default function SearchForm() {
  return (
    <RemoteMark>
      <SearchFormSection />
    </RemoteMark>
  );
}
