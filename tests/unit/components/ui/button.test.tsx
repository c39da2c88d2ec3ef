import { render, screen } from '@testing-library/react';
import { Button, ButtonLink } from '@/components/ui/button';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '@/components/ui/button-styles';

const variants: ButtonVariant[] = ['default', 'destructive', 'outline', 'secondary', 'ghost', 'link'];
const sizes: ButtonSize[] = ['default', 'sm', 'lg', 'icon'];

describe('Button', () => {
  it('renders a real button that defaults to type="button", so it never submits a form by accident', () => {
    render(
      <form>
        <Button>Send</Button>
        <Button type="submit">Submit</Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('gives every variant and every size a look of its own, and keeps a caller’s class', () => {
    expect(new Set(variants.map((variant) => buttonClasses({ variant }))).size).toBe(variants.length);
    expect(new Set(sizes.map((size) => buttonClasses({ size }))).size).toBe(sizes.length);
    expect(buttonClasses({ className: 'extra-class' }).split(' ')).toContain('extra-class');
  });

  it('renders tel: links as plain anchors and internal paths as links', () => {
    render(
      <>
        <ButtonLink href="tel:+15555550100">Call</ButtonLink>
        <ButtonLink href="/faq">Questions</ButtonLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+15555550100');
    expect(screen.getByRole('link', { name: 'Questions' })).toHaveAttribute('href', '/faq');
  });
});
