// No CSS here: importing a formatter must not pull in a style sheet. Each app imports
// './styles/tokens.css' (shared-ui/src/styles/tokens.css) where its root mounts.
export * from './format/price';
export * from './format/excerpt';
export * from './format/date';
export * from './format/sanitize';
export * from './config/runtimeConfig';
export * from './api/baseQuery';
export * from './api/notFound';
export * from './api/answerSchema';
export * from './api/lazySchema';
export * from './hooks/useMediaQuery';
export * from './hooks/useOutsideClose';
export * from './hooks/useNearViewport';
export * from './hooks/usePreloadSanitizer';
export { ErrorScreen, ERROR_TITLE } from './components/ErrorScreen';
export { PageBanner, type Crumb } from './components/PageBanner';
export { PageMeta, absoluteUrl, type PageMetaProps } from './components/PageMeta';
export { NotFoundScreen, NOT_FOUND_PAGE_TITLE } from './components/NotFoundScreen';
export { Spinner } from './components/Spinner';
export { StatusMessage } from './components/StatusMessage';
export { Dialog } from './components/Dialog';
export { Slider, slidesPerView, nextSlideIndex, type SlideBreakpoints } from './components/Slider';
export { FormField } from './components/FormField';
export { JsonLd } from './components/JsonLd';
export { joinPageTitle, pageTitle } from './seo/pageTitle';
export { realEstateAgentJsonLd } from './seo/realEstateAgent';
export { RealEstateAgentJsonLd } from './seo/RealEstateAgentJsonLd';
export { SafeHtml } from './components/SafeHtml';
export { PostBody } from './components/PostBody';
export { FallbackImage } from './components/FallbackImage';
export { ResponsivePicture } from './components/ResponsivePicture';
export { NearViewportFrame } from './components/NearViewportFrame';
export * from './federation/loadRemoteModule';
export { RemoteRegion } from './federation/RemoteRegion';
export {
  defineRemoteRoutes,
  type RemoteRoute,
  type RemoteRouteTable,
  type RemoteRoutesProps,
} from './federation/defineRemoteRoutes';
export { runStandalone } from './federation/runStandalone';
export * from './forms';
export * from './ssr/serverPage';
export * from './ssr/serverState';
export * from './ssr/remoteStore';
export * from './ssr/useServerRendered';
export * from './ssr/markInteractive';
export * from './favorites/favorites';
export * from './favorites/useFavoriteKeys';
