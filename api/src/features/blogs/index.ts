/** The blog feature's public face for other features: which posts the public sees (the sitemap, the staff desk). */
export { isPublicPost, publicDate, publicFate } from './visibility';
