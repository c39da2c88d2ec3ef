import { recentScrollMs, visitorBusyWith, watchScrolling } from '@/lib/browser/visitor-busy';

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
    page('<header><details open><summary>Services</summary></details></header>');
    expect(visitorBusyWith()).toBe('menu');
    page('<header><details><summary>Services</summary></details></header>');
    expect(visitorBusyWith()).toBeNull();
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

describe('visitorBusyWith, beyond forms and at the moment it is asked', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts a field outside any form, focused or typed in, as a form in use', () => {
    page('<label>ZIP <input id="zip"></label><a href="/">Home</a>');
    document.querySelector<HTMLInputElement>('#zip')!.focus();
    expect(visitorBusyWith()).toBe('form');
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    expect(visitorBusyWith()).toBeNull();
    document.querySelector<HTMLInputElement>('#zip')!.value = '34285';
    expect(visitorBusyWith()).toBe('form');
  });

  it('counts a choice the visitor made, not the one the page shipped with', () => {
    page(
      '<form><select id="a"><option value="">Pick</option><option>Spring</option></select>' +
        '<select id="b"><option>One</option><option selected>Two</option></select><input type="checkbox" id="c"></form>',
    );
    expect(visitorBusyWith()).toBeNull();
    document.querySelector<HTMLSelectElement>('#b')!.selectedIndex = 0;
    expect(visitorBusyWith()).toBe('form');
    document.querySelector<HTMLSelectElement>('#b')!.selectedIndex = 1;
    document.querySelector<HTMLSelectElement>('#a')!.selectedIndex = 1;
    expect(visitorBusyWith()).toBe('form');
    document.querySelector<HTMLSelectElement>('#a')!.selectedIndex = 0;
    document.querySelector<HTMLInputElement>('#c')!.checked = true;
    expect(visitorBusyWith()).toBe('form');
  });

  it('is moving for a second after a scroll, then free', () => {
    page('<p>Text</p>');
    let now = 5_000;
    const spy = jest.spyOn(window.performance, 'now').mockImplementation(() => now);
    const scroll = watchScrolling();
    expect(visitorBusyWith(document, scroll)).toBeNull();
    window.dispatchEvent(new Event('scroll'));
    now += recentScrollMs - 1;
    expect(visitorBusyWith(document, scroll)).toBe('moving');
    now += 1;
    expect(visitorBusyWith(document, scroll)).toBeNull();
    // A form in use says more than the scrolling does.
    window.dispatchEvent(new Event('scroll'));
    page('<form><input value="" id="n"></form>');
    document.querySelector<HTMLInputElement>('#n')!.focus();
    expect(visitorBusyWith(document, scroll)).toBe('form');
    scroll.stop();
    spy.mockRestore();
  });
});
