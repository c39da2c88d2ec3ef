import { homePromotionForm } from '@/lib/forms/definitions';
import { buildLeadPayload } from '@/lib/leads/payload';
import { netlify } from '@/lib/leads/providers/netlify';
import { definitionsPage, leadForms } from '@/scripts/host/netlify-form-definitions';

const exportedForm = `<form method="post" action="/thank-you" data-form-id="home-promotion" class="x">
<input type="hidden" name="form-name" value="home-promotion"/><input type="hidden" name="source" value="Promotion Form"/>
<input type="hidden" name="formId" value="home-promotion"/><input type="hidden" name="detected_city" value="Southwest Florida"/>
<input id="a" name="name" type="text"/><input name="phone" type="tel"/><input name="email" type="email"/><input name="location"/>
<select name="service"><option value="">x</option></select><select name="time"></select>
<input id="h" name="bot-field" type="text" tabindex="-1"/><button type="submit">Go</button></form>`;

describe('Netlify form definitions', () => {
  const forms = leadForms([exportedForm, '<form role="search"><input name="q"/></form>']);
  const page = definitionsPage(forms);

  it('finds the lead forms of the export by their data-form-id, not other forms', () => {
    expect([...forms.keys()]).toEqual(['home-promotion']);
  });

  it('defines each form hidden, named, detectable and with the bot-field honeypot', () => {
    expect(page).toContain('<form name="home-promotion" method="POST" data-netlify="true" netlify-honeypot="bot-field" hidden>');
    expect(page).toContain('<input type="hidden" name="form-name" value="home-promotion"/>');
    expect(page).toContain('<meta name="robots" content="noindex"/>');
    expect(page).not.toContain('<script');
  });

  it('declares every key a lead from that form can carry, attribution included', () => {
    const payload = buildLeadPayload(
      homePromotionForm('en'),
      { name: 'A', phone: '1', email: 'a@example.net', location: 'Venice' },
      {
        pagePath: '/',
        cityContext: 'Venice',
        attribution: { utm_source: 's', utm_medium: 'm', utm_campaign: 'c', utm_term: 't', utm_content: 'x', referrer: 'r' },
      },
      netlify,
    );
    const declared = new Set([...page.matchAll(/name="([^"]+)"/g)].map((match) => match[1]));
    for (const key of Object.keys(payload.fields)) expect(declared).toContain(key);
  });
});
