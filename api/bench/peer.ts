import BetterSqlite3 from 'better-sqlite3';
import Fastify, { type FastifyReply } from 'fastify';
import { photoSources, sceneSources, type ListingPhoto, type PhotoVariantSize } from 'contracts/api';
import { runBenchProcess, serveBenchProcess } from './benchProcess';

/**
 * The benchmark's yardstick: the least server that gives the same answers as the API for the two
 * measured reads, a list page and a detail. Plain Fastify and better-sqlite3, the SQL text the
 * API's query builder produces (copied from a run of the API), the same 60 s cache of answers by
 * URL, no plugins. bench.ts checks that its answers equal the API's before measuring, so the
 * ratio API/peer is the cost of everything the API adds (security headers, CORS, validation,
 * hooks, the query builder). Forked by bench.ts on the database the API seeded (read-only).
 */
const SQL = {
  city: 'select "id", "slug", "city" from "cities" where "slug" = ?',
  locations: 'select "id", "slug", "location_name" from "locations" where "city_id" = ?',
  page: 'select "id", "kind", "location_id", "property_name", "builder_name", "title", "slug", "description", "price", "area", "room", "bathroom", "washroom", "lift", "units", "furnishing", "property_status", "property_type", "images", "created_at" from "listings" where ("kind" = ? and "city_id" = ?) order by "created_at" desc, "id" desc limit ? offset ?',
  count: 'select cast(count(*) as integer) as "total" from "listings" where ("kind" = ? and "city_id" = ?)',
  detail:
    'select "listings".*, "cities"."slug" as "city_slug", "cities"."city" as "city_name", "locations"."location_name" as "location_name" from "listings" inner join "cities" on "cities"."id" = "listings"."city_id" inner join "locations" on "locations"."id" = "listings"."location_id" where "listings"."id" = ? and "listings"."kind" = ?',
};
const PHOTOS_SQL = (n: number) =>
  `select "id", "listing_id", "alt", "variants" from "photos" where "listing_id" in (${Array(n).fill('?').join(', ')}) order by "listing_id", "position", "created_at", "id"`;
const TTL_MS = 60_000;

type Row = Record<string, string | number | null>;

async function main(): Promise<void> {
  const file = process.env.BENCH_DB;
  if (!file) throw new Error('BENCH_DB is required');
  const useCache = process.env.API_READ_CACHE !== 'off';
  const db = new BetterSqlite3(file, { readonly: true });
  const stmt = Object.fromEntries(Object.entries(SQL).map(([k, s]) => [k, db.prepare(s)])) as Record<
    keyof typeof SQL,
    BetterSqlite3.Statement
  >;
  /** Each listing's pictures, as the API gives them: its uploaded photos, else its seed scenes' raster sources. */
  const photosOf = (rows: Row[]): Map<unknown, ListingPhoto[]> => {
    const out = new Map<unknown, ListingPhoto[]>();
    const ids = rows.map((r) => r.id);
    const uploaded = ids.length === 0 ? [] : (db.prepare(PHOTOS_SQL(ids.length)).all(...ids) as Row[]);
    for (const p of uploaded) {
      const variants = JSON.parse(String(p.variants)) as PhotoVariantSize[];
      if (variants.length === 0) continue;
      const list = out.get(p.listing_id) ?? [];
      list.push({ alt: String(p.alt), sources: photoSources({ id: String(p.id), variants }) });
      out.set(p.listing_id, list);
    }
    for (const r of rows) {
      if (out.has(r.id)) continue;
      let files: unknown = [];
      try {
        files = JSON.parse(String(r.images));
      } catch {
        /* no pictures */
      }
      const seed = (Array.isArray(files) ? files : []).flatMap((f: unknown) => {
        const sources = typeof f === 'string' ? sceneSources(f) : undefined;
        return sources ? [{ alt: '', sources }] : [];
      });
      out.set(r.id, seed);
    }
    return out;
  };
  const answers = new Map<string, { body: string; expires: number }>();
  const counts = new Map<string, { total: number; expires: number }>();

  const app = Fastify();
  const send = (url: string, reply: FastifyReply, body: string) => {
    if (useCache) answers.set(url, { body, expires: Date.now() + TTL_MS });
    return reply.header('content-type', 'application/json; charset=utf-8').send(body);
  };
  const cached = (url: string) => {
    const hit = useCache ? answers.get(url) : undefined;
    return hit && hit.expires > Date.now() ? hit.body : undefined;
  };

  app.get<{ Params: { city: string; kind: string }; Querystring: { page?: string; pageSize?: string } }>(
    '/api/property_list/:city/all/:kind',
    (req, reply) => {
      const hit = cached(req.url);
      if (hit !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').send(hit);
      const kind = req.params.kind === 'r' ? 'residential' : 'commercial';
      const page = Number(req.query.page ?? 1);
      const pageSize = Number(req.query.pageSize ?? 24);
      const city = stmt.city.get(req.params.city) as Row | undefined;
      if (!city)
        return send(req.url, reply, JSON.stringify({ status: 200, property_list: [], total: 0, page, pageSize }));
      const names = new Map((stmt.locations.all(city.id) as Row[]).map((l) => [l.id, l.location_name]));
      const rows = stmt.page.all(kind, city.id, pageSize, (page - 1) * pageSize) as Row[];
      const countKey = `${kind}/${city.id}`;
      let total = counts.get(countKey);
      if (!total || total.expires <= Date.now()) {
        total = { total: Number((stmt.count.get(kind, city.id) as Row).total), expires: Date.now() + TTL_MS };
        counts.set(countKey, total);
      }
      const photos = photosOf(rows);
      const property_list = rows.map((r) => ({
        id: r.id,
        p_id: r.id,
        p_location: city.slug,
        slug: r.slug,
        images: r.images,
        property_name: r.property_name,
        builder_name: r.builder_name,
        title: r.title,
        location: `${names.get(r.location_id)}, ${city.city}`,
        description: r.description,
        price: Number(r.price),
        property_status: r.property_status,
        property_type: r.property_type,
        room: r.room,
        bathroom: r.bathroom,
        area: r.area,
        created_at: r.created_at,
        ...(r.kind === 'commercial'
          ? { furnishing: r.furnishing, washroom: r.washroom, lift: r.lift, units: r.units }
          : {}),
        photos: photos.get(r.id),
      }));
      return send(req.url, reply, JSON.stringify({ status: 200, property_list, total: total.total, page, pageSize }));
    },
  );

  app.get<{ Params: { kind: string; pid: string } }>('/api/property-detail/:kind/:pid', (req, reply) => {
    const hit = cached(req.url);
    if (hit !== undefined) return reply.header('content-type', 'application/json; charset=utf-8').send(hit);
    const r = stmt.detail.get(Number(req.params.pid), req.params.kind) as Row | undefined;
    if (!r) return reply.code(404).send({ statusCode: 404 });
    const detail = {
      id: r.id,
      p_id: r.id,
      property_name: r.property_name,
      builder_name: r.builder_name,
      title: r.title,
      location: `${r.location_name}, ${r.city_name}`,
      address: r.address,
      images: r.images,
      created_at: r.created_at,
      updated_at: r.updated_at,
      bedroom: r.room,
      bathroom: r.bathroom,
      description: r.description,
      p_location: r.city_slug,
      slug: r.slug,
      price: Number(r.price),
      area: r.area,
      ownership: r.ownership,
      features: r.features,
      property_status: r.property_status,
      property_type: r.property_type,
      ...(r.kind === 'commercial' ? { lift: r.lift, washroom: r.washroom, furnishing: r.furnishing } : {}),
      // The map's point, when the listing has one (the API also drops points off the globe; the seed has none).
      ...(r.latitude !== null && r.longitude !== null
        ? { latitude: Number(r.latitude), longitude: Number(r.longitude) }
        : {}),
      ...(r.rera_number ? { rera_number: r.rera_number, rera_sample: Number(r.rera_sample) !== 0 } : {}),
      photos: photosOf([r]).get(r.id),
    };
    return send(req.url, reply, JSON.stringify({ status: 200, property_detail: [detail] }));
  });

  await serveBenchProcess(app, 0, Number(process.env.BENCH_PORT ?? 0));
}

runBenchProcess(main);
