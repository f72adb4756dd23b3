import { blogDataAnswerSchema, blogsAnswerSchema, homeBlogsAnswerSchema } from './blogs';
import { citiesAnswerSchema, locationsAnswerSchema } from './places';
import { apiErrorSchema, healthAnswerSchema, writeAnswerSchema } from './answers';

const blog = {
  id: 1,
  title: 'Buying your first home',
  image: 'b-1.svg',
  slug: 'buying-your-first-home',
  description: '<p>Hi</p>',
  created_at: '2025-06-01T00:00:00.000Z',
};

describe('places', () => {
  it('accept cities and localities', () => {
    expect(
      citiesAnswerSchema.parse({ status: 200, city_list: [{ id: 4, city: 'Gandhi Nagar', slug: 'gandhi-nagar' }] })
        .city_list[0]?.city,
    ).toBe('Gandhi Nagar');
    expect(locationsAnswerSchema.parse({ status: 200, location_list: [] }).location_list).toEqual([]);
  });
  it('refuse a city without a name and a locality with a numeric slug', () => {
    expect(citiesAnswerSchema.safeParse({ status: 200, city_list: [{ id: 4, slug: 'noida' }] }).success).toBe(false);
    expect(
      locationsAnswerSchema.safeParse({
        status: 200,
        location_list: [{ id: 1, location_name: 'Sector 150', slug: 150 }],
      }).success,
    ).toBe(false);
  });
});

describe('blogs', () => {
  it('accept the list, the home feed and one post', () => {
    expect(blogsAnswerSchema.parse({ status: 200, get_blogs: [blog] }).get_blogs).toEqual([blog]);
    expect(homeBlogsAnswerSchema.parse({ status: 200, homeblogs: [blog, { ...blog, id: 2 }] }).homeblogs).toHaveLength(
      2,
    );
    expect(blogDataAnswerSchema.parse({ status: 200, get_blogdata: blog }).get_blogdata).toEqual(blog);
  });
  it('refuse a post given as a list, and a list field under another name', () => {
    expect(blogDataAnswerSchema.safeParse({ status: 200, get_blogdata: [blog] }).success).toBe(false);
    expect(homeBlogsAnswerSchema.safeParse({ status: 200, get_blogs: [blog] }).success).toBe(false);
    expect(blogsAnswerSchema.safeParse({ status: 200, get_blogs: [{ ...blog, created_at: null }] }).success).toBe(
      false,
    );
  });
});

describe('shared answers', () => {
  it('error body: fields and code optional, status code an integer', () => {
    expect(
      apiErrorSchema.safeParse({ statusCode: 404, error: 'Not Found', message: 'Nothing at GET /x' }).success,
    ).toBe(true);
    const form = {
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please check the form',
      fields: { name: 'This field is required' },
    };
    expect(apiErrorSchema.parse(form)).toEqual(form);
    expect(apiErrorSchema.safeParse({ ...form, fields: { name: 1 } }).success).toBe(false);
    expect(apiErrorSchema.safeParse({ ...form, statusCode: '400' }).success).toBe(false);
  });
  it('write answer and health', () => {
    expect(writeAnswerSchema.parse({ status: 200, id: 0 })).toEqual({ status: 200, id: 0 });
    expect(writeAnswerSchema.safeParse({ status: 201, id: 3 }).success).toBe(false);
    expect(healthAnswerSchema.safeParse({ status: 'ok' }).success).toBe(true);
    expect(healthAnswerSchema.safeParse({ status: 'error' }).success).toBe(false);
  });
});
