import { type LeadAttempt, leadAttemptEvent } from '@/lib/leads/attempt-event';
import type { AnalyticsConfig } from './config';
import { contactEvent, type EventProps, eventRequest, type PageFacts } from './events';

function pageFacts(): PageFacts {
  return {
    href: window.location.href,
    path: `${window.location.pathname}${window.location.search}`,
    hostname: window.location.hostname,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: `${window.screen.width}x${window.screen.height}`,
  };
}

export interface Tracker {
  pageview: () => void;
  stop: () => void;
}

/**
 * The site's own counter, loaded after the page is interactive (AnalyticsIsland): a pageview now
 * and on each client-side navigation, a conversion per contact-link click and per lead outcome.
 * Cookieless: no cookie, no storage, no identifier; requests omit credentials.
 */
export function startTracker(config: AnalyticsConfig): Tracker {
  const send = (name: string, props?: EventProps) => {
    const { url, body } = eventRequest(config, name, pageFacts(), props);
    // keepalive lets a click on a tel: link finish sending while the phone app opens.
    fetch(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(
      () => {},
    );
  };

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    const name = link ? contactEvent(link.getAttribute('href') ?? '') : null;
    if (name) send(name, { page: window.location.pathname });
  };

  const onLead = (event: Event) => {
    const lead = (event as CustomEvent<LeadAttempt>).detail;
    if (!lead) return;
    if (lead.ok) send('Lead', { form: lead.formId, page: lead.page, city: lead.city ?? '' });
    else send('Lead failed', { form: lead.formId, page: lead.page, reason: lead.reason ?? 'unknown' });
  };

  document.addEventListener('click', onClick, true);
  window.addEventListener(leadAttemptEvent, onLead);
  send('pageview');
  return {
    pageview: () => send('pageview'),
    stop: () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener(leadAttemptEvent, onLead);
    },
  };
}
