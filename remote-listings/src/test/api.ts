import {
  citiesAnswerSchema,
  curatedAnswerSchemas,
  homePropertyListAnswerSchema,
  latestPropertiesAnswerSchema,
  locationsAnswerSchema,
  propertyDetailAnswerSchema,
  propertyListAnswerSchema,
  similarPropertiesAnswerSchema,
  type CuratedList,
} from 'contracts/api';
import type { ContractRoute } from 'shared-ui/testing';

// This remote's API routes for component tests, each answered from the contract's schema
// (shared-ui/testing checks every fixture against it before serving it).

type Reply = ContractRoute['reply'];

export const citiesRoute = (reply: Reply): ContractRoute => ({
  path: '/api/cities',
  answer: citiesAnswerSchema,
  reply,
});
export const locationsRoute = (city: string, reply: Reply): ContractRoute => ({
  path: `/api/search_city/${city}`,
  answer: locationsAnswerSchema,
  reply,
});
/** One page of a filtered list: `apiPath` as the listing route gives it ('property-category/noida/all/residential'). */
export const listRoute = (apiPath: string, reply: Reply): ContractRoute => ({
  path: `/api/${apiPath}`,
  answer: propertyListAnswerSchema,
  reply,
});
export const homeListRoute = (reply: Reply): ContractRoute => ({
  path: '/api/home-property-list',
  answer: homePropertyListAnswerSchema,
  reply,
});
export const latestRoute = (reply: Reply): ContractRoute => ({
  path: '/api/latest-property',
  answer: latestPropertiesAnswerSchema,
  reply,
});
export const detailRoute = (kind: 'residential' | 'commercial', pid: number | string, reply: Reply): ContractRoute => ({
  path: `/api/property-detail/${kind}/${pid}`,
  answer: propertyDetailAnswerSchema,
  reply,
});
/** A listing's similar listings (the path without its query: msw matches paths). */
export const similarRoute = (
  kind: 'residential' | 'commercial',
  pid: number | string,
  reply: Reply,
): ContractRoute => ({
  path: `/api/property-detail/${kind}/${pid}/similar`,
  answer: similarPropertiesAnswerSchema,
  reply,
});
export const curatedRoute = (list: CuratedList, reply: Reply): ContractRoute => ({
  path: `/api/residential-property/${list}`,
  answer: curatedAnswerSchemas[list],
  reply,
});

export { apiError } from 'shared-ui/testing';
