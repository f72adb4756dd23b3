export { postsApi } from './postsEndpoints';
