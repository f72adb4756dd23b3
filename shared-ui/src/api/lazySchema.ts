import type { StandardSchemaV1 } from '@standard-schema/spec';

type Loaded<S extends StandardSchemaV1> = StandardSchemaV1<
  StandardSchemaV1.InferInput<S>,
  StandardSchemaV1.InferOutput<S>
>;

/**
 * A schema that is fetched on first use. An answer's contract schema (and zod with it) is needed
 * when the answer arrives, not for the screen's first paint, so a remote keeps it out of its
 * first-render chunks: RTK Query awaits a Standard Schema's `validate`, which loads the module
 * once and keeps it. A load that fails (a chunk lost to the network) is tried again next time.
 */
export function lazySchema<S extends StandardSchemaV1>(load: () => Promise<S>): Loaded<S> {
  let loading: Promise<S> | undefined;
  const schema = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    '~standard': {
      version: 1,
      vendor: 'lazy',
      validate: async (value) =>
        (await schema())['~standard'].validate(value) as StandardSchemaV1.Result<StandardSchemaV1.InferOutput<S>>,
    },
  };
}

type SchemaName<M> = { [K in keyof M]: M[K] extends StandardSchemaV1 ? K : never }[keyof M];

/**
 * `answerSchema('blogsAnswerSchema')` for a remote whose contract module is loaded by `load`
 * (a dynamic `import('contracts/api')` written in the remote, so the remote bundles its own copy).
 */
export function contractSchemas<M>(load: () => Promise<M>) {
  return <K extends SchemaName<M>>(name: K) =>
    lazySchema(() => load().then((contract) => contract[name] as M[K] & StandardSchemaV1));
}
