import { repeatedCatalog } from '@/test/catalogs';
import { encodeCatalog, type CatalogFile } from './catalogFile';
import { deferredSource, shardSource, type CatalogManifest } from './catalogLoader';
import { toEntry } from './productFields';
import { summarize, summaryIds } from './summary';

/** A 2,500-product catalogue in three shards of 1,000, served from memory; fetches counted. */
function served(products = repeatedCatalog(2_500)) {
  const byId = new Map(products.map((p) => [p.id, p]));
  const summary = summarize(products);
  const files = new Map<string, CatalogFile>();
  const shards = [0, 1, 2].map((k) => {
    const url = `/data/products-${k}.json`;
    files.set(url, encodeCatalog(products.filter((p) => Math.floor((p.id - 1) / 1000) === k).map(toEntry)));
    return url;
  });
  const manifest: CatalogManifest = {
    summary,
    products: encodeCatalog(summaryIds(summary).map((id) => toEntry(byId.get(id)!))),
    shardSize: 1000,
    shards,
    heads: '/data/heads.json',
  };
  const fetched: string[] = [];
  let failNext = false;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    fetched.push(url);
    if (failNext) {
      failNext = false;
      return new Response('', { status: 503 });
    }
    return Response.json(files.get(url));
  });
  return { products, byId, manifest, fetched, failOnce: () => (failNext = true) };
}

describe('the shard source (the browser)', () => {
  it("has the manifest's products at hand, and fetches the one shard a product needs, once", async () => {
    const { byId, manifest, fetched } = served();
    const source = shardSource(manifest);
    expect(source.peek(1)).toEqual(byId.get(1));
    expect(source.peek(1500)).toBeUndefined();
    expect(source.isAbsent(1500)).toBe(false);
    await source.load([1500, 1999]);
    expect(fetched).toEqual(['/data/products-1.json']);
    expect(source.peek(1500)).toEqual(byId.get(1500));
    await Promise.all([source.load([1700]), source.load([1800])]);
    expect(fetched).toHaveLength(1);
    expect(source.headsUrl).toBe('/data/heads.json');
  });

  it('knows an id is absent beyond the last product, or once its shard is there without it', async () => {
    const { manifest, fetched } = served();
    const source = shardSource(manifest);
    expect(source.isAbsent(2501)).toBe(true);
    expect(source.isAbsent(0)).toBe(true);
    expect(source.isAbsent(1.5)).toBe(true);
    await source.load([2501]);
    expect(fetched).toEqual([]);
  });

  it('fetches a shard again after a failure (one more try inside, then on the next ask)', async () => {
    const { byId, manifest, fetched, failOnce } = served();
    const source = shardSource(manifest);
    failOnce();
    await source.load([2100]);
    expect(fetched).toEqual(['/data/products-2.json', '/data/products-2.json']);
    expect(source.peek(2100)).toEqual(byId.get(2100));
  });
});

describe('the deferred source (before the manifest arrives)', () => {
  it('knows nothing and doubts nothing until the manifest is there, then is the shard source', async () => {
    const { byId, manifest } = served();
    let arrive: (m: CatalogManifest) => void = () => undefined;
    const source = deferredSource(
      new Promise<CatalogManifest>((resolve) => (arrive = resolve)).then(shardSource),
    );
    expect(source.peek(1)).toBeUndefined();
    expect(source.isAbsent(99_999)).toBe(false);
    expect(source.headsUrl).toBeNull();
    const loading = source.load([1200]);
    arrive(manifest);
    await loading;
    expect(source.peek(1200)).toEqual(byId.get(1200));
    expect(source.isAbsent(99_999)).toBe(true);
    expect(source.headsUrl).toBe('/data/heads.json');
  });
});
