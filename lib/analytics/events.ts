import type { AnalyticsConfig } from './config';

export type EventProps = Record<string, string>;

/** Where and what to POST for one event, in the provider's documented event API. */
export interface EventRequest {
  url: string;
  body: string;
}

export interface PageFacts {
  href: string;
  path: string;
  hostname: string;
  referrer: string;
  title: string;
  language: string;
  screen: string;
}

/**
 * Plausible: POST {host}/api/event {name, url, domain, referrer, props} (https://plausible.io/docs/events-api).
 * Umami: POST {host}/api/send {type: 'event', payload: {website, hostname, language, referrer,
 * screen, title, url, name?, data?}}; a pageview has no name (https://umami.is/docs/api/sending-stats).
 */
export function eventRequest(config: AnalyticsConfig, name: string, page: PageFacts, props?: EventProps): EventRequest {
  const pageview = name === 'pageview';
  if (config.provider === 'plausible') {
    return {
      url: `${config.host}/api/event`,
      body: JSON.stringify({ name, url: page.href, domain: config.site, referrer: page.referrer || null, ...(props ? { props } : {}) }),
    };
  }
  return {
    url: `${config.host}/api/send`,
    body: JSON.stringify({
      type: 'event',
      payload: {
        website: config.site,
        hostname: page.hostname,
        language: page.language,
        referrer: page.referrer,
        screen: page.screen,
        title: page.title,
        url: page.path,
        ...(pageview ? {} : { name }),
        ...(props ? { data: props } : {}),
      },
    }),
  };
}

/** The conversion a contact link stands for: Call, WhatsApp, Text or Email; null for other links. */
export function contactEvent(href: string): 'Call' | 'WhatsApp' | 'Text' | 'Email' | null {
  const link = href.trim().toLowerCase();
  if (link.startsWith('tel:')) return 'Call';
  if (link.startsWith('sms:')) return 'Text';
  if (link.startsWith('mailto:')) return 'Email';
  if (/^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(link)) return 'WhatsApp';
  return null;
}
