import { lazy } from 'react';
import { defineRemoteRoutes } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';
import { BlogListPrefetch, BlogPostPrefetch } from '../features/blog/BlogDataPrefetch';

// One chunk per screen: a visitor of /gallery never downloads the contact form.
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const BlogListPage = lazy(() => import('../features/blog/BlogListPage'));
const BlogDetailPage = lazy(() => import('../features/blog/BlogDetailPage'));
const GalleryPage = lazy(() => import('../features/gallery/GalleryPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));
const PrivacyPolicyPage = lazy(() => import('../features/legal/PrivacyPolicyPage'));
const TermsPage = lazy(() => import('../features/legal/TermsPage'));

/** This remote's screens per segment; `data` starts a screen's calls while its code loads. */
export default defineRemoteRoutes('content', RemoteRoot, {
  about: [{ element: <AboutPage /> }],
  blog: [
    { element: <BlogListPage />, data: <BlogListPrefetch /> },
    { path: ':slug', element: <BlogDetailPage />, data: <BlogPostPrefetch /> },
  ],
  gallery: [{ element: <GalleryPage /> }],
  contact: [{ element: <ContactPage /> }],
  'privacy-policy': [{ element: <PrivacyPolicyPage /> }],
  'terms-and-conditions': [{ element: <TermsPage /> }],
});
