import { clearDraft, draftKey, restoreDraft, saveDraft, typedValues } from '@/lib/leads/drafts';

const readDraft = (key: string) => JSON.parse(window.sessionStorage.getItem(key) ?? 'null') ?? undefined;

function makeForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <input type="hidden" name="_next" value="https://www.example.com/thank-you" />
      <input name="fullName" />
      <input name="phone" type="tel" />
      <select name="service"><option value="">Choose</option><option value="springs">Springs</option></select>
      <textarea name="message"></textarea>
      <input name="_honey" data-honeypot="" />
      <input name="attachment" type="file" />
      <button type="submit">Send</button>
    </form>`;
  return document.querySelector('form')!;
}

const key = draftKey('faq', '/faq');

afterEach(() => window.sessionStorage.clear());

test('keys a draft by form and page', () => {
  expect(draftKey('faq', '/faq')).not.toBe(draftKey('faq', '/about'));
  expect(draftKey('a', '/')).not.toBe(draftKey('b', '/'));
});

test('reads what was typed, never the honeypot or the hidden service fields, and restores it', () => {
  const form = makeForm();
  (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Maria Gonzalez';
  (form.elements.namedItem('service') as HTMLSelectElement).value = 'springs';
  (form.elements.namedItem('_honey') as HTMLInputElement).value = 'bot text';
  saveDraft(key, typedValues(form));
  expect(readDraft(key)).toEqual({ fullName: 'Maria Gonzalez', phone: '', service: 'springs', message: '' });

  const fresh = makeForm();
  restoreDraft(key, fresh);
  expect(typedValues(fresh)).toEqual({ fullName: 'Maria Gonzalez', phone: '', service: 'springs', message: '' });
  expect((fresh.elements.namedItem('_honey') as HTMLInputElement).value).toBe('');
});

test('what the page already shows wins over the draft', () => {
  const form = makeForm();
  (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Maria Gonzalez';
  saveDraft(key, typedValues(form));
  const fresh = makeForm();
  (fresh.elements.namedItem('fullName') as HTMLInputElement).value = 'Tom Becker';
  restoreDraft(key, fresh);
  expect((fresh.elements.namedItem('fullName') as HTMLInputElement).value).toBe('Tom Becker');
});

test('an emptied form and a delivered lead leave no draft behind', () => {
  const form = makeForm();
  (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Maria Gonzalez';
  saveDraft(key, typedValues(form));
  (form.elements.namedItem('fullName') as HTMLInputElement).value = '';
  saveDraft(key, typedValues(form));
  expect(readDraft(key)).toBeUndefined();
  (form.elements.namedItem('fullName') as HTMLInputElement).value = 'Maria Gonzalez';
  saveDraft(key, typedValues(form));
  clearDraft(key);
  expect(readDraft(key)).toBeUndefined();
});

test('nothing breaks when storage throws', () => {
  const form = makeForm();
  const spy = jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('blocked', 'SecurityError');
  });
  expect(() => saveDraft(key, { fullName: 'Maria Gonzalez' })).not.toThrow();
  expect(() => restoreDraft(key, form)).not.toThrow();
  expect(() => clearDraft(key)).not.toThrow();
  spy.mockRestore();
  expect(readDraft(key)).toBeUndefined();
});

test('leaves the photo input alone: files cannot be kept, and a file input refuses a value put back', () => {
  window.sessionStorage.setItem(key, JSON.stringify({ fullName: 'Maria', attachment: 'C:\\fakepath\\door.jpg' }));
  const form = makeForm();
  expect(() => restoreDraft(key, form)).not.toThrow();
  expect(typedValues(form)).not.toHaveProperty('attachment');
  expect((form.elements.namedItem('fullName') as HTMLInputElement).value).toBe('Maria');
});
