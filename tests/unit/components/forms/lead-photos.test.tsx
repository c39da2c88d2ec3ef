import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { faqForm } from '@/lib/forms/definitions';
import { servicePageForm } from '@/lib/pages/forms';
import { LeadForm } from '@/components/forms/lead-form';
import { ToastRegion } from '@/components/forms/toast-region';
import { leadFormWordsIn } from '@/lib/forms/island-words';
import { photoNotes } from '@/components/forms/photo-notes';
import { islandProps } from '@/tests/helpers/lead-form-props';

const words = leadFormWordsIn('en').photos;
const notes = photoNotes(words, 'en');

// The photo field of a repair or estimate form, as the default (FormSubmit) build renders it.
// jsdom draws nothing: every photo is "not decodable here", so small pictures go as they are
// and anything else is left out, which is the path a HEIC file takes in most browsers. The
// resizing itself is checked in a real browser (tests/e2e/any-width/lead-photos.spec.ts).

const springForm = servicePageForm('spring-replacement', 'en');
const photoLabel = `${words.label} ${words.labelNote}`;

let urls = 0;
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => `blob:preview-${++urls}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => sessionStorage.clear());

const picture = (name: string, size = 4096, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

function answering(body = '{"success":"true"}') {
  const fetchMock = jest.fn(async () => ({ ok: true, status: 200, text: async () => body }) as Response);
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maria Gonzalez');
  await user.type(screen.getByRole('textbox', { name: /phone/i }), '(941) 555-0199');
  await user.type(screen.getByRole('textbox', { name: /email/i }), 'maria@example.net');
  await user.type(screen.getByRole('textbox', { name: /zip/i }), '34285');
}

/** The spring-repair form with its toasts, and a user to drive it. */
function renderSpringForm() {
  // No pause between keys: typing a form is a few events, not dozens of timer turns a busy machine stretches.
  const user = userEvent.setup({ delay: null });
  render(
    <>
      <LeadForm {...islandProps(springForm)} />
      <ToastRegion />
    </>,
  );
  return user;
}

describe('photos with a request', () => {
  it('renders a labelled, optional image input on repair forms, and none on the others', () => {
    const { unmount } = render(<LeadForm {...islandProps(springForm)} />);
    const input = screen.getByLabelText(photoLabel);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('name', 'attachment');
    expect(input).toHaveAttribute('multiple');
    expect(input).not.toBeRequired();
    expect(input.closest('form')).toHaveAttribute('enctype', 'multipart/form-data');
    unmount();

    render(<LeadForm {...islandProps(faqForm('en'))} />);
    expect(document.querySelector('input[type=file]')).toBeNull();
    expect(document.querySelector('form')).not.toHaveAttribute('enctype');
  });

  it('draws the file control in the page’s words, not the browser’s: a button and a summary that follows the photos kept', async () => {
    for (const locale of ['en', 'es'] as const) {
      const form = servicePageForm('spring-replacement', locale);
      const own = leadFormWordsIn(locale).photos;
      const user = userEvent.setup();
      const { unmount } = render(<LeadForm {...islandProps(form)} />);
      const input = screen.getByLabelText(`${own.label} ${own.labelNote}`);
      // The browser's control ("Choose Files / No file chosen") is there for posting, out of sight.
      expect(input).toHaveClass('sr-only');
      const choose = screen.getByText(own.choose);
      expect(choose.closest('label')).toHaveAttribute('for', input.id);
      const summary = document.getElementById(`${input.id}-summary`)!;
      expect(summary).toHaveTextContent(own.none);
      expect(input.getAttribute('aria-describedby')).toContain(summary.id);
      await user.upload(input, [picture('one.jpg'), picture('two.jpg')]);
      await waitFor(() => expect(summary).toHaveTextContent(photoNotes(own, locale).chosen(2)));
      await user.click((await screen.findAllByRole('button', { name: new RegExp(own.remove) }))[0]);
      await waitFor(() => expect(summary).toHaveTextContent(photoNotes(own, locale).chosen(1)));
      unmount();
    }
  });

  it('keeps three photos, leaves out what it cannot use, removes one, sends the rest, then clears', async () => {
    const fetchMock = answering();
    const user = renderSpringForm();
    await fill(user);
    const input = screen.getByLabelText(photoLabel);
    await user.upload(input, [
      picture('one.jpg'),
      picture('huge.heic', 3_000_000, 'image/heic'),
      picture('two.jpg'),
      picture('three.jpg'),
      picture('four.jpg'),
    ]);

    // Of five picked, three are taken: one of those cannot be used; two more are over the limit.
    expect(await screen.findByRole('img', { name: notes.alt(2) })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /of the problem/ })).toHaveLength(2);
    const note = document.getElementById(`${input.id}-note`)!;
    expect(note).toHaveTextContent(notes.added(2));
    expect(note).toHaveTextContent(notes.leftOut('huge.heic'));
    expect(note).toHaveTextContent(notes.overLimit(2));

    // A later pick adds to the photos already there, up to three.
    await user.upload(input, [picture('five.jpg'), picture('six.jpg')]);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /of the problem/ })).toHaveLength(3));
    expect(note).toHaveTextContent(notes.overLimit(1));

    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.getAllByRole('img', { name: /of the problem/ })).toHaveLength(2);
    expect(note).toHaveTextContent(notes.removed(2));
    // Focus stays in the list: on the Remove button now in the removed one's place.
    expect(screen.getByRole('button', { name: 'Remove photo 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: springForm.submitLabel }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const body = init.body as FormData;
    expect(body.getAll('attachment').map((file) => (file as File).name)).toEqual(['one.jpg', 'five.jpg']);
    expect(body.get('fullName')).toBe('Maria Gonzalez');
    expect(body.get('_captcha')).toBe('false');

    // Delivered: the photos go with the rest of the form.
    await user.click(await screen.findByRole('button', { name: 'Send another request' }));
    expect(screen.queryAllByRole('img', { name: /of the problem/ })).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /full name/i })).toHaveValue('');
    await act(async () => {});
  });

  it('keeps the photos when the send fails, and sends them again with the retry', async () => {
    const fetchMock = answering('{"success":"false","message":"This form needs Activation."}');
    const user = renderSpringForm();
    await fill(user);
    await user.upload(screen.getByLabelText(photoLabel), [picture('spring.jpg')]);
    await screen.findByRole('img', { name: notes.alt(1) });
    await user.click(screen.getByRole('button', { name: springForm.submitLabel }));
    await waitFor(() => expect(document.querySelector('[data-lead-failure]')).not.toBeNull());
    expect(screen.getByRole('img', { name: notes.alt(1) })).toBeInTheDocument();

    answering();
    await user.click(screen.getByRole('button', { name: springForm.submitLabel }));
    await waitFor(() => expect(global.fetch).toHaveBeenCalledTimes(1));
    const [, init] = (global.fetch as jest.Mock).mock.calls[0] as [string, RequestInit];
    expect((init.body as FormData).getAll('attachment')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
