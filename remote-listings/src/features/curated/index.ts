// Only the data hooks: the page itself is loaded lazily by the routes, never through here.
export {
  useGetCuratedListQuery,
  curatedItems,
  curatedListAnswerSchema,
  curatedField,
  CURATED_LISTS,
  type CuratedList,
  type CuratedListAnswer,
} from './curatedEndpoints';
