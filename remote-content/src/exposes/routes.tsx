import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'shared-ui/router';
import { ErrorScreen, Spinner, type RemoteRoutesProps } from 'shared-ui';
import { RemoteRoot } from '../RemoteRoot';
import { BlogListPrefetch, BlogPostPrefetch } from '../features/blog/BlogDataPrefetch';

// One chunk per screen: a visitor of /gallery never downloads the contact form.
const AboutPage = lazy(() => import('../features/about/AboutPage'));
const BlogListPage = lazy(() => import('../features/blog/BlogListPage'));
const BlogDetailPage = lazy(() => import('../features/blog/BlogDetailPage'));
const GalleryPage = lazy(() => import('../features/gallery/GalleryPage'));
const ContactPage = lazy(() => import('../features/contact/ContactPage'));

/** A lazy screen; `data` (outside its Suspense boundary) starts its calls while its code loads. */
function screen(node: ReactNode, data?: ReactNode) {
  return (
    <>
      {data}
      <Suspense fallback={<Spinner label="Loading page…" />}>{node}</Suspense>
    </>
  );
}

/** The routes under one segment: relative paths, so the shell decides where they are mounted. */
function segmentRoutes(segment: string) {
  switch (segment) {
    case 'about':
      return <Route index element={screen(<AboutPage />)} />;
    case 'blog':
      return (
        <>
          <Route index element={screen(<BlogListPage />, <BlogListPrefetch />)} />
          <Route path=":slug" element={screen(<BlogDetailPage />, <BlogPostPrefetch />)} />
        </>
      );
    case 'gallery':
      return <Route index element={screen(<GalleryPage />)} />;
    case 'contact':
      return <Route index element={screen(<ContactPage />)} />;
    default:
      return null;
  }
}

/** This remote's screens for the segment the shell mounted it under. */
export default function RemoteRoutes({ segment }: RemoteRoutesProps) {
  return (
    <RemoteRoot>
      <Routes>
        {segmentRoutes(segment)}
        <Route path="*" element={<ErrorScreen message="404 Not Found" />} />
      </Routes>
    </RemoteRoot>
  );
}
