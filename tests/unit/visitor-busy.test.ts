import { visitorIsBusy } from '@/lib/visitor-busy';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('visitorIsBusy', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is free on a quiet page, with an empty form and closed menus', () => {
    page('<header><button aria-expanded="false">Menu</button></header><form><input name="a"><textarea></textarea><button>Send</button></form>');
    expect(visitorIsBusy()).toBe(false);
  });

  it('is busy while a header menu or a modal dialog is open', () => {
    page('<header><button aria-expanded="true">Menu</button></header>');
    expect(visitorIsBusy()).toBe(true);
    page('<div role="dialog" aria-modal="true"></div>');
    expect(visitorIsBusy()).toBe(true);
    // A non-modal panel (the side promo) is no reason.
    page('<div role="dialog"></div>');
    expect(visitorIsBusy()).toBe(false);
  });

  it('is busy while focus is anywhere in a form', () => {
    page('<form><input name="a"><button type="submit">Send</button></form><a href="/">Home</a>');
    document.querySelector<HTMLButtonElement>('button')!.focus();
    expect(visitorIsBusy()).toBe(true);
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    expect(visitorIsBusy()).toBe(false);
  });

  it('is busy while a form holds typed text, not for values the page shipped with', () => {
    page('<form><input name="zip" value="34236"><input type="hidden" name="h"><textarea name="m"></textarea></form>');
    expect(visitorIsBusy()).toBe(false);
    document.querySelector<HTMLInputElement>('input[type="hidden"]')!.value = 'set by a script';
    expect(visitorIsBusy()).toBe(false);
    document.querySelector<HTMLTextAreaElement>('textarea')!.value = '   ';
    expect(visitorIsBusy()).toBe(false);
    document.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Spring snapped';
    expect(visitorIsBusy()).toBe(true);
  });
});
