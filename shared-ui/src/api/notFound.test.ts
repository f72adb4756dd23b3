/** @jest-environment node */
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { z } from 'zod';
import { siteBaseQuery } from './baseQuery';
import { isNotFound, orNotFound } from './notFound';

const api = { signal: new AbortController().signal } as BaseQueryApi;

function answering(status: number, body: unknown) {
  global.fetch = jest.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  ) as unknown as typeof fetch;
}

describe('not found as an answer', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('isNotFound: 404 and 400 only', () => {
    expect(
      [404, 400, 500, 'FETCH_ERROR' as const].map((status) => isNotFound({ status, data: null } as never)),
    ).toEqual([true, true, false, false]);
    expect(isNotFound(undefined)).toBe(false);
  });

  it('with notFoundIsAnswer, 404 and 400 answer null; other failures stay failures', async () => {
    answering(404, { status: 404, message: 'No such post' });
    expect(await siteBaseQuery('/api/get-blogdata/x', api, { notFoundIsAnswer: true })).toEqual({
      data: null,
      meta: undefined,
    });
    answering(400, { status: 400, message: 'Bad slug' });
    expect(await siteBaseQuery('/api/get-blogdata/%00', api, { notFoundIsAnswer: true })).toEqual({
      data: null,
      meta: undefined,
    });
    answering(503, { status: 503 });
    expect(await siteBaseQuery('/api/get-blogdata/x', api, { notFoundIsAnswer: true })).toEqual({
      error: { status: 503, data: { status: 503 } },
    });
  });

  it('without the option, 404 is a failure as before', async () => {
    answering(404, { status: 404 });
    expect(await siteBaseQuery('/api/get-blogdata/x', api, {})).toEqual({
      error: { status: 404, data: { status: 404 } },
    });
  });

  it('orNotFound accepts null and checks anything else with the answer’s own schema', async () => {
    const schema = orNotFound(z.object({ status: z.literal(200), title: z.string() }));
    expect(await schema['~standard'].validate(null)).toEqual({ value: null });
    expect(await schema['~standard'].validate({ status: 200, title: 'Plots in Sector 150' })).toEqual({
      value: { status: 200, title: 'Plots in Sector 150' },
    });
    const bad = await schema['~standard'].validate({ status: 200 });
    expect('issues' in bad && bad.issues?.length).toBeGreaterThan(0);
    expect(await schema['~standard'].validate(undefined)).toHaveProperty('issues');
  });
});
