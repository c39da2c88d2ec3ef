import { visitorBusyWith } from '@/lib/browser/visitor-busy';

function page(html: string) {
  document.body.innerHTML = html;
}

describe('visitorBusyWith', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is free on a quiet page, with an empty form and closed menus', () => {
    page(
      '<header><button aria-expanded="false">Menu</button></header><form><input name="a"><textarea></textarea><button>Send</button></form>',
    );
    expect(visitorBusyWith()).toBeNull();
  });

  it('is busy while a header menu or a modal dialog is open', () => {
    page('<header><button aria-expanded="true">Menu</button></header>');
    expect(visitorBusyWith()).toBe('menu');
    page('<div role="dialog" aria-modal="true"></div>');
    expect(visitorBusyWith()).toBe('menu');
    // A non-modal panel (the side promo) is no reason.
    page('<div role="dialog"></div>');
    expect(visitorBusyWith()).toBeNull();
  });

  it('is busy while focus is anywhere in a form', () => {
    page('<form><input name="a"><button type="submit">Send</button></form><a href="/">Home</a>');
    document.querySelector<HTMLButtonElement>('button')!.focus();
    expect(visitorBusyWith()).toBe('form');
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    expect(visitorBusyWith()).toBeNull();
  });

  it('is busy while a form holds typed text, not for values the page shipped with', () => {
    page('<form><input name="zip" value="34236"><input type="hidden" name="h"><textarea name="m"></textarea></form>');
    expect(visitorBusyWith()).toBeNull();
    document.querySelector<HTMLInputElement>('input[type="hidden"]')!.value = 'set by a script';
    expect(visitorBusyWith()).toBeNull();
    document.querySelector<HTMLTextAreaElement>('textarea')!.value = '   ';
    expect(visitorBusyWith()).toBeNull();
    document.querySelector<HTMLTextAreaElement>('textarea')!.value = 'Spring snapped';
    expect(visitorBusyWith()).toBe('form');
  });
});
