import type { z } from 'zod';
import type { review } from '@/lib/content/schemas/common';

/** Shapes shared by the content records: a customer review, a titled paragraph, a question. */
export type { FaqEntry, Feature } from '@/lib/content/schemas/common';

/** A review as records write it (`sample` may be left out). */
export type Review = z.input<typeof review>;

export type FeatureIcon = 'clock' | 'siren' | 'shield' | 'tag' | 'clipboard' | 'star';
