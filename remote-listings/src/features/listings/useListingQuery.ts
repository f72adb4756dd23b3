import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useLocation, useNavigate } from 'shared-ui/router';
import {
  listingSearch,
  parseListingFrom,
  parseListingPages,
  parseListingSearch,
  type ListingKind,
  type ListingQuery,
} from 'contracts/listing-query';

/**
 * The listing's filters and sort: the URL is their only home (links, bookmarks, the back button
 * and a shared link all reproduce the list). A visitor's change becomes a new history entry.
 * The router commits location changes in a transition; until it has, the changed query is shown
 * optimistically, so a ticked box never flickers back. `pages` is how many pages of results the
 * URL shows ('Load more' keeps it there), `from` the page they start at (past the cap on pages);
 * a change of filters starts again at the first page.
 */
export function useListingQuery(kind: ListingKind) {
  const { search: urlSearch } = useLocation();
  const navigate = useNavigate();
  const fromUrl = useMemo(() => parseListingSearch(urlSearch, kind), [urlSearch, kind]);
  const [query, showQuery] = useOptimistic(fromUrl);

  const change = useCallback(
    (next: ListingQuery) => {
      startTransition(() => {
        showQuery(next);
        navigate({ search: listingSearch(next, kind) });
      });
    },
    [kind, navigate, showQuery],
  );

  const pages = useMemo(() => parseListingPages(urlSearch), [urlSearch]);
  const from = useMemo(() => parseListingFrom(urlSearch), [urlSearch]);
  return { query, change, search: listingSearch(query, kind), pages, from };
}
