/** A price from the price guide (content/pricing.json), in whole US dollars. */
export interface PriceRange {
  min: number;
  max: number;
  /** The largest jobs cost more than max: "over $500". */
  openEnded?: boolean;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 1350 -> "$1,350". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** {min: 89, max: 550} -> "$89–$550" ("$89–$500+" when open-ended), for tables and price lines. */
export function formatPriceRange(range: PriceRange): string {
  return `${formatUsd(range.min)}–${formatUsd(range.max)}${range.openEnded ? '+' : ''}`;
}

/** {min: 89, max: 550} -> "from $89 to $550" ("from $89 to over $500" when open-ended), for sentences. */
export function priceRangeText(range: PriceRange): string {
  return `from ${formatUsd(range.min)} to ${range.openEnded ? 'over ' : ''}${formatUsd(range.max)}`;
}
