'use client';

import { useEffect } from 'react';
import { captureAttribution } from '@/lib/leads/attribution';

/** Records the campaign and referrer this visit landed with, for every lead sent later. */
export function AttributionCapture() {
  useEffect(() => {
    captureAttribution(window.location.href, document.referrer);
  }, []);
  return null;
}
