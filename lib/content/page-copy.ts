import type { z } from 'zod';
import type { featureIcon, review } from './schemas/common';

/** Shapes shared by the content records: a customer review, a titled paragraph, a question. */
export type { FaqEntry, Feature } from './schemas/common';

/** A review as records write it (`sample` may be left out). */
export type Review = z.input<typeof review>;

export type FeatureIcon = z.infer<typeof featureIcon>;
