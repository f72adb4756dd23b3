// Every schema module imports zod's configuration itself (./zodConfig), so the plain values
// (enums, curated, slug, project names, storable text, image URLs) can be imported without zod.
export * from './enums';
export * from './enumSchemas';
export * from './curated';
export * from './listings';
export * from './places';
export * from './blogs';
export * from './answers';
export * from './errors';
export * from './enquiry';
export * from './storableText';
export * from './projectNames';
export * from './slug';
export * from './images';
export * from './paths';
export * from './regions';
export * from './idList';
export * from './compare';
export * from './similar';
export * from './similarRule';
export * from './rera';
export * from './staffSession';
export * from './staffLeads';
export * from './photos';
export * from './staffListings';
export * from './staffPosts';
