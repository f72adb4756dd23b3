import { furnishingSchema, propertyStatusSchema } from './enumSchemas';

describe('listing enums', () => {
  it('accept the spec spellings only', () => {
    expect(propertyStatusSchema.parse('Upcomming')).toBe('Upcomming');
    expect(propertyStatusSchema.safeParse('Upcoming').success).toBe(false);
    expect(furnishingSchema.safeParse('Semi').success).toBe(true);
    expect(furnishingSchema.safeParse('semi').success).toBe(false);
  });
});
