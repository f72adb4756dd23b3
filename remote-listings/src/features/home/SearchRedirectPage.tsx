import { PageBanner, PageMeta, pageTitle, useServerPage, useServerRedirect } from 'shared-ui';
import { Navigate, useSearchParams } from 'shared-ui/router';
import { SearchForm } from './SearchForm';
import { hasErrors, searchFromQuery, searchUrl, validateSearch } from './searchForm';
import styles from './SearchRedirectPage.module.css';

/**
 * /search-property?type=&city=&term=: the home search submitted as a plain GET form (no
 * JavaScript). A valid search is answered with a redirect to its listing URL (a 303 from the
 * server, a replace in the browser); an invalid one shows the form again with the spec's messages.
 */
export default function SearchRedirectPage() {
  const [params] = useSearchParams();
  const values = searchFromQuery(params);
  const target = hasErrors(validateSearch(values)) ? null : searchUrl(values);
  useServerRedirect(target);
  // The server answers 303 and sends no body (a <Navigate> there is a no-op that warns per request).
  const onServer = useServerPage() !== null;
  if (target) return onServer ? null : <Navigate to={target} replace />;
  return (
    <>
      <PageMeta title={pageTitle('Property search')} noindex />
      <PageBanner title="PROPERTY SEARCH" crumbs={[{ label: 'Home', to: '/' }, { label: 'Property search' }]} />
      <div className={styles.page}>
        <SearchForm initial={values} />
      </div>
    </>
  );
}
