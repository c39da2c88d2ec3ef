import type { Graph, Thing, WithContext } from 'schema-dts';

type JsonLdData = Graph | WithContext<Thing> | WithContext<Thing>[];

/** Serialises typed JSON-LD, escaping `<` so no value can close the script element. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
