import * as z from 'zod/mini';
import { contractSchemas, lazySchema } from './lazySchema';

const answer = z.object({ status: z.literal(200), name: z.string() });

describe('lazySchema', () => {
  it('loads the schema on first validation only, then validates like it', async () => {
    const load = jest.fn(async () => answer);
    const schema = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(schema['~standard'].validate({ status: 200, name: 'Gaur City' })).resolves.toEqual({
      value: { status: 200, name: 'Gaur City' },
    });
    const bad = await schema['~standard'].validate({ status: 500 });
    expect(bad.issues?.map((i) => i.path?.join('.'))).toEqual(['status', 'name']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed load again on the next validation', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValue(answer);
    const schema = lazySchema(load as () => Promise<typeof answer>);
    await expect(schema['~standard'].validate({})).rejects.toThrow('ChunkLoadError');
    await expect(schema['~standard'].validate({ status: 200, name: 'x' })).resolves.toEqual({
      value: { status: 200, name: 'x' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('contractSchemas', () => {
  it('names a schema of the loaded module', async () => {
    const answerSchema = contractSchemas(async () => ({ answer, PLAIN: 3 }));
    const schema = answerSchema('answer');
    expect((await schema['~standard'].validate({ status: 200, name: 'A' })).issues).toBeUndefined();
    // @ts-expect-error a plain value is not a schema
    answerSchema('PLAIN');
  });
});
