import { captureAttribution, parseAttribution, readAttribution } from '@/lib/leads/attribution';
import { storedKeys } from '@/lib/browser/storage';

const attributionStorageKey = storedKeys.attribution.key;

beforeEach(() => window.sessionStorage.clear());

describe('parseAttribution', () => {
  it('reads the five UTM parameters and an external referrer', () => {
    const href =
      'https://www.example.com/?utm_source=google&utm_medium=cpc&utm_campaign=hurricane&utm_term=garage+door&utm_content=ad1&x=1';
    expect(parseAttribution(href, 'https://www.google.com/')).toEqual({
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'hurricane',
      utm_term: 'garage door',
      utm_content: 'ad1',
      referrer: 'https://www.google.com/',
    });
  });

  it('leaves out empty values and the site’s own pages as referrer', () => {
    expect(parseAttribution('https://www.example.com/faq?utm_source=', 'https://www.example.com/')).toEqual({});
  });

  it('caps very long values', () => {
    expect(parseAttribution(`https://www.example.com/?utm_term=${'a'.repeat(5000)}`, '').utm_term).toHaveLength(300);
  });
});

describe('captureAttribution', () => {
  it('keeps what the visit landed with for later pages of the visit', () => {
    captureAttribution('https://www.example.com/?utm_source=facebook&utm_campaign=spring', 'https://m.facebook.com/');
    captureAttribution('https://www.example.com/faq', 'https://www.example.com/');
    expect(readAttribution()).toEqual({ utm_source: 'facebook', utm_campaign: 'spring', referrer: 'https://m.facebook.com/' });
    expect(JSON.parse(window.sessionStorage.getItem(attributionStorageKey) ?? '{}')).toMatchObject({ utm_source: 'facebook' });
  });

  it('replaces it when a new campaign link is followed', () => {
    captureAttribution('https://www.example.com/?utm_source=facebook', '');
    captureAttribution('https://www.example.com/?utm_source=newsletter', '');
    expect(readAttribution()).toEqual({ utm_source: 'newsletter' });
  });

  it('records a visit with no campaign as empty, not as a later page’s data', () => {
    captureAttribution('https://www.example.com/', '');
    captureAttribution('https://www.example.com/faq', 'https://www.bing.com/');
    expect(readAttribution()).toEqual({});
  });

  it('ignores corrupted storage', () => {
    window.sessionStorage.setItem(attributionStorageKey, '{not json');
    expect(readAttribution()).toEqual(expect.any(Object));
    window.sessionStorage.setItem(attributionStorageKey, JSON.stringify({ utm_source: 7, referrer: 'https://x.test/', evil: 'y' }));
    expect(readAttribution()).toEqual({ referrer: 'https://x.test/' });
  });

  it('works when storage is blocked', () => {
    const blocked = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => captureAttribution('https://www.example.com/?utm_source=ig', '')).not.toThrow();
    expect(readAttribution()).toEqual({ utm_source: 'ig' });
    blocked.mockRestore();
  });
});
