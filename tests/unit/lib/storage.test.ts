import { localStore, sessionStore } from '@/lib/browser/storage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

test('a flag kept for the visit lives apart from the lasting ones', () => {
  localStore.write('popup-offer-shown', 'true');
  expect(localStore.has('popup-offer-shown')).toBe(true);
  expect(sessionStore.has('offer-closed')).toBe(false);
  sessionStore.write('offer-closed', 'true');
  expect(sessionStore.has('offer-closed')).toBe(true);
  expect(localStore.has('offer-closed')).toBe(false);
  sessionStore.write('offer-closed', null);
  expect(sessionStore.read('offer-closed')).toBeNull();
});

test('objects round-trip; text that is not a JSON object reads as nothing', () => {
  sessionStore.writeObject('lead-draft:faq:/faq', { fullName: 'Maria Gonzalez' });
  expect(sessionStore.readObject('lead-draft:faq:/faq')).toEqual({ fullName: 'Maria Gonzalez' });
  for (const text of ['{broken', '"text"', '[1,2]', 'null']) {
    window.sessionStorage.setItem('odd', text);
    expect(sessionStore.readObject('odd')).toBeUndefined();
  }
});

test('blocked storage reads as unusable and never throws', () => {
  jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(sessionStore.read('lead-outbox')).toBeUndefined();
  expect(sessionStore.has('lead-outbox')).toBe(false);
  expect(sessionStore.readObject('lead-outbox')).toBeUndefined();
  expect(sessionStore.write('lead-outbox', '{}')).toBe(false);
  expect(localStore.write('popup-offer-shown', 'true')).toBe(false);
  expect(localStore.has('popup-offer-shown')).toBe(false);
});
