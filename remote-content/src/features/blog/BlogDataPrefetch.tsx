import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'shared-ui/router';
import { useEffect } from 'react';
import { usePreloadSanitizer } from 'shared-ui';
import { usePrefetchArg } from 'shared-ui/query';
import { preloadContract } from '../../api/answerSchema';
import { useGetBlogDataQuery, useGetBlogsQuery } from '../../api/blogsApi';
import { isBlogSlug } from '../../api/blogGuards';

/**
 * Render-as-you-fetch: the routes module renders these beside (not inside) a blog screen's Suspense
 * boundary, so the screen's calls start while its code is still downloading. The screen's own
 * hooks then find the answers in the store. When the page came from the server, its answers are in
 * the store already and these ask nothing while it hydrates (usePrefetchArg).
 */
export function BlogListPrefetch() {
  useGetBlogsQuery(usePrefetchArg(undefined));
  // The list is shown once its answer is checked: the schemas load beside the call, not after it.
  useEffect(preloadContract, []);
  return null;
}

export function BlogPostPrefetch() {
  const { slug = '' } = useParams();
  useGetBlogDataQuery(usePrefetchArg(isBlogSlug(slug) ? slug : skipToken));
  useGetBlogsQuery(usePrefetchArg(undefined)); // the sidebar's Latest Blogs
  // The post's body is sanitised before it is shown: fetch DOMPurify alongside, not after.
  usePreloadSanitizer();
  useEffect(preloadContract, []);
  return null;
}
